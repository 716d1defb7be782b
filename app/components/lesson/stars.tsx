import { MAX_STARS } from "~/core/lessons/stars";
import { useTranslation } from "~/hooks/use-translation";

/**
 * 0–5 stars; the count is also in the label, so colour is not the only signal. The small ones (278 on
 * the lesson list) are one element painted by CSS from data-stars; the large ones are a star each.
 */
export function Stars({ count, size = "small" }: { count: number; size?: "small" | "large" }) {
  const { t } = useTranslation();
  if (size === "small") return <span className="stars stars--small" role="img" aria-label={t("lessons.starsLabel", { stars: count })} data-stars={count} />;
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
