// The keyboard's moving parts: the next key (and Shift) highlighted over the picture, and the hint line
// under it. One description of what they show (nextKeyView) is drawn two ways on one fixed set of
// elements: by React (the first render, and a lesson's keyboard), and by nextKeyPainter straight into the
// DOM on each keystroke of a test, with no React render per key (ADR 052). Every element always exists
// and is hidden when unused, so a paint never adds or removes one.
import { strokeFor, type KeyboardLayout } from "~/core/typing/layouts";
import { fingerClass, geometryOf, type PlacedKey } from "~/core/typing/layouts/geometry";
import { markOf } from "~/core/typing/script-marks";
import type { MessageKey, Translate } from "~/i18n";
import { writeText } from "~/utils/dom-text";

/** An invisible character (the script's NNBSP, MVS, FVS …) is shown by its name (core/typing/script-marks.ts). */
export const visible = (char: string) => markOf(char) ?? char;

interface HighlightView {
  className: string;
  code: string;
  label: string;
  /** In units of the board's width (cqw): moving is a transform, which needs no layout. */
  style: { width: string; height: string; transform: string };
}

export interface NextKeyView {
  shift: HighlightView | null;
  target: HighlightView | null;
  hint: { key: string; keyClass: string; shift: string | null; finger: string; fingerClass: string } | { note: string };
}

export function nextKeyView(layout: KeyboardLayout, nextChar: string | null, t: Translate): NextKeyView {
  if (!nextChar) return { shift: null, target: null, hint: { note: "\u00a0" } };
  const stroke = strokeFor(layout, nextChar);
  if (!stroke) return { shift: null, target: null, hint: { note: t("keyboard.notOnLayout") } };
  const geometry = geometryOf(layout);
  const cqw = (value: number) => `${(value / geometry.width) * 100}cqw`;
  const highlight = (placed: PlacedKey | undefined, label: string): HighlightView | null =>
    placed
      ? {
          className: `kb__hl is-next ${fingerClass(placed.key)}`,
          code: placed.key.code,
          label,
          style: { width: cqw(placed.w), height: cqw(placed.h), transform: `translate(${cqw(placed.x)}, ${cqw(placed.y)})` },
        }
      : null;
  const shown = nextChar === " " || nextChar === "\u00a0" ? t("keyboard.space") : visible(nextChar);
  return {
    shift: stroke.shiftCode ? highlight(geometry.byCode.get(stroke.shiftCode), "Shift") : null,
    target: highlight(geometry.byCode.get(stroke.key.code), shown),
    hint: {
      key: shown,
      keyClass: `kb__hint-key ${fingerClass(stroke.key)}`,
      shift: stroke.shiftCode ? t(stroke.shiftCode === "ShiftLeft" ? "keyboard.shiftLeft" : "keyboard.shiftRight") : null,
      finger: t(`keyboard.finger.${stroke.key.finger}` as MessageKey),
      fingerClass: `kb__hint-finger ${fingerClass(stroke.key)}`,
    },
  };
}

export function NextKeyOverlay({ view }: { view: NextKeyView }) {
  return (
    <div className="kb__overlay" aria-hidden="true">
      <Highlight part="shift" view={view.shift} />
      <Highlight part="target" view={view.target} />
    </div>
  );
}

function Highlight({ part, view }: { part: string; view: HighlightView | null }) {
  return (
    <span data-part={part} className={view?.className ?? "kb__hl"} style={view?.style} data-code={view?.code} hidden={!view}>
      {view?.label}
    </span>
  );
}

export function FingerHint({ view, nextKeyLabel }: { view: NextKeyView; nextKeyLabel: string }) {
  const hint = "key" in view.hint ? view.hint : null;
  return (
    <figcaption className="kb__hint" data-testid="finger-hint">
      <span data-part="note" hidden={!!hint}>
        {"note" in view.hint ? view.hint.note : ""}
      </span>
      <span data-part="label" className="kb__hint-label" hidden={!hint}>
        {nextKeyLabel}:
      </span>
      <kbd data-part="key" className={hint?.keyClass ?? "kb__hint-key"} hidden={!hint}>
        {hint?.key}
      </kbd>
      <span data-part="shift" className="kb__hint-shift" hidden={!hint?.shift}>
        {hint?.shift}
      </span>
      <span data-part="finger" className={hint?.fingerClass ?? "kb__hint-finger"} hidden={!hint}>
        {hint?.finger}
      </span>
    </figcaption>
  );
}

/**
 * Draws a view into a keyboard that React drew (NextKeyOverlay, FingerHint), with the same result as
 * rendering it; writes only what changed. The elements are looked up once.
 */
export function nextKeyPainter(figure: HTMLElement): (view: NextKeyView) => void {
  const el = (selector: string) => figure.querySelector<HTMLElement>(selector);
  const [shift, target] = [el('.kb__overlay [data-part="shift"]'), el('.kb__overlay [data-part="target"]')];
  const [note, label, key, shiftHint, finger] = ["note", "label", "key", "shift", "finger"].map((name) => el(`.kb__hint [data-part="${name}"]`));
  const draw = (node: HTMLElement | null, shown: boolean, text?: string, className?: string) => {
    if (!node) return;
    if (node.hidden === shown) node.hidden = !shown;
    if (text !== undefined) writeText(node, text);
    if (className !== undefined && node.className !== className) node.className = className;
  };
  const highlight = (node: HTMLElement | null, view: HighlightView | null) => {
    draw(node, !!view, view?.label ?? "", view?.className ?? "kb__hl");
    if (!node || !view) return;
    // The place follows from the key's code, and both drawers write the two together: a style write
    // dirties the element's style even with the same value, so a key typed twice writes nothing.
    if (node.dataset.code === view.code) return;
    node.dataset.code = view.code;
    Object.assign(node.style, view.style);
  };
  return (view) => {
    highlight(shift, view.shift);
    highlight(target, view.target);
    const hint = "key" in view.hint ? view.hint : null;
    draw(note, !hint, "note" in view.hint ? view.hint.note : "");
    draw(label, !!hint);
    draw(key, !!hint, hint?.key ?? "", hint?.keyClass ?? "kb__hint-key");
    draw(shiftHint, !!hint?.shift, hint?.shift ?? "");
    draw(finger, !!hint, hint?.finger ?? "", hint?.fingerClass ?? "kb__hint-finger");
  };
}
