import type { RoomPlayer } from "~/core/races/protocol";
import { resultsOrder } from "~/core/races/room-view";
import { AddFriendButton } from "~/components/social/add-friend-button";
import { useTranslation } from "~/hooks/use-translation";

/** Places at the end, in the order app/core gives them. */
export function RaceResults({ players }: { players: RoomPlayer[] }) {
  const { t } = useTranslation();
  const ordered = resultsOrder(players);
  return (
    <table className="results" data-testid="race-results">
      <thead>
        <tr>
          <th scope="col">{t("race.place")}</th>
          <th scope="col">{t("races.colName")}</th>
          <th scope="col">{t("race.wpm")}</th>
          <th scope="col">%</th>
          <th scope="col">
            <span className="visually-hidden">{t("friends.add")}</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {ordered.map((p) => (
          <tr key={p.id}>
            <td>{p.place > 0 ? p.place : t("race.notPlaced")}</td>
            <td>{p.name}</td>
            <td>{p.wpm}</td>
            <td>{p.percent}%</td>
            <td>
              <AddFriendButton userId={p.id} name={p.name} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
