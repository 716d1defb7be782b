// The lobby is sharded by a stable hash of the user (ADR 045 §7, ADR 050): a learner's sockets, presence
// and deliveries live in their shard; every shard holds the whole rooms list (rooms send each change to
// all of them). LOBBY_SHARDS (wrangler.toml) says how many; one is the single lobby of before.
import { idsByShard, lobbyShardCount, lobbyShardName, lobbyShardOf } from "~/core/races/lobby-shard";
import type { PublicUser } from "~/core/races/protocol";
import { objectNamed } from "~/services/object-placement.server";

export const lobbyShards = (env: Env) => lobbyShardCount(env.LOBBY_SHARDS);

export const lobbyShard = (env: Env, shard: number) => objectNamed(env.LOBBY, lobbyShardName(shard));

/** The shard that holds this learner's sockets and gets their deliveries. */
export const lobbyOfUser = (env: Env, userId: number) => lobbyShard(env, lobbyShardOf(userId, lobbyShards(env)));

/** Every shard: where a room's list changes go. */
export const everyLobbyShard = (env: Env) => Array.from({ length: lobbyShards(env) }, (_, shard) => lobbyShard(env, shard));

/** Any shard, picked at random: a guest's socket and reads of the rooms list (every shard holds it all). */
export const anyLobbyShard = (env: Env) => lobbyShard(env, Math.floor(Math.random() * lobbyShards(env)));

/** Which of these learners are online (a socket open or inside the grace period): one call per shard they are in. */
export async function onlineAmong(env: Env, ids: readonly number[]): Promise<Set<number>> {
  const groups = [...idsByShard(ids, lobbyShards(env))];
  const answers = await Promise.all(groups.map(([shard, group]) => lobbyShard(env, shard).presenceAmong(group)));
  return new Set(answers.flatMap(({ online, inGrace }) => [...online.map((u) => u.id), ...inGrace]));
}

/** A friendship began or ended: each side's shard updates its friends and tells that side's open tabs. */
export async function friendsChanged(env: Env, a: number, b: number, added: boolean): Promise<void> {
  const seenOnline = async (userId: number): Promise<PublicUser | null> =>
    added ? ((await lobbyOfUser(env, userId).presenceAmong([userId])).online[0] ?? null) : null;
  const [aOnline, bOnline] = await Promise.all([seenOnline(a), seenOnline(b)]);
  await Promise.all([lobbyOfUser(env, a).friendChanged(a, b, added, bOnline), lobbyOfUser(env, b).friendChanged(b, a, added, aOnline)]);
}
