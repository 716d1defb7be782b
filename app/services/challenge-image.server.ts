// The challenge text as an image the page cannot read as text (ADR 033): every glyph's outline is
// taken from DejaVu Serif with fontkit's path API, turned, shifted and bent a little, and written as
// one SVG <path>; stray strokes and dots cross it. The SVG holds no <text>, no title, no font: only
// coordinates. It is drawn afresh on every request, so no two copies share their distortion.
import fontkit from "@pdf-lib/fontkit";

type Font = ReturnType<typeof fontkit.create>;
type Random = () => number;

const FONT_SIZE = 30;
const LINE_HEIGHT = 52;
const MAX_LINE_WIDTH = 600;
const PADDING = 24;
const PAPER = "#fbf8ef";
const INK = "#1d2433";

const fonts = new WeakMap<ArrayBuffer, Font>();

export function challengeFont(bytes: ArrayBuffer): Font {
  let font = fonts.get(bytes);
  if (!font) {
    font = fontkit.create(new Uint8Array(bytes));
    fonts.set(bytes, font);
  }
  return font;
}

const between = (random: Random, lo: number, hi: number) => lo + random() * (hi - lo);
const num = (n: number) => (Math.round(n * 10) / 10).toString();

/** Words into lines no wider than MAX_LINE_WIDTH at FONT_SIZE. */
function wrap(font: Font, text: string): string[] {
  const scale = FONT_SIZE / font.unitsPerEm;
  const space = font.layout(" ").advanceWidth * scale;
  const lines: string[] = [];
  let line = "";
  let width = 0;
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const w = font.layout(word).advanceWidth * scale;
    if (line && width + space + w > MAX_LINE_WIDTH) {
      lines.push(line);
      line = word;
      width = w;
    } else {
      width += (line ? space : 0) + w;
      line = line ? `${line} ${word}` : word;
    }
  }
  if (line) lines.push(line);
  return lines;
}

interface Placement {
  x: number;
  baseline: number;
  scale: number;
  angle: number;
  /** The glyph's own centre, about which it turns. */
  cx: number;
}

/** A point of a glyph (font units, y up) on the page (pixels, y down), bent by the line's wave. */
function placePoint(p: Placement, wave: (x: number) => number, gx: number, gy: number): [number, number] {
  const dx = (gx - p.cx) * p.scale;
  const dy = -gy * p.scale;
  const cos = Math.cos(p.angle);
  const sin = Math.sin(p.angle);
  const x = p.x + p.cx * p.scale + dx * cos - dy * sin;
  const y = p.baseline + dx * sin + dy * cos;
  return [x, y + wave(x)];
}

type PathCommand = { command: string; args: number[] };
/** fontkit's Path keeps its commands in `commands` (the typings list only its methods). */
const commandsOf = (path: object): readonly PathCommand[] => (path as { commands?: PathCommand[] }).commands ?? [];

function glyphPath(commands: readonly PathCommand[], p: Placement, wave: (x: number) => number): string {
  let d = "";
  for (const { command, args } of commands) {
    const points: string[] = [];
    for (let i = 0; i + 1 < args.length; i += 2) {
      const [x, y] = placePoint(p, wave, args[i], args[i + 1]);
      points.push(`${num(x)} ${num(y)}`);
    }
    if (command === "moveTo") d += `M${points[0]}`;
    else if (command === "lineTo") d += `L${points[0]}`;
    else if (command === "quadraticCurveTo") d += `Q${points.join(" ")}`;
    else if (command === "bezierCurveTo") d += `C${points.join(" ")}`;
    else if (command === "closePath") d += "Z";
  }
  return d;
}

/** Lines that cross the text: as dark as the ink but thin, so eyes skip them and a plain OCR pass does not. */
function noise(random: Random, width: number, height: number): string {
  let strokes = "";
  for (let i = 0; i < 7; i++) {
    const y0 = between(random, 0, height);
    const y1 = between(random, 0, height);
    strokes += `<path d="M${num(between(random, -20, width * 0.3))} ${num(y0)}C${num(between(random, 0, width))} ${num(between(random, 0, height))} ${num(
      between(random, 0, width),
    )} ${num(between(random, 0, height))} ${num(between(random, width * 0.7, width + 20))} ${num(y1)}" fill="none" stroke="${INK}" stroke-opacity="0.45" stroke-width="${num(between(random, 0.8, 1.6))}"/>`;
  }
  let dots = "";
  for (let i = 0; i < 90; i++) dots += `M${num(between(random, 0, width))} ${num(between(random, 0, height))}h1.6v1.6h-1.6Z`;
  return `${strokes}<path d="${dots}" fill="${INK}" fill-opacity="0.5"/>`;
}

/** The SVG of `text`: glyph outlines only. `random` returns [0, 1). */
export function challengeSvg(font: Font, text: string, random: Random): string {
  const scale = FONT_SIZE / font.unitsPerEm;
  const lines = wrap(font, text);
  const width = MAX_LINE_WIDTH + PADDING * 2;
  const height = lines.length * LINE_HEIGHT + PADDING * 2;
  let d = "";
  lines.forEach((line, row) => {
    const amplitude = between(random, 2, 4.5);
    const period = between(random, 160, 260);
    const phase = between(random, 0, Math.PI * 2);
    const wave = (x: number) => amplitude * Math.sin((2 * Math.PI * x) / period + phase);
    const run = font.layout(line);
    let pen = PADDING + between(random, 0, 12);
    const baseline = PADDING + row * LINE_HEIGHT + FONT_SIZE + 6;
    run.glyphs.forEach((glyph, i) => {
      const glyphScale = scale * between(random, 0.92, 1.1);
      const placement: Placement = {
        x: pen,
        baseline: baseline + between(random, -3, 3),
        scale: glyphScale,
        angle: between(random, -0.14, 0.14),
        cx: glyph.advanceWidth / 2,
      };
      d += glyphPath(commandsOf(glyph.path), placement, wave);
      pen += run.positions[i].xAdvance * glyphScale + between(random, -0.5, 1.5);
    });
  });
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    `<rect width="100%" height="100%" fill="${PAPER}"/>` +
    `<path d="${d}" fill="${INK}"/>` +
    noise(random, width, height) +
    `</svg>`
  );
}
