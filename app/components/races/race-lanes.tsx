import type { RoomPlayer } from "~/core/races/protocol";
import { useTranslation } from "~/hooks/use-translation";
import { PlayerAvatar } from "./player-avatar";

/** One lane per player: progress percent and the placing medal (a spinner while still racing). */
export function RaceLanes({ players, you, running }: { players: RoomPlayer[]; you: number | null; running: boolean }) {
  const { t } = useTranslation();
  return (
    <ol className="lanes" aria-label={t("race.lanes")} data-testid="lanes">
      {players.map((p) => (
        <li key={p.id} className={p.id === you ? "lane lane--you" : "lane"} data-testid={`lane-${p.id}`}>
          <PlayerAvatar image={p.image} size={32} />
          <span className="lane__name">
            {p.name}
            {p.id === you ? ` (${t("race.you")})` : ""}
          </span>
          <span className="lane__track" aria-hidden="true">
            <span className="lane__bar" style={{ width: `${p.percent}%` }} />
          </span>
          <span className="lane__percent" data-testid="lane-percent">
            {p.percent}%
          </span>
          <span className="lane__place" data-testid="lane-place">
            {p.place > 0 ? (
              // Drawn with CSS: emoji medals depend on fonts many systems lack.
              <span className={`medal medal--${p.place}`} aria-label={`${t("race.place")} ${p.place}`}>
                {p.place}
              </span>
            ) : running && !p.left ? (
              <span className="spinner spinner--small" aria-hidden="true" />
            ) : (
              <span className="muted">—</span>
            )}
          </span>
        </li>
      ))}
    </ol>
  );
}
