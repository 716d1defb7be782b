// The finger-hint keyboard: a static picture drawn once per layout from app/core/typing/layouts, and a small
// overlay that highlights the next key (and Shift) in its finger's colour (next-key.tsx). Only the overlay
// and the hint line change when the next character does, one frame after the keystroke.
import { memo, type Ref } from "react";
import type { KeyboardLayout, KeyDef } from "~/core/typing/layouts";
import { markOf } from "~/core/typing/script-marks";
import { useNextFrameValue } from "~/hooks/use-next-frame-value";
import { useTranslation } from "~/hooks/use-translation";
import { fingerClass, geometryOf, type PlacedKey } from "~/core/typing/layouts/geometry";
import { FingerHint, NextKeyOverlay, nextKeyView, visible } from "./next-key";

interface FingerKeyboardProps {
  layout: KeyboardLayout;
  /** The character to type next; null hides the highlight. */
  nextChar?: string | null;
  className?: string;
}

export function FingerKeyboard({ layout, nextChar = null, className }: FingerKeyboardProps) {
  return <FingerKeyboardView layout={layout} shownChar={useNextFrameValue(nextChar)} className={className} />;
}

/**
 * The keyboard with `shownChar` highlighted now: for a caller that defers it itself. The typing test
 * draws each next key into `figureRef` (nextKeyPainter) without rendering this again.
 */
export function FingerKeyboardView({
  layout,
  shownChar,
  className,
  figureRef,
}: {
  layout: KeyboardLayout;
  shownChar: string | null;
  className?: string;
  figureRef?: Ref<HTMLElement>;
}) {
  const { t } = useTranslation();
  const geometry = geometryOf(layout);
  const view = nextKeyView(layout, shownChar, t);
  return (
    <figure ref={figureRef} className={`kb ${className ?? ""}`} data-layout={layout.id} data-testid="finger-keyboard">
      <div className="kb__board">
        <svg viewBox={`0 0 ${geometry.width} ${geometry.height}`} role="img" aria-label={t("keyboard.label")} className="kb__svg">
          <KeyboardBase layout={layout} />
        </svg>
        <NextKeyOverlay view={view} />
      </div>
      <FingerHint view={view} nextKeyLabel={t("keyboard.nextKey")} />
    </figure>
  );
}

function keyCaption(key: KeyDef, spaceLabel: string) {
  if (key.code === "Space") return { main: spaceLabel, top: "" };
  if (key.label !== undefined) return { main: key.label, top: "" };
  // Letters show their capital like a printed keycap; other keys show both characters.
  if (key.base.toUpperCase() === key.shift && key.base !== key.shift) return { main: key.shift, top: "" };
  return { main: visible(key.base), top: visible(key.shift) };
}

const KeyboardBase = memo(function KeyboardBase({ layout }: { layout: KeyboardLayout }) {
  const { t } = useTranslation();
  const { keys } = geometryOf(layout);
  return (
    <g className="kb__base" aria-hidden="true">
      {keys.map((placed) => (
        <KeyCap key={placed.key.code} placed={placed} spaceLabel={t("keyboard.space")} />
      ))}
    </g>
  );
});

function KeyCap({ placed, spaceLabel }: { placed: PlacedKey; spaceLabel: string }) {
  const { key, x, y, w, h } = placed;
  const caption = keyCaption(key, spaceLabel);
  const isControl = key.label !== undefined;
  return (
    <g className={`kb__key ${fingerClass(key)}`} data-code={key.code}>
      <rect x={x} y={y} width={w} height={h} rx={6} />
      {caption.top && (
        <text x={x + 6} y={y + 14} className="kb__top">
          {caption.top}
        </text>
      )}
      <text
        x={caption.top ? x + 6 : x + w / 2}
        y={caption.top ? y + h - 6 : y + h / 2 + 6}
        textAnchor={caption.top ? "start" : "middle"}
        className={isControl ? "kb__label" : markOf(key.base) ? "kb__char kb__mark" : "kb__char"}
      >
        {caption.main}
      </text>
      {key.bump && <line x1={x + w / 2 - 6} x2={x + w / 2 + 6} y1={y + h - 5} y2={y + h - 5} className="kb__bump" />}
    </g>
  );
}
