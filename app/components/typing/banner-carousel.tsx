// Banners from D1 in a small carousel: previous/next, dots, and a slow auto-advance that pauses on
// hover or focus and never runs for visitors who prefer reduced motion.
import { Link } from "@remix-run/react";
import { useEffect, useState } from "react";
import { useTranslation } from "~/hooks/use-translation";
import type { Banner } from "~/core/admin/banner-api";
import { safeBannerLink } from "~/core/shared/redirect-target";
import { ClientButton } from "~/components/ui/client-button";

const ADVANCE_MS = 7_000;

export function BannerCarousel({ banners }: { banners: Banner[] }) {
  const { t } = useTranslation();
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  // Whether the auto-advance timer runs, once this runs in the browser (data-advance, for tests with a fake clock).
  const [advance, setAdvance] = useState<"on" | "off" | null>(null);
  const count = banners.length;

  useEffect(() => {
    if (count < 2 || paused || window.matchMedia("(prefers-reduced-motion: reduce)").matches) {
      setAdvance("off");
      return;
    }
    const id = setInterval(() => setIndex((i) => (i + 1) % count), ADVANCE_MS);
    setAdvance("on");
    return () => clearInterval(id);
  }, [count, paused]);

  if (count === 0) return null;
  const banner = banners[index % count];
  const image = <img src={banner.image} alt={banner.alt} width={640} height={200} />;
  // The rule again in the browser: a banner answer from an older server is not trusted blindly.
  const link = safeBannerLink(banner.link);
  return (
    <section
      className="tt-banners"
      aria-roledescription="carousel"
      aria-label={t("typing.banners")}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
      data-testid="banners"
      data-advance={advance ?? undefined}
    >
      <div className="tt-banners__slide" aria-live={paused ? "polite" : "off"}>
        {link === null ? (
          image
        ) : link.startsWith("/") ? (
          <Link to={link}>{image}</Link>
        ) : (
          <a href={link} rel="noopener noreferrer">
            {image}
          </a>
        )}
      </div>
      {count > 1 && (
        <div className="tt-banners__controls">
          <ClientButton className="icon-button" aria-label={t("typing.banner.prev")} onClick={() => setIndex((i) => (i - 1 + count) % count)}>
            <span aria-hidden="true">‹</span>
          </ClientButton>
          {banners.map((b, i) => (
            <ClientButton
              key={b.id}
              className={i === index ? "tt-banners__dot is-active" : "tt-banners__dot"}
              aria-label={t("typing.banner.go", { n: i + 1 })}
              aria-current={i === index}
              onClick={() => setIndex(i)}
            />
          ))}
          <ClientButton className="icon-button" aria-label={t("typing.banner.next")} onClick={() => setIndex((i) => (i + 1) % count)}>
            <span aria-hidden="true">›</span>
          </ClientButton>
        </div>
      )}
    </section>
  );
}
