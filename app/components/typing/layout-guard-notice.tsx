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
/** For the traditional script the advice is how to add the layout, which most computers lack (issue 32). */
const ADD_SCRIPT: Record<Platform, MessageKey> = {
  windows: "script.how.windows",
  macos: "script.how.macos",
  linux: "script.how.linux",
  chromeos: "script.how.chromeos",
  phone: "script.how.phone",
};
const PLATFORMS: readonly Platform[] = ["windows", "macos", "linux", "chromeos", "phone"];
const TITLE: Record<LayoutPause["want"], MessageKey> = {
  cyrillic: "layoutGuard.wantCyrillic",
  latin: "layoutGuard.wantLatin",
  mongolian: "script.guardWant",
};

function devicePlatform(): Platform {
  if (typeof navigator === "undefined") return "windows";
  return platformOf(navigator.userAgent, navigator.maxTouchPoints);
}

interface Props {
  pause: LayoutPause | null;
  /** The attempt's own clock waits (test, lesson); a race's or an exam's keeps running. */
  clockStops: boolean;
  /** Offered on script lessons: turn on the site's keyboard instead of adding a layout. */
  onUseBuiltIn?: () => void;
}

export function LayoutGuardNotice({ pause, clockStops, onUseBuiltIn }: Props) {
  const { t } = useTranslation();
  // Only ever shown after a key in the browser, so the server's guess is never rendered.
  const [platform] = useState(devicePlatform);
  if (pause === null) return null;
  const how = (p: Platform) => t((pause.want === "mongolian" ? ADD_SCRIPT : HOW)[p]);
  return (
    <div className="layout-guard" role="alert" data-testid="layout-guard" data-want={pause.want}>
      <p className="layout-guard__title">{t(TITLE[pause.want])}</p>
      <p className="layout-guard__how" data-testid="layout-guard-how">
        {how(platform)}
      </p>
      {onUseBuiltIn ? (
        <p>
          {/* A pointer press must not take the focus from the text box. */}
          <button type="button" className="button" onMouseDown={(e) => e.preventDefault()} onClick={onUseBuiltIn} data-testid="guard-use-built-in">
            {t("script.useBuiltIn")}
          </button>
        </p>
      ) : null}
      <p className="layout-guard__note">{t(clockStops ? "layoutGuard.paused" : "layoutGuard.notCounted")}</p>
      <details className="layout-guard__others">
        {/* A click opens the list without taking the focus from the text box: the next key still types. */}
        <summary onMouseDown={(e) => e.preventDefault()}>{t("layoutGuard.others")}</summary>
        <ul>
          {PLATFORMS.filter((p) => p !== platform).map((p) => (
            <li key={p}>{how(p)}</li>
          ))}
        </ul>
      </details>
    </div>
  );
}
