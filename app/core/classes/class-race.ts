// A class race (issue 31 §2, ADR 042): which texts fit a class, and how a class race's room id looks.
import type { RoomPlayer } from "../races/protocol";

export type RaceTextLevel = "begin" | "middle" | "advanced";

/**
 * The race text's level for a class's grade (the curriculum gives the language): short everyday
 * sentences in primary school, longer ones in the middle grades, the hardest in the last three.
 * Falls back to the neighbouring levels when a language has no text of that level.
 */
export function raceTextLevels(grade: number): RaceTextLevel[] {
  if (grade <= 6) return ["begin", "middle"];
  if (grade <= 9) return ["middle", "begin"];
  return ["advanced", "middle", "begin"];
}

/** "class-<classId>-<code>": public room codes are upper-case letters and digits only, so the two never meet. */
export const classRaceRoomId = (classId: number, code: string) => `class-${classId}-${code}`;
export const isClassRaceRoomId = (roomId: string) => /^class-[1-9][0-9]{0,15}-[A-Z0-9]{1,16}$/.test(roomId);

/** The podium: the first three finishers by place. */
export function podium(players: readonly RoomPlayer[]): RoomPlayer[] {
  return players
    .filter((p) => p.place > 0)
    .sort((a, b) => a.place - b.place)
    .slice(0, 3);
}

/** A phone shows the leaders and the student's own lane, not 60 lanes: the first `count` by progress, plus yours. */
export function lanesForStudent(players: readonly RoomPlayer[], you: number | null, count = 5): RoomPlayer[] {
  const order = [...players].sort((a, b) => (a.place > 0 ? a.place : 1_000) - (b.place > 0 ? b.place : 1_000) || b.percent - a.percent);
  const shown = order.slice(0, count);
  const mine = order.find((p) => p.id === you);
  return mine && !shown.includes(mine) ? [...shown, mine] : shown;
}

/** Projector columns: one for a small group, up to three for a full class at 1920 × 1080. */
/** Lanes side by side on the projector: a full class (46–60) in four columns of at most 15, so all fit on 1080 px. */
export const projectorColumns = (players: number) => (players <= 12 ? 1 : players <= 30 ? 2 : players <= 45 ? 3 : 4);
