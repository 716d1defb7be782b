// The cron's "your plan ends in 3 days" notification (issue 17): once per subscription end. The key
// carries the end date, so a learner who renews is warned again before the new end, never twice for one.
import { sql } from "drizzle-orm";
import { endingSoonWindow, notificationKey } from "~/core/social/notifications";
import { createDb } from "~/db/client.server";
import { notify } from "../social/notifications.server";

/** At most this many per cron run; the rest are warned a minute later. */
const BATCH = 200;

export async function warnEndingSubscriptions(env: Env, now: number): Promise<number> {
  const db = createDb(env.DB);
  const { after, until } = endingSoonWindow(now);
  const due = await db.all<{ id: number; end_at: number }>(sql`
    SELECT u.id, u.end_at FROM users u
    WHERE u.end_at > ${after} AND u.end_at <= ${until} AND u.active = 1
      AND NOT EXISTS (SELECT 1 FROM notifications n WHERE n.user_id = u.id AND n.ckey = 'subscriptionEnding:' || u.end_at)
    LIMIT ${BATCH}`);
  let created = 0;
  for (const u of due) {
    const made = await notify(env, db, {
      userId: u.id,
      type: "subscription",
      ckey: notificationKey.subscriptionEnding(u.end_at),
      params: { date: u.end_at },
      now,
    });
    if (made) created++;
  }
  return created;
}
