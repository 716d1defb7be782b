// A student's open assignments from their teachers (issue 30 §3), first on /lesson and on /profile:
// what is asked, by when, how far they are, and a link to start.
import type { LinksFunction } from "@remix-run/cloudflare";
import { Link } from "@remix-run/react";
import { formatDate } from "~/core/shared/dates";
import { useTranslation } from "~/hooks/use-translation";
import type { OpenAssignment } from "~/models/classes/student-assignments.server";
import styles from "~/styles/assignments.css?url";
import { assignmentTitle } from "./describe-assignment";

export const assignmentLinks: LinksFunction = () => [{ rel: "stylesheet", href: styles }];

function progressText(a: OpenAssignment, t: ReturnType<typeof useTranslation>["t"]): string {
  if (a.kind === "lessons") return t("assignments.lessonsProgress", { done: a.progress.done, total: a.progress.total });
  if (a.kind === "keys") return t("assignments.keysProgress", { done: a.progress.done, total: a.progress.total });
  return t("assignments.testProgress", { percent: a.percent });
}

export function OpenAssignments({ assignments }: { assignments: readonly OpenAssignment[] }) {
  const { t, language } = useTranslation();
  if (assignments.length === 0) return null;
  return (
    <section className="card stack open-assignments" aria-labelledby="open-assignments-title" data-testid="open-assignments">
      {/* Its styles come with it: most learners have no class, and /lesson's first load does not wait for them. */}
      <link rel="stylesheet" href={styles} />
      <h2 id="open-assignments-title">{t("assignments.title")}</h2>
      <ul className="open-assignments__list">
        {assignments.map((a) => (
          <li key={a.id} className="open-assignment" data-testid="open-assignment" data-kind={a.kind}>
            <p className="open-assignment__title">{assignmentTitle(a, t)}</p>
            <p className="open-assignment__meta">
              <span>{t("assignments.class", { name: a.className })}</span>
              <span>{t("assignments.due", { date: formatDate(a.dueAt, language) })}</span>
              <span className={`assignment-status assignment-status--${a.status}`}>{t(`assignments.status.${a.status}`)}</span>
            </p>
            <div
              className="open-assignment__bar"
              role="progressbar"
              aria-label={t("assignments.progressLabel")}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={a.percent}
              aria-valuetext={progressText(a, t)}
            >
              <span style={{ width: `${a.percent}%` }} />
            </div>
            <div className="open-assignment__foot">
              <span data-testid="open-assignment-progress">{progressText(a, t)}</span>
              <Link to={a.href} className="button button--small" data-testid="open-assignment-start">
                {a.status === "not_started" ? t("assignments.start") : t("assignments.continue")}
              </Link>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
