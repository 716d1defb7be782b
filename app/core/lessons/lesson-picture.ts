// Lesson pictures (SPEC §7 lesson `url`, issue 35 §1): the two hands over the keyboard in the home
// position, drawn from the layout table — a hold lesson's held key and the finger that holds it marked,
// a group's new keys marked. One generator for every lesson of both curricula; the markup carries only
// classes, so the page's theme colours it, and the stand-alone file brings its own light/dark style.
import { geometryOf, type PlacedKey } from "../typing/layouts/geometry";
import { strokeFor, type Finger, type KeyboardLayout } from "../typing/layouts";

export interface LessonPictureSpec {
  /** A hold lesson's key: a character of the layout, or "Shift". */
  held?: string | null;
  /** Keys a group adds, as characters; marked without moving a finger. */
  marked?: readonly string[];
}

export interface LessonPicture {
  /** The SVG element, classes only (lesson-pic__*). */
  svg: string;
  /** The held key's physical code and the finger that holds it, for the text alternative and tests. */
  held: { code: string; finger: Finger } | null;
  marked: string[];
}

const HANDS_HEIGHT = 132;
const HOME_ROW = 2;
const FINGER_ORDER: readonly Finger[] = ["leftPinky", "leftRing", "leftMiddle", "leftIndex", "rightIndex", "rightMiddle", "rightRing", "rightPinky"];

const escapeXml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const centre = (k: PlacedKey) => ({ x: k.x + k.w / 2, y: k.y + k.h / 2 });

/** Where each finger rests: its home-row key (the bump key for the index fingers, the inner key of the
 * pinkies), thumbs on the space bar. */
function homeKeys(layout: KeyboardLayout): Map<Finger, { x: number; y: number }> {
  const { keys, byCode } = geometryOf(layout);
  const rests = new Map<Finger, { x: number; y: number }>();
  const home = layout.rows[HOME_ROW];
  for (const finger of FINGER_ORDER) {
    const own = home.filter((k) => k.finger === finger && k.label === undefined);
    const key = own.find((k) => k.bump) ?? own[0];
    const placed = key && byCode.get(key.code);
    if (placed) rests.set(finger, centre(placed));
  }
  const space = keys.find((k) => k.key.code === "Space");
  if (space) rests.set("thumb", { x: space.x + space.w * 0.42, y: space.y + space.h / 2 });
  return rests;
}

/** The held key as the learner presses it: Shift is the left one (the other hand types). */
function heldKey(layout: KeyboardLayout, held: string): PlacedKey | undefined {
  const { byCode } = geometryOf(layout);
  if (held === "Shift") return byCode.get("ShiftLeft");
  const stroke = strokeFor(layout, held) ?? strokeFor(layout, held.toLowerCase());
  return stroke ? byCode.get(stroke.key.code) : undefined;
}

function handPath(tips: { x: number; y: number }[], thumb: { x: number; y: number } | null, palmY: number, left: boolean): string {
  const xs = tips.map((t) => t.x);
  const palmX = (Math.min(...xs) + Math.max(...xs)) / 2 + (left ? 12 : -12);
  const parts = tips.map((tip) => {
    const knuckle = { x: palmX + (tip.x - palmX) * 0.7, y: palmY - 34 };
    return `<line class="lesson-pic__finger" x1="${knuckle.x.toFixed(1)}" y1="${knuckle.y.toFixed(1)}" x2="${tip.x.toFixed(1)}" y2="${tip.y.toFixed(1)}"/>`;
  });
  if (thumb) {
    const base = { x: palmX + (left ? 44 : -44), y: palmY - 12 };
    parts.push(`<line class="lesson-pic__finger" x1="${base.x.toFixed(1)}" y1="${base.y.toFixed(1)}" x2="${thumb.x.toFixed(1)}" y2="${thumb.y.toFixed(1)}"/>`);
  }
  parts.unshift(`<ellipse class="lesson-pic__palm" cx="${palmX.toFixed(1)}" cy="${palmY.toFixed(1)}" rx="84" ry="46"/>`);
  return `<g class="lesson-pic__hand">${parts.join("")}</g>`;
}

export function lessonPicture(layout: KeyboardLayout, spec: LessonPictureSpec, title: string): LessonPicture {
  const geometry = geometryOf(layout);
  const rests = homeKeys(layout);
  const heldPlaced = spec.held ? heldKey(layout, spec.held) : undefined;
  const heldFinger = heldPlaced?.key.finger ?? null;
  // The holding finger sits on the held key; the others stay home.
  const tipOf = (finger: Finger) => (finger === heldFinger && heldPlaced ? centre(heldPlaced) : rests.get(finger));
  const markedCodes = new Set<string>();
  const marked: string[] = [];
  for (const char of spec.marked ?? []) {
    const stroke = strokeFor(layout, char);
    if (stroke && !markedCodes.has(stroke.key.code)) {
      markedCodes.add(stroke.key.code);
      marked.push(char);
    }
  }

  const keys = geometry.keys.map(({ key, x, y, w, h }) => {
    const state = key.code === heldPlaced?.key.code ? " lesson-pic__key--held" : markedCodes.has(key.code) ? " lesson-pic__key--marked" : "";
    const glyph = key.code === "Space" ? "" : key.label !== undefined ? key.label : key.base.toUpperCase() === key.shift ? key.shift : key.base;
    const size = key.label !== undefined ? "lesson-pic__label" : "lesson-pic__char";
    return (
      `<g class="lesson-pic__key${state}"><rect x="${x}" y="${y}" width="${w}" height="${h}" rx="6"/>` +
      (glyph ? `<text class="${size}" x="${x + w / 2}" y="${y + h / 2 + 6}" text-anchor="middle">${escapeXml(glyph)}</text>` : "") +
      `</g>`
    );
  });

  const palmY = geometry.height + HANDS_HEIGHT - 50;
  const tips = (fingers: readonly Finger[]) => fingers.map(tipOf).filter((t): t is { x: number; y: number } => t !== undefined);
  const thumb = rests.get("thumb") ?? null;
  const rightThumb = thumb && { x: thumb.x + 70, y: thumb.y };
  const hands = [handPath(tips(FINGER_ORDER.slice(0, 4)), thumb, palmY, true), handPath(tips(FINGER_ORDER.slice(4)), rightThumb, palmY, false)];

  const fingertips = FINGER_ORDER.map((finger) => {
    const tip = tipOf(finger);
    if (!tip) return "";
    const holding = finger === heldFinger ? " lesson-pic__tip--held" : "";
    return `<circle class="lesson-pic__tip kb-f-${finger}${holding}" cx="${tip.x.toFixed(1)}" cy="${tip.y.toFixed(1)}" r="${holding ? 13 : 8}"/>`;
  });

  const width = geometry.width;
  const height = geometry.height + HANDS_HEIGHT;
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" class="lesson-pic" viewBox="0 0 ${width} ${height}" role="img" aria-label="${escapeXml(title)}">` +
    `<title>${escapeXml(title)}</title>` +
    `<g class="lesson-pic__board">${keys.join("")}</g>${hands.join("")}<g>${fingertips.join("")}</g></svg>`;
  return { svg, held: heldPlaced && heldFinger ? { code: heldPlaced.key.code, finger: heldFinger } : null, marked };
}

/** The colours for the stand-alone file (an <img>, or a client of the JSON API): light, and dark by preference. */
export const LESSON_PICTURE_STYLE = `
.lesson-pic{--pk:#ffffff;--pi:#1d2430;--pb:#d5dbe5;--ph:#e3b341;--pm:#2372b4;--hand:#c99a7a;font-family:"Noto Sans",system-ui,sans-serif;background:#f6f8fb}
@media (prefers-color-scheme:dark){.lesson-pic{--pk:#1a2029;--pi:#e6ebf2;--pb:#2f3947;--ph:#e3b341;--pm:#6cb6ff;--hand:#d8b095;background:#11151c}}
.lesson-pic__key rect{fill:var(--pk);stroke:var(--pb)}.lesson-pic__key text{fill:var(--pi)}
.lesson-pic__char{font-size:17px;font-weight:600}.lesson-pic__label{font-size:11px;opacity:.7}
.lesson-pic__key--held rect{fill:var(--ph);stroke:var(--pi);stroke-width:3}.lesson-pic__key--marked rect{fill:var(--pm);fill-opacity:.35;stroke:var(--pm);stroke-width:2}
.lesson-pic__palm,.lesson-pic__finger{fill:var(--hand);stroke:var(--hand);opacity:.42}.lesson-pic__finger{stroke-width:20;stroke-linecap:round}
.lesson-pic__tip{fill:none;stroke-width:3;stroke:#6b7687}.lesson-pic__tip--held{fill:var(--ph);fill-opacity:.5;stroke:var(--pi);stroke-width:4}
.kb-f-leftPinky{stroke:#c53d3d}.kb-f-leftRing{stroke:#e07b1f}.kb-f-leftMiddle{stroke:#b8901a}.kb-f-leftIndex{stroke:#287d3f}
.kb-f-rightIndex{stroke:#2372b4}.kb-f-rightMiddle{stroke:#7656d0}.kb-f-rightRing{stroke:#bd4192}.kb-f-rightPinky{stroke:#0f7d78}`;

/** The picture as a file of its own: the same markup with its style inside. */
export function standaloneLessonPicture(picture: LessonPicture): string {
  return picture.svg.replace(/<title>/, `<style>${LESSON_PICTURE_STYLE}</style><title>`);
}

/** The letters each group adds: those its lessons use that no earlier group's lessons did. */
export function newKeysByGroup(lessons: readonly { groupPosition: number; text: string }[]): Map<number, string[]> {
  const byGroup = new Map<number, Set<string>>();
  for (const lesson of lessons) {
    const set = byGroup.get(lesson.groupPosition) ?? new Set<string>();
    for (const char of lesson.text.toLowerCase()) if (/\p{L}/u.test(char)) set.add(char);
    byGroup.set(lesson.groupPosition, set);
  }
  const seen = new Set<string>();
  const result = new Map<number, string[]>();
  for (const position of [...byGroup.keys()].sort((a, b) => a - b)) {
    const fresh = [...(byGroup.get(position) ?? [])].filter((c) => !seen.has(c));
    fresh.forEach((c) => seen.add(c));
    result.set(position, fresh);
  }
  return result;
}

/** A lesson's picture address: its own for a hold lesson, its group's otherwise (SPEC §7 `url`). Lesson and
 * group ids are unique across the curricula, so the address needs no curriculum. */
export function lessonPicturePath(lesson: { type: string; id: number; groupId: number }): string {
  return lesson.type === "hold" ? `/images/lessons/lesson-${lesson.id}.svg` : `/images/lessons/group-${lesson.groupId}.svg`;
}

/** The picture a path names, or null for anything else. */
export function parseLessonPicturePath(file: string): { kind: "lesson" | "group"; id: number } | null {
  const match = /^(lesson|group)-([1-9]\d{0,6})\.svg$/.exec(file);
  return match ? { kind: match[1] as "lesson" | "group", id: Number(match[2]) } : null;
}
