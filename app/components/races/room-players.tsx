import type { RoomView } from "~/core/races/protocol";
import { AddFriendButton } from "~/components/social/add-friend-button";
import { useTranslation } from "~/hooks/use-translation";
import { PlayerAvatar, PlayerHeadings } from "./player-avatar";

/** The lobby's players table: photo, name, id, rank image, average WPM, average accuracy. */
export function RoomPlayers({ room, you }: { room: RoomView; you: number | null }) {
  const { t } = useTranslation();
  return (
    <div className="table-scroll">
      <table data-testid="room-players">
        <thead>
          <tr>
            <PlayerHeadings />
            <th scope="col">{t("room.avgWpm")}</th>
            <th scope="col">{t("room.avgAccuracy")}</th>
            <th scope="col">
              <span className="visually-hidden">{t("friends.add")}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {room.players.map((p) => (
            <tr key={p.id} className={p.id === you ? "is-you" : undefined}>
              <td>
                <PlayerAvatar image={p.image} />
              </td>
              <td>
                {p.name}
                {p.id === room.hostId ? <span className="tag">{t("room.host")}</span> : null}
              </td>
              <td>{p.id}</td>
              <td>
                <img src={p.rankImage} alt="" width={28} height={28} />
              </td>
              <td>{t("profile.wpmUnit", { wpm: p.avgWpm })}</td>
              <td>{p.avgPercent}%</td>
              <td>
                <AddFriendButton userId={p.id} name={p.name} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
