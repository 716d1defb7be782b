import { useEffect, useState } from "react";
import type { RoomListItem } from "~/core/races/protocol";
import { ROOM_CAPACITY } from "~/core/races/race-rules";
import { useTranslation } from "~/hooks/use-translation";
import { PlayerAvatar, PlayerHeadings } from "./player-avatar";

/** SPEC §9: the join-request button shows a waiting indicator for 5 seconds. */
export const JOIN_WAIT_MS = 5_000;

/**
 * The open rooms: creator photo, name, id, rank, room ID, players n / 5, Join. `joinable` false: Join
 * waits (disabled) until the lobby's socket is open, so a click is never lost on the way.
 */
export function RoomsTable({
  rooms,
  onJoin,
  you,
  joinable = true,
}: {
  rooms: RoomListItem[];
  onJoin: (roomId: string) => boolean;
  you: number | null;
  joinable?: boolean;
}) {
  const { t } = useTranslation();
  const [waiting, setWaiting] = useState<Record<string, number>>({});
  useEffect(() => {
    const ids = Object.keys(waiting);
    if (ids.length === 0) return;
    const soonest = Math.min(...Object.values(waiting));
    const timer = setTimeout(
      () => setWaiting((w) => Object.fromEntries(Object.entries(w).filter(([, until]) => until > Date.now()))),
      Math.max(0, soonest - Date.now()),
    );
    return () => clearTimeout(timer);
  }, [waiting]);

  if (rooms.length === 0)
    return (
      <p className="empty-state" data-testid="no-rooms">
        {t("races.empty")}
      </p>
    );
  return (
    <div className="table-scroll">
      <table className="rooms-table" data-testid="rooms-table">
        <thead>
          <tr>
            <PlayerHeadings />
            <th scope="col">{t("races.colRoom")}</th>
            <th scope="col">{t("races.colLanguage")}</th>
            <th scope="col">{t("races.colPlayers")}</th>
            <th scope="col">
              <span className="visually-hidden">{t("races.join")}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {rooms.map((room) => {
            const isWaiting = (waiting[room.roomId] ?? 0) > Date.now();
            const full = room.total >= ROOM_CAPACITY;
            return (
              <tr key={room.roomId} data-testid={`room-row-${room.roomId}`}>
                <td>
                  <PlayerAvatar image={room.host.image} />
                </td>
                <td>{room.host.name}</td>
                <td>{room.host.id}</td>
                <td>
                  <img src={room.host.rankImage} alt="" width={28} height={28} />
                </td>
                <td className="mono">{room.roomId}</td>
                <td>{room.language === "mn" ? t("races.languageMn") : t("races.languageEn")}</td>
                <td data-testid="room-total">{t("room.count", { n: room.total })}</td>
                <td>
                  {isWaiting ? (
                    <span className="waiting" role="status">
                      <span className="spinner spinner--small" aria-hidden="true" /> {t("races.waiting")}
                    </span>
                  ) : (
                    <button
                      type="button"
                      className="button button--small"
                      disabled={full || room.host.id === you || !joinable}
                      onClick={() => onJoin(room.roomId) && setWaiting((w) => ({ ...w, [room.roomId]: Date.now() + JOIN_WAIT_MS }))}
                    >
                      {t("races.join")}
                    </button>
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
