import type { RoomPlayer } from "~/core/protocol";
import { useTranslation } from "~/hooks/use-translation";

/** Places at the end: finishers by place, then those who did not finish by progress. */
export function RaceResults({ players }: { players: RoomPlayer[] }) {
  const { t } = useTranslation();
  const ordered = [...players].sort((a, b) => (a.place || 99) - (b.place || 99) || b.percent - a.percent);
  return (
    <table className="results" data-testid="race-results">
      <thead>
        <tr>
          <th scope="col">{t("race.place")}</th>
          <th scope="col">{t("races.colName")}</th>
          <th scope="col">{t("race.wpm")}</th>
          <th scope="col">%</th>
        </tr>
      </thead>
      <tbody>
        {ordered.map((p) => (
          <tr key={p.id}>
            <td>{p.place > 0 ? p.place : t("race.notPlaced")}</td>
            <td>{p.name}</td>
            <td>{p.wpm}</td>
            <td>{p.percent}%</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
