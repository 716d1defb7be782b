// Friends with presence dots (SPEC §3 Friend: id, name, image, online 1/0). Presence lives in the Lobby.
import { eq } from "drizzle-orm";
import { createDb } from "~/db/client.server";
import { friendships, users } from "~/db/schema";
import { avatarUrl } from "~/utils/avatar";
import { lobbyOf } from "./rooms.server";

export async function friendsWithPresence(env: Env, userId: number) {
  const db = createDb(env.DB);
  const [rows, online] = await Promise.all([
    db
      .select({ id: users.id, name: users.name, image: users.image })
      .from(friendships)
      .innerJoin(users, eq(users.id, friendships.friendId))
      .where(eq(friendships.userId, userId)),
    lobbyOf(env).onlineIds(),
  ]);
  const here = new Set(online);
  return rows.map((f) => ({ id: f.id, name: f.name, image: avatarUrl(f.image), online: here.has(f.id) ? 1 : 0 }));
}
