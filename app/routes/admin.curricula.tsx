// /admin/curricula (issue 32, ADR 043): which curricula ask a script teacher's review, the standing
// sign-off and its history; record a sign-off or withdraw it (each with its audit row in one batch).
// The learner's lesson list reads the same record for its beta notice.
import { parseWithZod } from "@conform-to/zod/v4";
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { useActionData, useLoaderData } from "@remix-run/react";
import { ReviewSignForm, ReviewWithdrawForm } from "~/components/admin/review-forms";
import { REVIEWED_CURRICULA, ReviewSignSchema, ReviewWithdrawSchema, reviewState } from "~/core/admin/curriculum-review";
import type { CurriculumId } from "~/core/lessons/curricula";
import { formatDate } from "~/core/shared/dates";
import { createDb } from "~/db/client.server";
import { useTranslation } from "~/hooks/use-translation";
import type { MessageKey } from "~/i18n";
import { reviewHistory, signReview, withdrawReview, type ReviewChange } from "~/models/admin/curriculum-reviews.server";
import { adminForm } from "~/utils/admin-forms.server";
import { pageTitle } from "~/utils/meta";
import { requireAdmin } from "~/utils/roles.server";

export const meta: MetaFunction = (args) => pageTitle(args, "admin.nav.curricula");

export async function loader({ request, context }: LoaderFunctionArgs) {
  const env = context.cloudflare.env;
  await requireAdmin(request, env);
  return { reviews: await reviewHistory(createDb(env.DB), REVIEWED_CURRICULA) };
}

const STATUS: Record<ReviewChange, number> = { signed: 200, withdrawn: 200, "already-signed": 409, "not-signed": 409 };

export async function action({ request, context }: ActionFunctionArgs) {
  const env = context.cloudflare.env;
  const { admin, formData } = await adminForm(request, env);
  const db = createDb(env.DB);
  const intent = formData.get("intent") === "withdraw" ? "withdraw" : "sign";
  const posted = formData.get("curriculum");
  const curriculum = typeof posted === "string" ? posted : "";
  const submission = parseWithZod(formData, { schema: intent === "sign" ? ReviewSignSchema : ReviewWithdrawSchema });
  if (submission.status !== "success") {
    // A curriculum that asks no review has no form on the screen to carry the message: it goes on top.
    const refusal = (submission.error?.curriculum?.[0] as MessageKey | undefined) ?? null;
    return data({ intent, curriculum, outcome: null, refusal, lastResult: submission.reply() }, { status: 400 });
  }
  const outcome = submission.value.intent === "sign" ? await signReview(db, admin, submission.value) : await withdrawReview(db, admin, submission.value);
  const ok = outcome === "signed" || outcome === "withdrawn";
  return data({ intent, curriculum, outcome, refusal: null, lastResult: submission.reply({ resetForm: ok }) }, { status: STATUS[outcome] });
}

const CURRICULUM_NAMES = { mn: "lessons.curriculumMn", en: "lessons.curriculumEn", "mn-Mong": "script.curriculum" } as const;

export default function AdminCurricula() {
  const { reviews } = useLoaderData<typeof loader>();
  const acted = useActionData<typeof action>();
  const { t, language } = useTranslation();
  const resultFor = (intent: string, id: CurriculumId) => (acted && acted.intent === intent && acted.curriculum === id ? acted.lastResult : null);
  return (
    <section className="stack" data-testid="admin-curricula">
      <header>
        <h1>{t("admin.nav.curricula")}</h1>
        <p className="lead">{t("review.lead")}</p>
      </header>
      {acted?.outcome ? (
        <p className={acted.outcome === "signed" || acted.outcome === "withdrawn" ? "notice" : "form-error"} role="status" data-testid="review-done">
          {t(`review.done.${acted.outcome}`)}
        </p>
      ) : null}
      {acted?.refusal ? (
        <p className="form-error" role="alert">
          {t(acted.refusal)}
        </p>
      ) : null}
      {REVIEWED_CURRICULA.map((id) => {
        const own = reviews.filter((r) => r.curriculum === id);
        const standing = own.find((r) => r.withdrawnAt === null);
        const state = reviewState(id, standing !== undefined);
        return (
          <article key={id} className="card stack" data-testid={`review-${id}`}>
            <h2>
              {t(CURRICULUM_NAMES[id])}{" "}
              <span className={`admin-badge${state === "signed" ? " admin-badge--open" : ""}`} data-testid="review-state">
                {t(state === "signed" ? "review.state.signed" : "review.state.beta")}
              </span>
            </h2>
            {standing ? (
              <>
                <p data-testid="review-standing">
                  {t("review.signedBy", {
                    name: standing.reviewerName,
                    role: standing.reviewerRole,
                    admin: standing.signedByEmail,
                    date: formatDate(standing.signedAt, language),
                  })}
                  {standing.note ? ` ${t("review.note")}: ${standing.note}` : null}
                </p>
                <ReviewWithdrawForm curriculum={id} lastResult={resultFor("withdraw", id)} />
              </>
            ) : (
              <ReviewSignForm curriculum={id} lastResult={resultFor("sign", id)} />
            )}
            {own.some((r) => r.withdrawnAt !== null) ? (
              <details>
                <summary>{t("review.history")}</summary>
                <ul className="stack">
                  {own
                    .filter((r) => r.withdrawnAt !== null)
                    .map((r) => (
                      <li key={r.id}>
                        {t("review.signedBy", { name: r.reviewerName, role: r.reviewerRole, admin: r.signedByEmail, date: formatDate(r.signedAt, language) })}{" "}
                        {t("review.withdrawnBy", { admin: r.withdrawnByEmail ?? "", date: formatDate(r.withdrawnAt!, language), note: r.withdrawalNote ?? "" })}
                      </li>
                    ))}
                </ul>
              </details>
            ) : null}
          </article>
        );
      })}
    </section>
  );
}
