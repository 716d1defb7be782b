// The wrong-layout message (issue 19 §6, app/core/typing/layout-guard.ts): shown the moment a key of the
// other alphabet arrives, gone with the first key of the right one. An alert, so a screen reader says
// it at once; the switching advice for this device comes first, the others fold away.
import { useState } from "react";
import { platformOf, type LayoutPause, type Platform } from "~/core/typing/layout-guard";
import type { MessageKey } from "~/i18n";
import { useTranslation } from "~/hooks/use-translation";

const HOW: Record<Platform, MessageKey> = {
  windows: "layoutGuard.how.windows",
  macos: "layoutGuard.how.macos",
  linux: "layoutGuard.how.linux",
  chromeos: "layoutGuard.how.chromeos",
  phone: "layoutGuard.how.phone",
};
const PLATFORMS: readonly Platform[] = ["windows", "macos", "linux", "chromeos", "phone"];

function devicePlatform(): Platform {
  if (typeof navigator === "undefined") return "windows";
  return platformOf(navigator.userAgent, navigator.maxTouchPoints);
}

interface Props {
  pause: LayoutPause | null;
  /** The attempt's own clock waits (test, lesson); a race's or an exam's keeps running. */
  clockStops: boolean;
}

export function LayoutGuardNotice({ pause, clockStops }: Props) {
  const { t } = useTranslation();
  // Only ever shown after a key in the browser, so the server's guess is never rendered.
  const [platform] = useState(devicePlatform);
  if (pause === null) return null;
  const how = (p: Platform) => t(HOW[p]);
  return (
    <div className="layout-guard" role="alert" data-testid="layout-guard" data-want={pause.want}>
      <p className="layout-guard__title">{t(pause.want === "cyrillic" ? "layoutGuard.wantCyrillic" : "layoutGuard.wantLatin")}</p>
      <p className="layout-guard__how" data-testid="layout-guard-how">
        {how(platform)}
      </p>
      <p className="layout-guard__note">{t(clockStops ? "layoutGuard.paused" : "layoutGuard.notCounted")}</p>
      <details className="layout-guard__others">
        <summary>{t("layoutGuard.others")}</summary>
        <ul>
          {PLATFORMS.filter((p) => p !== platform).map((p) => (
            <li key={p}>{how(p)}</li>
          ))}
        </ul>
      </details>
    </div>
  );
}
