// One student of the class (issue 30 §4, ADR 040): their per-key heatmap, speed per day and recent
// results since joining. Another teacher's class, or a student who is not an active member: 404.
import type { LinksFunction, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { KeyHeatmap } from "~/components/keys/key-heatmap";
import { WpmChart } from "~/components/teacher/wpm-chart";
import { STUDENT_CHART_DAYS } from "~/core/classes/class-progress";
import { formatDateTime } from "~/core/shared/dates";
import { layoutOfStats } from "~/core/typing/key-stats";
import { createDb } from "~/db/client.server";
import { useTranslation } from "~/hooks/use-translation";
import { ownClass } from "~/models/classes/classes.server";
import { activeMember, studentResults } from "~/models/classes/class-progress.server";
import { readKeyStats } from "~/models/typing/key-stats.server";
import { requestTranslator } from "~/utils/request.server";
import { requireTeacher } from "~/utils/roles.server";
import keyboardStyles from "~/styles/keyboard.css?url";
import styles from "~/styles/teacher-live.css?url";

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: keyboardStyles },
  { rel: "stylesheet", href: styles },
];

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const env = context.cloudflare.env;
  const teacher = await requireTeacher(request, env);
  const db = createDb(env.DB);
  const t = requestTranslator(request);
  const found = await ownClass(db, teacher, params.classId, t("teacher.class.notFound"));
  const studentId = Number(params.studentId);
  const student = Number.isSafeInteger(studentId) && studentId > 0 ? await activeMember(db, found.id, studentId) : undefined;
  if (!student) throw new Response(t("teacher.live.student.notFound"), { status: 404, statusText: "Not Found" });
  const [keys, results] = await Promise.all([readKeyStats(db, student.id, found.curriculum), studentResults(db, student)]);
  return {
    classId: found.id,
    curriculum: found.curriculum,
    student: { id: student.id, name: student.name, studentNumber: student.studentNumber },
    keys,
    ...results,
  };
}

export default function ClassStudentPage() {
  const { classId, curriculum, student, keys, days, recent, today } = useLoaderData<typeof loader>();
  const { t, language } = useTranslation();
  return (
    <div className="class-live class-student" data-testid="class-student">
      <p>
        <Link to={`/teacher/classes/${classId}`}>← {t("teacher.live.student.back")}</Link>
      </p>
      <header>
        <h2 className="class-student__name">{student.name}</h2>
        {student.studentNumber && <p className="muted">{t("teacher.live.student.number", { number: student.studentNumber })}</p>}
      </header>
      <WpmChart days={days} today={today} span={STUDENT_CHART_DAYS} />
      <KeyHeatmap
        layout={layoutOfStats(curriculum)}
        stats={keys}
        title={t("teacher.live.student.heatmap", { name: student.name })}
        testId="student-heatmap"
        weakestTitle={t("teacher.live.student.weakest")}
      />
      <section className="card" aria-labelledby="class-student-recent">
        <h2 id="class-student-recent">{t("teacher.live.student.recent")}</h2>
        {recent.length === 0 ? (
          <p className="muted">{t("teacher.live.student.recentEmpty")}</p>
        ) : (
          <table className="admin-table" data-testid="recent-results">
            <thead>
              <tr>
                <th scope="col">{t("teacher.live.student.col.what")}</th>
                <th scope="col">{t("teacher.live.student.col.speed")}</th>
                <th scope="col">{t("teacher.live.col.accuracy")}</th>
                <th scope="col">{t("teacher.live.student.col.when")}</th>
              </tr>
            </thead>
            <tbody>
              {recent.map((r) => (
                <tr key={`${r.kind}-${r.at}`}>
                  <td data-label={t("teacher.live.student.col.what")}>
                    {r.kind === "lesson" && r.level !== null ? t("teacher.live.activity.lesson", { level: r.level }) : t("teacher.live.activity.test")}
                  </td>
                  <td data-label={t("teacher.live.student.col.speed")}>{r.wpm}</td>
                  <td data-label={t("teacher.live.col.accuracy")}>{r.accuracy}%</td>
                  <td data-label={t("teacher.live.student.col.when")}>{formatDateTime(r.at, language)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
    </div>
  );
}
