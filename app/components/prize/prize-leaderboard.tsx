// The live leaderboard of a prize race (/ranking/:raceId): place, picture, name, best WPM and stage
// (three padded digits), the top rows plus the viewer's own row, marked, wherever it is.
import type { LinksFunction } from "@remix-run/cloudflare";
import { boardFor, type PrizeRow } from "~/core/races/prize-race";
import { stageLabel } from "~/core/lessons/lessons";
import { usePrizeBoard } from "~/hooks/use-prize-board";
import { useTranslation } from "~/hooks/use-translation";
import styles from "~/styles/prize-live.css?url";
import { PlayerAvatar } from "../races/player-avatar";
import { AddFriendButton } from "../social/add-friend-button";

/** The page that shows the board adds these to its own links. */
export const prizeBoardLinks: LinksFunction = () => [{ rel: "stylesheet", href: styles }];

export function PrizeLeaderboard({ raceId, initialRows, viewerId }: { raceId: number; initialRows: readonly PrizeRow[]; viewerId: number | null }) {
  const { t } = useTranslation();
  const { rows, closed, total, status } = usePrizeBoard(raceId, initialRows);
  const shown = boardFor(rows, viewerId);
  return (
    <section className="prize-live card" aria-labelledby="prize-live-title" data-testid="prize-live-board">
      <header className="prize-live__head">
        <h2 id="prize-live-title">{t("prizeBoard.title")}</h2>
        <span className={`prize-live__status prize-live__status--${closed ? "closed" : status}`} role="status">
          {closed || status === "refused" ? null : status === "open" ? t("prizeBoard.live") : t("prizeBoard.connecting")}
        </span>
      </header>
      {closed && <p className="prize-live__closed">{t("prizeBoard.closed")}</p>}
      {shown.length === 0 ? (
        <p className="empty-state" data-testid="prize-live-empty">
          {t("prizeBoard.empty")}
        </p>
      ) : (
        <div className="table-scroll">
          <table className="prize-live__table">
            <thead>
              <tr>
                <th scope="col">{t("prizeBoard.colPlace")}</th>
                <th scope="col">
                  <span className="visually-hidden">{t("prizeBoard.colPhoto")}</span>
                </th>
                <th scope="col">{t("prizeBoard.colName")}</th>
                <th scope="col" className="num">
                  {t("prizeBoard.colWpm")}
                </th>
                <th scope="col" className="num">
                  {t("prizeBoard.colStage")}
                </th>
                <th scope="col">
                  <span className="visually-hidden">{t("friends.add")}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {shown.map((row, i) => {
                const mine = row.id === viewerId;
                // A gap before the viewer's own row when it is below the top rows.
                const detached = i > 0 && row.place > shown[i - 1].place + 1;
                return (
                  <tr
                    key={row.id}
                    className={`${mine ? "prize-live__mine" : ""} ${detached ? "prize-live__detached" : ""}`.trim() || undefined}
                    aria-current={mine ? "true" : undefined}
                    data-testid={`prize-row-${row.id}`}
                  >
                    <td className="prize-live__place" data-place={row.place <= 3 ? row.place : undefined}>
                      {row.place}
                    </td>
                    <td>
                      <PlayerAvatar image={row.image} size={32} />
                    </td>
                    <td className="prize-live__name">
                      {row.name}
                      {mine && <span className="prize-live__you">{t("prizeBoard.you")}</span>}
                    </td>
                    <td className="num" data-testid="prize-wpm">
                      {row.wpm}
                    </td>
                    <td className="num mono">{stageLabel(row.stage)}</td>
                    <td>
                      <AddFriendButton userId={row.id} name={row.name} />
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
      <p className="prize-live__total">{t("prizeBoard.total", { n: total })}</p>
    </section>
  );
}
