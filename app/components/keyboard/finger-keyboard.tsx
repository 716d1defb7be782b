// The finger-hint keyboard: a static picture drawn once per layout from app/core/typing/layouts, and a small
// overlay that highlights the next key (and Shift) in its finger's colour. Only the overlay and the
// hint line change when the next character does, one frame after the keystroke (useNextFrameValue): the
// typed letter paints first, by itself.
import { memo } from "react";
import { strokeFor, type KeyboardLayout, type KeyDef } from "~/core/typing/layouts";
import { markOf } from "~/core/typing/script-text";
import { useNextFrameValue } from "~/hooks/use-next-frame-value";
import { useTranslation } from "~/hooks/use-translation";
import type { MessageKey } from "~/i18n";
import { fingerClass, geometryOf, type KeyboardGeometry, type PlacedKey } from "~/core/typing/layouts/geometry";

interface FingerKeyboardProps {
  layout: KeyboardLayout;
  /** The character to type next; null hides the highlight. */
  nextChar?: string | null;
  className?: string;
}

export function FingerKeyboard({ layout, nextChar = null, className }: FingerKeyboardProps) {
  return <FingerKeyboardView layout={layout} shownChar={useNextFrameValue(nextChar)} className={className} />;
}

/** The keyboard with `shownChar` highlighted now: for a caller that already defers it (the typing test). */
export function FingerKeyboardView({ layout, shownChar, className }: { layout: KeyboardLayout; shownChar: string | null; className?: string }) {
  const { t } = useTranslation();
  const geometry = geometryOf(layout);
  return (
    <figure className={`kb ${className ?? ""}`} data-layout={layout.id} data-testid="finger-keyboard">
      <div className="kb__board">
        <svg viewBox={`0 0 ${geometry.width} ${geometry.height}`} role="img" aria-label={t("keyboard.label")} className="kb__svg">
          <KeyboardBase layout={layout} />
        </svg>
        <NextKeyOverlay layout={layout} nextChar={shownChar} />
      </div>
      <FingerHint layout={layout} nextChar={shownChar} />
    </figure>
  );
}

/** An invisible character (the script's NNBSP, MVS, FVS …) is shown by its name (typing/script-text.ts). */
const visible = (char: string) => markOf(char) ?? char;

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

/**
 * The next key (and Shift) as HTML boxes laid over the picture, each on its own compositor layer:
 * moving them on a keystroke is a transform (no layout) and repaints two small boxes, never the SVG.
 */
function NextKeyOverlay({ layout, nextChar }: { layout: KeyboardLayout; nextChar: string | null }) {
  const { t } = useTranslation();
  const stroke = nextChar ? strokeFor(layout, nextChar) : null;
  if (!stroke) return null;
  const geometry = geometryOf(layout);
  const target = geometry.byCode.get(stroke.key.code);
  const shift = stroke.shiftCode ? geometry.byCode.get(stroke.shiftCode) : undefined;
  const label = nextChar === " " || nextChar === "\u00a0" ? t("keyboard.space") : visible(nextChar ?? "");
  return (
    <div className="kb__overlay" aria-hidden="true">
      {shift && <Highlight key="shift" placed={shift} geometry={geometry} label="Shift" />}
      {target && <Highlight key="target" placed={target} geometry={geometry} label={label} />}
    </div>
  );
}

function Highlight({ placed, geometry, label }: { placed: PlacedKey; geometry: KeyboardGeometry; label: string }) {
  // In units of the board's width (cqw): moving is a transform, which needs no layout.
  const cqw = (value: number) => `${(value / geometry.width) * 100}cqw`;
  const style = { width: cqw(placed.w), height: cqw(placed.h), transform: `translate(${cqw(placed.x)}, ${cqw(placed.y)})` };
  return (
    <span className={`kb__hl is-next ${fingerClass(placed.key)}`} style={style} data-code={placed.key.code}>
      {label}
    </span>
  );
}

function FingerHint({ layout, nextChar }: { layout: KeyboardLayout; nextChar: string | null }) {
  const { t } = useTranslation();
  if (!nextChar)
    return (
      <figcaption className="kb__hint" aria-live="off">
        &nbsp;
      </figcaption>
    );
  const stroke = strokeFor(layout, nextChar);
  if (!stroke) return <figcaption className="kb__hint">{t("keyboard.notOnLayout")}</figcaption>;
  const shown = nextChar === " " || nextChar === "\u00a0" ? t("keyboard.space") : visible(nextChar);
  return (
    <figcaption className="kb__hint" data-testid="finger-hint">
      <span className="kb__hint-label">{t("keyboard.nextKey")}:</span>
      <kbd className={`kb__hint-key ${fingerClass(stroke.key)}`}>{shown}</kbd>
      {stroke.shiftCode && <span className="kb__hint-shift">{t(stroke.shiftCode === "ShiftLeft" ? "keyboard.shiftLeft" : "keyboard.shiftRight")}</span>}
      <span className={`kb__hint-finger ${fingerClass(stroke.key)}`}>{t(`keyboard.finger.${stroke.key.finger}` as MessageKey)}</span>
    </figcaption>
  );
}
