// The profile's "Become a teacher" card (issue 30): the request's state — none, pending, refused with
// the admin's reason (the learner may ask again), or approved with the way to the teacher's area.
import type { SubmissionResult } from "@conform-to/react";
import { Link } from "@remix-run/react";
import { formatDate } from "~/core/shared/dates";
import { useTranslation } from "~/hooks/use-translation";
import type { RequestState } from "~/models/classes/teacher-requests.server";
import { TeacherRequestForm } from "./teacher-request-form";

export function TeacherRequestCard({ state, phone, lastResult }: { state: RequestState; phone?: string | null; lastResult?: SubmissionResult<string[]> }) {
  const { t, language } = useTranslation();
  return (
    <section className="card stack" data-testid="teacher-request" data-state={state.status} aria-labelledby="teacher-request-title">
      <h2 id="teacher-request-title">{t("classes.teacher.title")}</h2>
      {state.status === "approved" ? (
        <>
          <p className="notice" role="status">
            {t("classes.teacher.approved")}
          </p>
          <Link to="/teacher" className="button" data-testid="open-teacher">
            {t("classes.teacher.open")}
          </Link>
        </>
      ) : state.status === "pending" ? (
        <p className="notice" role="status">
          {t("classes.teacher.pending")} <span className="muted">{t("classes.teacher.sentOn", { date: formatDate(state.createdAt, language) })}</span>
        </p>
      ) : (
        <>
          {state.status === "refused" ? (
            <div className="form-error" role="status" data-testid="teacher-refused">
              <p>{t("classes.teacher.refused")}</p>
              <p>{t("classes.teacher.reason", { reason: state.reason })}</p>
              <p>{t("classes.teacher.askAgain")}</p>
            </div>
          ) : (
            <p className="muted">{t("classes.teacher.lead")}</p>
          )}
          <TeacherRequestForm lastResult={lastResult} defaults={{ phone }} />
        </>
      )}
    </section>
  );
}
