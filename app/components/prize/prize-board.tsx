// The leaderboard from the loader and the players call: place, picture, name, best WPM, stage; the
// viewer's own row is marked, and shown under the top rows when it is further down.
import type { PrizeBoardRow } from "~/core/prize-api";
import { PlayerAvatar } from "~/components/races/player-avatar";
import { useTranslation } from "~/hooks/use-translation";

export function PrizeBoard({ rows, mine, viewerId }: { rows: PrizeBoardRow[]; mine: PrizeBoardRow | null; viewerId: number | null }) {
  const { t } = useTranslation();
  const shown = mine && !rows.some((r) => r.id === mine.id) ? [...rows, mine] : rows;
  return (
    <section className="card prize-board" aria-labelledby="prize-board-title" data-testid="prize-board">
      <h2 id="prize-board-title">{t("prize.board")}</h2>
      {shown.length === 0 ? (
        <p className="empty-state">{t("prize.boardEmpty")}</p>
      ) : (
        <ol className="prize-board__rows">
          {shown.map((row) => (
            <li key={row.id} className={row.id === viewerId ? "prize-board__row is-you" : "prize-board__row"} data-testid={`board-row-${row.id}`} aria-current={row.id === viewerId ? "true" : undefined}>
              <span className="prize-board__place">{row.place}</span>
              <PlayerAvatar image={row.image} size={32} />
              <span className="prize-board__name">
                {row.name}
                {row.id === viewerId ? <em className="prize-board__you"> · {t("prize.you")}</em> : null}
              </span>
              <span className="prize-board__wpm" data-testid="board-wpm">{row.wpm} WPM</span>
              <span className="prize-board__stage" title={t("prize.colStage")}>{String(row.stage).padStart(3, "0")}</span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
