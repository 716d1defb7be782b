// The class page's class race card (issue 31 §2): open a race (or go to the open one) and the last race's results.
import { Form, Link } from "@remix-run/react";
import { useTranslation } from "~/hooks/use-translation";
import type { LastClassRace } from "~/models/classes/class-races.server";

export function ClassRaceCard({ classId, openRace, lastRace }: { classId: number; openRace: string | null; lastRace: LastClassRace | null }) {
  const { t } = useTranslation();
  return (
    <section className="card stack class-race-card" aria-labelledby="class-race-title" data-testid="class-race-card">
      <h2 id="class-race-title">{t("teacher.race.title")}</h2>
      <p className="muted">{t("teacher.race.lead")}</p>
      {openRace ? (
        <Link to={`/teacher/classes/${classId}/race/${openRace}`} className="button" data-testid="class-race-go">
          {t("teacher.race.goOpen")}
        </Link>
      ) : (
        <Form method="post" action={`/teacher/classes/${classId}/races`}>
          <button type="submit" className="button" data-testid="class-race-open">
            {t("teacher.race.open")}
          </button>
        </Form>
      )}
      <h3>{t("teacher.race.last")}</h3>
      {lastRace ? (
        <div className="table-scroll">
          <table data-testid="class-last-race">
            <thead>
              <tr>
                <th scope="col">{t("teacher.race.placeHead")}</th>
                <th scope="col">{t("teacher.race.name")}</th>
                <th scope="col">{t("teacher.race.wpmHead")}</th>
                <th scope="col">{t("teacher.race.accuracyHead")}</th>
                <th scope="col">{t("teacher.race.progressHead")}</th>
              </tr>
            </thead>
            <tbody>
              {lastRace.results.map((r) => (
                <tr key={r.userId}>
                  <td>{r.place > 0 ? r.place : t("teacher.race.dnf")}</td>
                  <td>{r.name}</td>
                  <td>{r.wpm}</td>
                  <td>{r.accuracy}%</td>
                  <td>{r.percent}%</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <p className="muted">{t("teacher.race.none")}</p>
      )}
    </section>
  );
}
