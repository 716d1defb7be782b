import { isNotNull, lt, or } from "drizzle-orm";
import { createDb } from "~/db/client.server";
import { oneTimeTokens, refreshTokens, sessions } from "~/db/schema";

/** Cron: forget sessions and tokens that can no longer be used. */
export async function tidyUp(d1: D1Database, now: number) {
  const db = createDb(d1);
  await db.batch([
    db.delete(sessions).where(or(lt(sessions.expiresAt, now), isNotNull(sessions.revokedAt))),
    db.delete(refreshTokens).where(lt(refreshTokens.expiresAt, now)),
    db.delete(oneTimeTokens).where(or(lt(oneTimeTokens.expiresAt, now), isNotNull(oneTimeTokens.usedAt))),
  ]);
}
