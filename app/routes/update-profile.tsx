import { data, type ActionFunctionArgs, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { ProfileNav } from "~/components/accounts/profile-nav";
import { Field } from "~/components/ui/field";
import { AVATAR_BODY_LIMIT, AVATAR_MAX_BYTES } from "~/core/accounts/avatar-rules";
import { AddEmailSchema, AvatarSchema, PhoneSchema } from "~/core/accounts/account-forms";
import { isPlaceholderEmail } from "~/core/accounts/placeholder-email";
import { createDb } from "~/db/client.server";
import { useSchemaForm } from "~/hooks/use-schema-form";
import { useTranslation } from "~/hooks/use-translation";
import { saveAvatar } from "~/models/accounts/avatars.server";
import { askToAddEmail } from "~/models/accounts/email-add.server";
import { updatePhone } from "~/models/accounts/users.server";
import { requireUser } from "~/utils/auth.server";
import { avatarUrl } from "~/utils/avatar";
import { httpFailure } from "~/utils/api.server";
import { pageTitle } from "~/utils/meta";
import { firstIssueMessage, readBody, requestLanguage, requestTranslator } from "~/utils/request.server";
import styles from "~/styles/accounts.css?url";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];
export const meta: MetaFunction = (args) => pageTitle(args, "profile.editTitle");

export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireUser(request, context.cloudflare.env);
  // A class account's placeholder is never shown; it may add an address of its own here (ADR 038).
  const placeholder = isPlaceholderEmail(user.email);
  return {
    id: user.id,
    name: user.name,
    email: placeholder ? null : user.email,
    canAddEmail: placeholder,
    phone: user.phone ?? "",
    image: avatarUrl(user.image),
  };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const env = context.cloudflare.env;
  const user = await requireUser(request, env);
  const t = requestTranslator(request);
  // A photo far over 50 KB (a form posted before hydration, or without JavaScript) says so on the page.
  const form = await readBody(request, { maxBytes: AVATAR_BODY_LIMIT }).catch((error: unknown) => {
    if (error instanceof Response && error.status === 413) return null;
    throw error;
  });
  if (form === null) return data({ ok: false, field: "photo", message: t("profile.imageTooBig") }, { status: 413 });
  if (form.intent === "avatar") {
    const photo = form.photo;
    const picked = AvatarSchema.safeParse({ photo: photo instanceof File && photo.size > 0 ? photo : undefined });
    if (!picked.success || !(photo instanceof File)) {
      const tooLarge = photo instanceof File && photo.size > AVATAR_MAX_BYTES;
      return data({ ok: false, field: "photo", message: t("profile.imageTooBig") }, { status: tooLarge ? 413 : 415 });
    }
    const saved = await saveAvatar(env, user, photo);
    if (!saved.ok) {
      const failure = httpFailure(request, saved.error);
      return data({ ok: false, field: "photo", message: failure.message }, { status: failure.status });
    }
    return { ok: true, field: "photo", message: t("profile.updated") };
  }
  if (form.intent === "email") {
    const parsed = AddEmailSchema.safeParse({ email: form.email, password: form.password });
    if (!parsed.success) return data({ ok: false, field: "email", message: firstIssueMessage(request, parsed.error) }, { status: 400 });
    const asked = await askToAddEmail(env, request, user, parsed.data, requestLanguage(request));
    if (!asked.ok) {
      const failure = httpFailure(request, asked.error);
      return data({ ok: false, field: "email", message: failure.message }, { status: failure.status });
    }
    return { ok: true, field: "email", message: t("profile.addEmailSent", { email: asked.email }) };
  }
  const parsed = PhoneSchema.safeParse({ phone: form.phone });
  if (!parsed.success) return data({ ok: false, field: "phone", message: firstIssueMessage(request, parsed.error) }, { status: 400 });
  await updatePhone(createDb(env.DB), user.id, parsed.data.phone);
  return { ok: true, field: "phone", message: t("profile.updated") };
}

export default function UpdateProfilePage() {
  const profile = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const navigation = useNavigation();
  const { t } = useTranslation();
  const avatarForm = useSchemaForm(AvatarSchema);
  const phoneForm = useSchemaForm(PhoneSchema);
  const emailForm = useSchemaForm(AddEmailSchema);
  const busy = navigation.state !== "idle";
  const serverError = (field: string) => (result && !result.ok && result.field === field ? result.message : undefined);
  return (
    <div className="profile-layout">
      <ProfileNav />
      <section className="card stack">
        <h1>{t("profile.editTitle")}</h1>
        {result?.ok ? (
          <p className="notice" role="status" data-testid="profile-updated">
            {result.message}
          </p>
        ) : null}
        <Form method="post" encType="multipart/form-data" className="form" {...avatarForm.formProps}>
          <div className="profile-head">
            <img src={profile.image} alt="" className="avatar" width={88} height={88} data-testid="avatar" />
            <Field
              label={t("profile.avatar")}
              name="photo"
              type="file"
              accept="image/png,image/jpeg,image/gif,image/webp"
              hint={t("profile.avatarHint")}
              error={avatarForm.error("photo") ?? serverError("photo")}
            />
          </div>
          <input type="hidden" name="intent" value="avatar" />
          <button type="submit" className="button button--ghost" disabled={busy}>
            {t("profile.uploadAvatar")}
          </button>
        </Form>
        <Form method="post" className="form" {...phoneForm.formProps}>
          <Field label={t("profile.name")} value={profile.name} readOnly aria-readonly hint={t("profile.readOnly")} />
          <Field label={t("profile.id")} value={String(profile.id)} readOnly aria-readonly />
          <Field label={t("profile.email")} value={profile.email ?? t("profile.classAccountEmail")} readOnly aria-readonly />
          <Field
            label={t("profile.phone")}
            name="phone"
            inputMode="numeric"
            autoComplete="tel"
            maxLength={8}
            defaultValue={profile.phone}
            error={phoneForm.error("phone") ?? serverError("phone")}
          />
          <input type="hidden" name="intent" value="phone" />
          <button type="submit" className="button" disabled={busy}>
            {t("profile.save")}
          </button>
        </Form>
        {profile.canAddEmail ? (
          <Form method="post" className="form" data-testid="add-email" aria-labelledby="add-email-title" {...emailForm.formProps}>
            <h2 id="add-email-title">{t("profile.addEmailTitle")}</h2>
            <p className="muted">{t("profile.addEmailHint")}</p>
            <Field label={t("profile.email")} name="email" type="email" autoComplete="email" error={emailForm.error("email") ?? serverError("email")} />
            <Field label={t("profile.currentPassword")} name="password" type="password" autoComplete="current-password" error={emailForm.error("password")} />
            <input type="hidden" name="intent" value="email" />
            <button type="submit" className="button" disabled={busy}>
              {t("profile.addEmailSubmit")}
            </button>
          </Form>
        ) : null}
      </section>
    </div>
  );
}
