// /admin/banners: upload, order, activate / hide. /api/admin/get-banner serves the active ones in order.
import { getFormProps, getInputProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { FieldError } from "~/components/admin/field-error";
import { ADMIN_IMAGE_BODY_LIMIT, BannerFormSchema } from "~/core/admin/admin-content";
import { createDb } from "~/db/client.server";
import { useTranslation } from "~/hooks/use-translation";
import { addBanner, allBanners, moveBanner, setBannerActive } from "~/models/admin/admin-banners.server";
import { saveAdminImage } from "~/models/admin/admin-images.server";
import { adminForm, idOf } from "~/utils/admin-forms.server";
import { pageTitle } from "~/utils/meta";
import { requestTranslator } from "~/utils/request.server";
import { requireAdmin } from "~/utils/roles.server";

export const meta: MetaFunction = (args) => pageTitle(args, "admin.nav.banners");

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireAdmin(request, context.cloudflare.env);
  return { banners: await allBanners(createDb(context.cloudflare.env.DB)) };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const env = context.cloudflare.env;
  const { admin, formData } = await adminForm(request, env, { maxBytes: ADMIN_IMAGE_BODY_LIMIT });
  const t = requestTranslator(request);
  const db = createDb(env.DB);
  const intent = formData.get("intent");
  if (intent === "add") {
    const submission = parseWithZod(formData, { schema: BannerFormSchema });
    if (submission.status !== "success") return data({ ok: false, lastResult: submission.reply(), message: null }, { status: 400 });
    const saved = await saveAdminImage(env, "banners", formData.get("image") as File);
    if (!saved.ok) {
      const message = saved.reason === "too_large" ? "content.error.imageTooBig" : "content.error.notImage";
      return data(
        { ok: false, lastResult: submission.reply({ fieldErrors: { image: [message] } }), message: null },
        { status: saved.reason === "too_large" ? 413 : 415 },
      );
    }
    await addBanner(db, admin, { image: saved.url, alt: submission.value.alt, link: submission.value.link || null });
    return { ok: true, lastResult: submission.reply({ resetForm: true }), message: t("banners.admin.added") };
  }
  const id = idOf(formData.get("id"));
  const known =
    id === null
      ? false
      : intent === "up" || intent === "down"
        ? await moveBanner(db, admin, id, intent)
        : intent === "activate" || intent === "deactivate"
          ? await setBannerActive(db, admin, id, intent === "activate")
          : false;
  if (!known) return data({ ok: false, lastResult: null, message: t("content.error.missing") }, { status: id === null ? 400 : 404 });
  return { ok: true, lastResult: null, message: t("content.saved") };
}

export default function AdminBanners() {
  const { banners } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const busy = useNavigation().state !== "idle";
  const { t } = useTranslation();
  const [form, fields] = useForm({
    id: "banner-add",
    lastResult: result?.lastResult,
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: BannerFormSchema }),
  });
  const rowButton = (id: number, intent: string, label: string, disabled = false) => (
    <Form method="post">
      <input type="hidden" name="id" value={id} />
      <button type="submit" name="intent" value={intent} className="button button--ghost button--small" disabled={busy || disabled}>
        {label}
      </button>
    </Form>
  );
  return (
    <section className="stack" data-testid="admin-banners">
      <header>
        <h1>{t("admin.nav.banners")}</h1>
        <p className="lead">{t("banners.admin.lead")}</p>
      </header>
      {result?.message ? (
        <p className={result.ok ? "notice" : "form-error"} role={result.ok ? "status" : "alert"}>
          {result.message}
        </p>
      ) : null}
      <div className="card stack">
        <h2>{t("banners.admin.add")}</h2>
        <Form method="post" encType="multipart/form-data" className="admin-form" {...getFormProps(form)}>
          <div className="admin-field">
            <label htmlFor={fields.image.id}>{t("content.image")}</label>
            <input {...getInputProps(fields.image, { type: "file" })} accept="image/png,image/jpeg,image/gif,image/webp" />
            <FieldError field={fields.image} />
          </div>
          <div className="admin-field">
            <label htmlFor={fields.alt.id}>{t("banners.admin.alt")}</label>
            <input {...getInputProps(fields.alt, { type: "text" })} />
            <FieldError field={fields.alt} />
          </div>
          <div className="admin-field">
            <label htmlFor={fields.link.id}>{t("banners.admin.link")}</label>
            <input {...getInputProps(fields.link, { type: "text" })} placeholder="/payment" aria-describedby={`${fields.link.id}-hint`} />
            <p className="field__hint" id={`${fields.link.id}-hint`}>
              {t("banners.admin.linkHint")}
            </p>
            <FieldError field={fields.link} />
          </div>
          <div className="admin-form__actions">
            <button type="submit" className="button" name="intent" value="add" disabled={busy}>
              {t("banners.admin.add")}
            </button>
          </div>
        </Form>
      </div>
      <div className="card table-scroll">
        {banners.length === 0 ? (
          <p>{t("banners.admin.empty")}</p>
        ) : (
          <table className="table admin-table">
            <thead>
              <tr>
                <th>{t("banners.admin.order")}</th>
                <th>{t("content.image")}</th>
                <th>{t("banners.admin.alt")}</th>
                <th>{t("race.admin.status")}</th>
                <th>{t("admin.payments.actions")}</th>
              </tr>
            </thead>
            <tbody>
              {banners.map((banner, i) => (
                <tr key={banner.id} data-testid="admin-banner-row">
                  <td data-label={t("banners.admin.order")}>{i + 1}</td>
                  <td data-label={t("content.image")}>
                    <img src={banner.image} alt="" className="admin-thumb" loading="lazy" />
                  </td>
                  <td data-label={t("banners.admin.alt")}>
                    <span>
                      {banner.alt}
                      {banner.link ? <span className="field__hint"> → {banner.link}</span> : null}
                    </span>
                  </td>
                  <td data-label={t("race.admin.status")}>
                    <span className={banner.active ? "admin-badge admin-badge--open" : "admin-badge admin-badge--cancelled"}>
                      {banner.active ? t("banners.admin.active") : t("banners.admin.hidden")}
                    </span>
                  </td>
                  <td>
                    <div className="admin-row-actions">
                      {rowButton(banner.id, "up", `↑ ${t("banners.admin.up")}`, i === 0)}
                      {rowButton(banner.id, "down", `↓ ${t("banners.admin.down")}`, i === banners.length - 1)}
                      {banner.active
                        ? rowButton(banner.id, "deactivate", t("banners.admin.deactivate"))
                        : rowButton(banner.id, "activate", t("banners.admin.activate"))}
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </div>
    </section>
  );
}
