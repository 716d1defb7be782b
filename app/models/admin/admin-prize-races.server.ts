// Prize races as the admin runs them (issue 18 §3): the full list (cancelled too), one race with its
// texts for the edit form, create, edit before the start, cancel before the start. Each change and its
// audit row go in one D1 batch (ADR 017). A cancelled race has `cancelled_at` set: the public list and
// the race screens then no longer know it.
import { and, asc, desc, eq, gt, inArray, isNull, sql } from "drizzle-orm";
import type { PrizeRaceForm } from "~/core/admin/admin-content";
import { racePhase, type RacePhase } from "~/core/races/eligibility";
import type { Db } from "~/db/client.server";
import { prizeRaces, prizeRaceTexts, texts, mnOrEnTextLanguage } from "~/db/schema";
import { recordAudit, recordAuditIf } from "~/models/admin/audit.server";
import type { AuthUser } from "~/models/accounts/sessions.server";

export type AdminRacePhase = RacePhase | "cancelled";

export interface AdminRaceItem {
  id: number;
  name: string;
  image: string | null;
  startAt: number;
  endAt: number;
  minPoint: number;
  maxPoint: number;
  limitWpm: number;
  phase: AdminRacePhase;
  texts: number;
  users: number;
}

export function adminPhase(race: { cancelledAt: number | null; startAt: number; endAt: number; closedAt: number | null }, now: number): AdminRacePhase {
  return race.cancelledAt === null ? racePhase(race, now) : "cancelled";
}

export async function adminRaceList(db: Db, now = Date.now()): Promise<AdminRaceItem[]> {
  const rows = await db
    .select({
      id: prizeRaces.id,
      name: prizeRaces.name,
      image: prizeRaces.image,
      startAt: prizeRaces.startAt,
      endAt: prizeRaces.endAt,
      closedAt: prizeRaces.closedAt,
      cancelledAt: prizeRaces.cancelledAt,
      minPoint: prizeRaces.minPoint,
      maxPoint: prizeRaces.maxPoint,
      limitWpm: prizeRaces.limitWpm,
      texts: sql<number>`(SELECT count(*) FROM prize_race_texts t WHERE t.race_id = ${prizeRaces.id})`,
      users: sql<number>`(SELECT count(*) FROM prize_race_results r WHERE r.race_id = ${prizeRaces.id})`,
    })
    .from(prizeRaces)
    .orderBy(desc(prizeRaces.startAt), desc(prizeRaces.id))
    .limit(200);
  return rows.map(({ closedAt, cancelledAt, ...race }) => ({
    ...race,
    phase: adminPhase({ cancelledAt, startAt: race.startAt, endAt: race.endAt, closedAt }, now),
  }));
}

export interface AdminRace {
  id: number;
  name: string;
  image: string | null;
  language: "mn" | "en";
  startAt: number;
  endAt: number;
  minPoint: number;
  maxPoint: number;
  limitWpm: number;
  phase: AdminRacePhase;
  texts: string[];
}

export async function adminRace(db: Db, id: number, now = Date.now()): Promise<AdminRace | null> {
  const race = await db.select().from(prizeRaces).where(eq(prizeRaces.id, id)).get();
  if (!race) return null;
  const pool = await db
    .select({ body: texts.body, language: mnOrEnTextLanguage })
    .from(prizeRaceTexts)
    .innerJoin(texts, eq(texts.id, prizeRaceTexts.textId))
    .where(eq(prizeRaceTexts.raceId, id))
    .orderBy(asc(texts.id));
  return {
    id: race.id,
    name: race.name,
    image: race.image,
    language: pool[0]?.language ?? "mn",
    startAt: race.startAt,
    endAt: race.endAt,
    minPoint: race.minPoint,
    maxPoint: race.maxPoint,
    limitWpm: race.limitWpm,
    phase: adminPhase(race, now),
    texts: pool.map((t) => t.body),
  };
}

type Fields = Omit<PrizeRaceForm, "image" | "texts" | "language">;
const fieldsOf = (form: PrizeRaceForm): Fields => ({
  name: form.name,
  startAt: form.startAt,
  endAt: form.endAt,
  minPoint: form.minPoint,
  maxPoint: form.maxPoint,
  limitWpm: form.limitWpm,
});

/** Holds while the race may still be edited (inside the batch, after its own update). */
const stillUpcoming = (id: number, now: number) => sql`EXISTS (SELECT 1 FROM prize_races WHERE id = ${id} AND start_at > ${now} AND cancelled_at IS NULL)`;

/**
 * The race's pool: its texts (level 'prize'; a body already stored is reused) linked to the race.
 * Two statements per text: D1 binds at most 100 parameters in one statement.
 */
function poolStatements(db: Db, raceId: number, form: PrizeRaceForm, now: number) {
  return form.texts.flatMap((body) => [
    db.insert(texts).values({ level: "prize", language: form.language, body }).onConflictDoNothing(),
    db.insert(prizeRaceTexts).select(
      db
        .select({ raceId: sql<number>`${raceId}`.as("race_id"), textId: texts.id })
        .from(texts)
        .where(and(eq(texts.level, "prize"), eq(texts.body, body), stillUpcoming(raceId, now))),
    ),
  ]);
}

export type RaceChange = { ok: true; id: number } | { ok: false; reason: "missing" | "started" | "startPassed" | "textTaken" };

/** A text body is unique across levels: a prize text may not reuse a test text's body. */
async function takenByOtherLevel(db: Db, bodies: string[]): Promise<boolean> {
  for (let i = 0; i < bodies.length; i += 90) {
    const taken = await db
      .select({ id: texts.id })
      .from(texts)
      .where(and(inArray(texts.body, bodies.slice(i, i + 90)), sql`${texts.level} <> 'prize'`))
      .limit(1);
    if (taken.length > 0) return true;
  }
  return false;
}

export async function createPrizeRace(db: Db, admin: AuthUser, form: PrizeRaceForm, image: string | null, now = Date.now()): Promise<RaceChange> {
  if (form.startAt <= now) return { ok: false, reason: "startPassed" };
  if (await takenByOtherLevel(db, form.texts)) return { ok: false, reason: "textTaken" };
  const [race] = await db
    .insert(prizeRaces)
    .values({ ...fieldsOf(form), image, active: true })
    .returning({ id: prizeRaces.id });
  try {
    await db.batch([
      recordAudit(db, {
        actor: admin,
        action: "prize.create",
        targetType: "prize_race",
        targetId: race.id,
        after: { ...fieldsOf(form), image, texts: form.texts.length },
      }),
      ...poolStatements(db, race.id, form, now),
    ]);
  } catch (error) {
    // The race without its pool and audit row would be a race nobody made: take it back.
    await db.delete(prizeRaces).where(eq(prizeRaces.id, race.id));
    throw error;
  }
  return { ok: true, id: race.id };
}

/** Edit before the start only: once learners may have raced, the rules and texts stay as they raced them. */
export async function updatePrizeRace(db: Db, admin: AuthUser, id: number, form: PrizeRaceForm, image: string | null, now = Date.now()): Promise<RaceChange> {
  const before = await adminRace(db, id, now);
  if (!before) return { ok: false, reason: "missing" };
  if (before.phase !== "upcoming") return { ok: false, reason: "started" };
  if (form.startAt <= now) return { ok: false, reason: "startPassed" };
  if (await takenByOtherLevel(db, form.texts)) return { ok: false, reason: "textTaken" };
  const nextImage = image ?? before.image;
  const [updated] = await db.batch([
    db
      .update(prizeRaces)
      .set({ ...fieldsOf(form), image: nextImage })
      .where(and(eq(prizeRaces.id, id), isNull(prizeRaces.cancelledAt), gt(prizeRaces.startAt, now)))
      .returning({ id: prizeRaces.id }),
    db.delete(prizeRaceTexts).where(and(eq(prizeRaceTexts.raceId, id), stillUpcoming(id, now))),
    ...poolStatements(db, id, form, now),
    recordAuditIf(
      db,
      {
        actor: admin,
        action: "prize.update",
        targetType: "prize_race",
        targetId: id,
        before: {
          name: before.name,
          startAt: before.startAt,
          endAt: before.endAt,
          minPoint: before.minPoint,
          maxPoint: before.maxPoint,
          limitWpm: before.limitWpm,
          image: before.image,
          texts: before.texts.length,
        },
        after: { ...fieldsOf(form), image: nextImage, texts: form.texts.length },
      },
      stillUpcoming(id, now),
    ),
  ]);
  return updated.length === 1 ? { ok: true, id } : { ok: false, reason: "started" };
}

export async function cancelPrizeRace(db: Db, admin: AuthUser, id: number, now = Date.now()): Promise<RaceChange> {
  const before = await adminRace(db, id, now);
  if (!before) return { ok: false, reason: "missing" };
  if (before.phase !== "upcoming") return { ok: false, reason: "started" };
  const [cancelled] = await db.batch([
    db
      .update(prizeRaces)
      // active = 0 as well: nothing keeps sockets or live boards for it.
      .set({ cancelledAt: now, active: false })
      .where(and(eq(prizeRaces.id, id), isNull(prizeRaces.cancelledAt), gt(prizeRaces.startAt, now)))
      .returning({ id: prizeRaces.id }),
    // changes(): the UPDATE just before it cancelled the race (a second admin's click writes no row).
    recordAuditIf(
      db,
      { actor: admin, action: "prize.cancel", targetType: "prize_race", targetId: id, before: { cancelledAt: null }, after: { cancelledAt: now } },
      sql`changes() = 1`,
    ),
  ]);
  return cancelled.length === 1 ? { ok: true, id } : { ok: false, reason: "started" };
}
