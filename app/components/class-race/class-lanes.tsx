// The class race's lanes (issue 31 §2): short names, a bar, the percent, and the place and WPM once in.
// The projector shows every lane in up to three columns; a phone shows the leaders and the student's own.
import type { RoomPlayer } from "~/core/races/protocol";
import { useTranslation } from "~/hooks/use-translation";

export function ClassLanes({ players, you, columns = 1, label }: { players: RoomPlayer[]; you?: number | null; columns?: number; label: string }) {
  const { t } = useTranslation();
  return (
    <ol
      className={columns >= 3 ? "class-lanes class-lanes--dense" : "class-lanes"}
      style={{ gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))` }}
      aria-label={label}
      data-testid="class-lanes"
    >
      {players.map((p) => (
        <li
          key={p.id}
          className={p.id === you ? "class-lane class-lane--you" : p.left ? "class-lane class-lane--left" : "class-lane"}
          data-testid={`class-lane-${p.id}`}
        >
          <span className="class-lane__name">{p.name}</span>
          <span className="class-lane__track" aria-hidden="true">
            <span className="class-lane__bar" style={{ width: `${p.percent}%` }} />
          </span>
          <span className="class-lane__figure" data-testid="class-lane-figure">
            {p.place > 0 ? (
              <>
                <span className={`medal medal--${p.place}`} aria-label={`${t("race.place")} ${p.place}`}>
                  {p.place}
                </span>{" "}
                {p.wpm} {t("race.wpm")}
              </>
            ) : (
              `${p.percent}%`
            )}
          </span>
        </li>
      ))}
    </ol>
  );
}

/** The top three on steps: second, first, third from left to right, as on a real podium. */
export function ClassPodium({ players, title }: { players: RoomPlayer[]; title: string }) {
  const { t } = useTranslation();
  const steps = [players[1], players[0], players[2]].filter((p): p is RoomPlayer => p !== undefined);
  return (
    <section className="class-podium" aria-label={title} data-testid="class-podium">
      <h2>{title}</h2>
      <ol className="class-podium__steps">
        {steps.map((p) => (
          <li key={p.id} className={`class-podium__step class-podium__step--${p.place}`} data-testid={`podium-${p.place}`}>
            <span className="class-podium__name">{p.name}</span>
            <span className="class-podium__wpm">
              {p.wpm} {t("race.wpm")}
            </span>
            <span className="class-podium__block">{p.place}</span>
          </li>
        ))}
      </ol>
    </section>
  );
}
