// /admin/texts?level=&language=: the typing-test and race texts per level × language; add, edit, retire.
import { parseWithZod } from "@conform-to/zod/v4";
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { TextForm } from "~/components/admin/text-form";
import { TEXT_LANGUAGES, TEXT_LEVELS, textFormSchema, type TextLevel } from "~/core/admin/admin-content";
import type { TestLanguage } from "~/core/typing/typing-kinds";
import { scriptWordList } from "~/models/typing/script-words.server";
import scriptStyles from "~/styles/script.css?url";
import { createDb } from "~/db/client.server";
import { useTranslation } from "~/hooks/use-translation";
import type { MessageKey } from "~/i18n";
import { addText, editText, retireText, textCounts, textsOf } from "~/models/admin/admin-texts.server";
import { adminForm, idOf } from "~/utils/admin-forms.server";
import { pageTitle } from "~/utils/meta";
import { requestTranslator } from "~/utils/request.server";
import { requireAdmin } from "~/utils/roles.server";

export const meta: MetaFunction = (args) => pageTitle(args, "admin.nav.texts");

function selection(url: URL): { level: TextLevel; language: TestLanguage } {
  const level = url.searchParams.get("level");
  const language = url.searchParams.get("language");
  return {
    level: (TEXT_LEVELS as readonly string[]).includes(level ?? "") ? (level as TextLevel) : "begin",
    language: TEXT_LANGUAGES.find((l) => l === language) ?? "mn",
  };
}

export async function loader({ request, context }: LoaderFunctionArgs) {
  const env = context.cloudflare.env;
  await requireAdmin(request, env);
  const { level, language } = selection(new URL(request.url));
  const db = createDb(env.DB);
  const [counts, rows] = await Promise.all([textCounts(db), textsOf(db, level, language)]);
  // A script text is checked against the vetted words in the browser too (the same schema).
  return { level, language, counts, rows, vetted: language === "mn-Mong" ? scriptWordList() : [] };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const env = context.cloudflare.env;
  const { admin, formData } = await adminForm(request, env);
  const t = requestTranslator(request);
  const db = createDb(env.DB);
  const intent = formData.get("intent");
  const id = idOf(formData.get("id"));
  if (intent === "retire") {
    if (id === null) return data({ ok: false, intent, id, lastResult: null, message: t("content.error.missing") }, { status: 400 });
    const done = await retireText(db, admin, id);
    if (!done.ok)
      return data(
        { ok: false, intent, id, lastResult: null, message: t(`content.error.${done.reason}` as MessageKey) },
        { status: done.reason === "missing" ? 404 : 409 },
      );
    return { ok: true, intent, id, lastResult: null, message: t("texts.admin.retiredDone") };
  }
  if (intent !== "add" && !(intent === "update" && id !== null))
    return data({ ok: false, intent, id, lastResult: null, message: t("content.error.missing") }, { status: 400 });
  const submission = parseWithZod(formData, { schema: textFormSchema(new Set(scriptWordList())) });
  if (submission.status !== "success") return data({ ok: false, intent, id, lastResult: submission.reply(), message: null }, { status: 400 });
  const done = intent === "add" ? await addText(db, admin, submission.value) : await editText(db, admin, id!, submission.value);
  if (!done.ok) {
    const status = done.reason === "missing" ? 404 : 409;
    return data(
      { ok: false, intent, id, lastResult: submission.reply({ fieldErrors: { body: [`content.error.${done.reason}`] } }), message: null },
      { status },
    );
  }
  return {
    ok: true,
    intent,
    id,
    lastResult: submission.reply({ resetForm: intent === "add" }),
    message: t(intent === "add" ? "texts.admin.added" : "texts.admin.updated"),
  };
}

export default function AdminTexts() {
  const { level, language, counts, rows, vetted } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const busy = useNavigation().state !== "idle";
  const { t } = useTranslation();
  const countOf = (l: TextLevel, lang: string) => counts.find((c) => c.level === l && c.language === lang);
  const resultFor = (intent: string, id?: number) => (result && result.intent === intent && (id === undefined || result.id === id) ? result.lastResult : null);
  return (
    <section className={language === "mn-Mong" ? "stack script-page" : "stack"} data-testid="admin-texts">
      {/* The script's font, for its texts only. */}
      {language === "mn-Mong" ? <link rel="stylesheet" href={scriptStyles} /> : null}
      <header>
        <h1>{t("admin.nav.texts")}</h1>
        <p className="lead">{t("texts.admin.lead")}</p>
      </header>
      <nav className="admin-tabs" aria-label={t("texts.admin.level")}>
        {TEXT_LEVELS.flatMap((l) =>
          TEXT_LANGUAGES.map((lang) => {
            const c = countOf(l, lang);
            return (
              <Link key={`${l}-${lang}`} to={`?level=${l}&language=${lang}`} aria-current={l === level && lang === language ? "page" : undefined}>
                {t(`texts.admin.level.${l}`)} · {t(`content.language.${lang}`)} ({c?.current ?? 0})
              </Link>
            );
          }),
        )}
      </nav>
      {result?.message ? (
        <p className={result.ok ? "notice" : "form-error"} role={result.ok ? "status" : "alert"}>
          {result.message}
        </p>
      ) : null}
      <div className="card">
        <TextForm
          key={`add-${level}-${language}`}
          formId={`text-add-${level}-${language}`}
          intent="add"
          level={level}
          language={language}
          body=""
          vetted={vetted}
          lastResult={resultFor("add")}
          label={`${t("texts.admin.add")}: ${t(`texts.admin.level.${level}`)} · ${t(`content.language.${language}`)}`}
        />
      </div>
      <div className="card">
        <p className="field__hint">
          {t("texts.admin.current", { count: countOf(level, language)?.current ?? 0 })},{" "}
          {t("texts.admin.retiredCount", { count: countOf(level, language)?.retired ?? 0 })}
        </p>
        {rows.length === 0 ? (
          <p>{t("texts.admin.empty")}</p>
        ) : (
          <table className="table admin-table">
            <tbody>
              {rows.map((row) => (
                <tr key={row.id} data-testid="admin-text-row">
                  <td data-label="#">#{row.id}</td>
                  <td data-label={t("texts.admin.body")}>
                    {row.retiredAt === null ? (
                      <details open={resultFor("update", row.id)?.status === "error"}>
                        <summary className={"admin-text-body"} lang={row.language}>
                          {row.body}
                        </summary>
                        <TextForm
                          formId={`text-${row.id}`}
                          intent="update"
                          id={row.id}
                          level={row.level}
                          language={row.language}
                          body={row.body}
                          vetted={vetted}
                          lastResult={resultFor("update", row.id)}
                          label={`${t("texts.admin.edit")} #${row.id}`}
                        />
                      </details>
                    ) : (
                      <p className="admin-text-body admin-text-body--retired" lang={row.language}>
                        {row.body} <span className="admin-badge">{t("texts.admin.retired")}</span>
                      </p>
                    )}
                  </td>
                  <td>
                    {row.retiredAt === null ? (
                      <Form
                        method="post"
                        onSubmit={(e) => {
                          if (!window.confirm(t("texts.admin.confirmRetire"))) e.preventDefault();
                        }}
                      >
                        <input type="hidden" name="id" value={row.id} />
                        <button type="submit" name="intent" value="retire" className="button button--ghost button--small" disabled={busy}>
                          {t("texts.admin.retire")}
                        </button>
                      </Form>
                    ) : null}
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
