// What a finished room race pays (issue 35 §2, ADR 034). Points are the site's one currency for ranks,
// so a race pays about what a few minutes of lessons would, never a lesson's 50–200: a finish, a
// bonus by place that only means something against other people, and a little for speed.

/** Finishing the text at all. */
export const ROOM_FINISH_POINTS = 5;
/** By place, first to fifth: paid only when at least two raced. */
export const ROOM_PLACE_POINTS = [10, 6, 3, 1, 0] as const;
/** One point per this many WPM … */
export const ROOM_WPM_PER_POINT = 10;
/** … up to this many. */
export const ROOM_SPEED_POINTS_MAX = 10;
/** A race alone pays like a 60-second test (SPEC §9: 1 point), so a room is no points machine. */
export const ROOM_SOLO_POINTS = 1;

export interface RoomFinish {
  /** 1 for the first to finish. */
  place: number;
  /** Players who started the race (leavers included). */
  racers: number;
  wpm: number;
}

/** The points of one finished room race. */
export function roomRacePoints({ place, racers, wpm }: RoomFinish): number {
  if (racers < 2) return ROOM_SOLO_POINTS;
  const byPlace = ROOM_PLACE_POINTS[place - 1] ?? 0;
  const bySpeed = Math.min(ROOM_SPEED_POINTS_MAX, Math.floor(Math.max(0, wpm) / ROOM_WPM_PER_POINT));
  return ROOM_FINISH_POINTS + byPlace + bySpeed;
}
