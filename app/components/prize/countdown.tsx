import { countdownParts } from "~/core/races/eligibility";
import { useTranslation } from "~/hooks/use-translation";

/** Days, hours, minutes and seconds until `target` (on the server's clock via `now`). */
export function Countdown({ target, now, label, testId }: { target: number; now: number; label: string; testId: string }) {
  const { t } = useTranslation();
  const parts = countdownParts(target, now);
  const cells = [
    [parts.days, t("prize.days")],
    [parts.hours, t("prize.hours")],
    [parts.minutes, t("prize.minutes")],
    [parts.seconds, t("prize.seconds")],
  ] as const;
  return (
    <div className="prize-countdown" role="timer" aria-label={label} data-testid={testId} data-ms={parts.totalMs}>
      <span className="prize-countdown__label">{label}</span>
      <div className="prize-countdown__cells">
        {cells.map(([value, unit]) => (
          <span key={unit} className="prize-countdown__cell">
            <strong>{String(value).padStart(2, "0")}</strong>
            <small>{unit}</small>
          </span>
        ))}
      </div>
    </div>
  );
}
