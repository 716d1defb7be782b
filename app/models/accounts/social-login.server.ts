import { eq } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { users } from "~/db/schema";
import type { FacebookProfile } from "~/services/facebook.server";
import { toAuthUser, type AuthUser } from "./sessions.server";

/**
 * Finds the account for a Facebook profile: by Facebook id, else by the (provider-verified) e-mail,
 * which links the two; else creates one. A disabled account stays out.
 */
export async function signInWithFacebook(db: Db, profile: FacebookProfile): Promise<AuthUser | null> {
  const byFacebook = await db.select().from(users).where(eq(users.facebookId, profile.id)).get();
  if (byFacebook) return byFacebook.active ? toAuthUser(byFacebook) : null;
  const byEmail = await db.select().from(users).where(eq(users.email, profile.email)).get();
  if (byEmail) {
    if (!byEmail.active) return null;
    const linked = await db
      .update(users)
      .set({ facebookId: profile.id, image: byEmail.image ?? profile.picture, emailVerifiedAt: byEmail.emailVerifiedAt ?? Date.now() })
      .where(eq(users.id, byEmail.id))
      .returning()
      .get();
    return toAuthUser(linked);
  }
  const created = await db
    .insert(users)
    .values({ name: profile.name, email: profile.email, facebookId: profile.id, image: profile.picture, emailVerifiedAt: Date.now() })
    .returning()
    .get();
  return toAuthUser(created);
}
