import { MAX_STARS } from "~/core/lessons/stars";
import { useTranslation } from "~/hooks/use-translation";

/** 0–5 stars; the count is also in the label, so colour is not the only signal. */
export function Stars({ count, size = "small" }: { count: number; size?: "small" | "large" }) {
  const { t } = useTranslation();
  return (
    <span className={`stars stars--${size}`} role="img" aria-label={t("lessons.starsLabel", { stars: count })} data-stars={count}>
      {Array.from({ length: MAX_STARS }, (_, i) => (
        <span key={i} className={i < count ? "star is-on" : "star"} aria-hidden="true">
          ★
        </span>
      ))}
    </span>
  );
}
