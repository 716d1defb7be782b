// Who in the class is online and what each is doing now, with live WPM and accuracy (ADR 040): the
// class's socket keeps it current without a reload.
import { Link, useRevalidator } from "@remix-run/react";
import type { LiveStudent } from "~/core/classes/class-live";
import { useClassLive } from "~/hooks/use-class-live";
import { useTranslation } from "~/hooks/use-translation";

export function LiveStudents({ classId }: { classId: number }) {
  const { t } = useTranslation();
  const revalidator = useRevalidator();
  // A student's result reached D1: the progress table and heatmap reload from it.
  const { students, status } = useClassLive(classId, revalidator.revalidate);
  return (
    <section className="card class-live__online" aria-labelledby="class-live-online" data-testid="live-students" data-status={status}>
      <div className="class-live__head">
        <h2 id="class-live-online">{t("teacher.live.online.title")}</h2>
        <p className="muted" aria-live="polite" data-testid="live-count">
          {status === "open"
            ? t("teacher.live.online.count", { count: students.length })
            : t(status === "refused" ? "teacher.live.status.refused" : "teacher.live.status.connecting")}
        </p>
      </div>
      {students.length === 0 ? (
        <p className="muted">{t("teacher.live.online.none")}</p>
      ) : (
        <ul className="class-live__grid">
          {students.map((s) => (
            <LiveCard key={s.id} classId={classId} student={s} />
          ))}
        </ul>
      )}
    </section>
  );
}

function LiveCard({ classId, student }: { classId: number; student: LiveStudent }) {
  const { t } = useTranslation();
  const doing =
    student.activity === "lesson" && student.level !== null
      ? t("teacher.live.activity.lesson", { level: student.level })
      : t(`teacher.live.activity.${student.activity === "lesson" ? "idle" : student.activity}`);
  return (
    <li className={`class-live__card is-${student.activity}`} data-testid="live-student" data-id={student.id} data-activity={student.activity}>
      <Link to={`/teacher/classes/${classId}/students/${student.id}`} className="class-live__name">
        {student.name}
      </Link>
      <span className="class-live__doing" data-testid="live-doing">
        {doing}
      </span>
      {student.activity !== "idle" && (
        <span className="class-live__figures">
          <strong data-testid="live-wpm">{t("teacher.live.speed", { wpm: student.wpm })}</strong>
          <span>{t("teacher.live.accuracy", { accuracy: student.accuracy })}</span>
        </span>
      )}
    </li>
  );
}
