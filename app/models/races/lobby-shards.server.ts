// The lobby is sharded by a stable hash of the user (ADR 045 §7, ADR 050): a learner's sockets, presence
// and deliveries live in their shard; every shard holds the whole rooms list (rooms send each change to
// all of them). LOBBY_SHARDS (wrangler.toml) says how many; one is the single lobby of before.
import { idsByShard, lobbyShardCount, lobbyShardName, lobbyShardOf } from "~/core/races/lobby-shard";
import type { LobbyServerMessage, PublicUser } from "~/core/races/protocol";
import { objectNamed } from "~/services/object-placement.server";

export const lobbyShards = (env: Env) => lobbyShardCount(env.LOBBY_SHARDS);

export const lobbyShard = (env: Env, shard: number) => objectNamed(env.LOBBY, lobbyShardName(shard));
type LobbyStub = ReturnType<typeof lobbyShard>;

/** The shard that holds this learner's sockets and gets their deliveries. */
export const lobbyOfUser = (env: Env, userId: number) => lobbyShard(env, lobbyShardOf(userId, lobbyShards(env)));

/** Any shard, picked at random: a guest's socket and reads of the rooms list (every shard holds it all). */
export const anyLobbyShard = (env: Env) => lobbyShard(env, Math.floor(Math.random() * lobbyShards(env)));

/** Every shard: where a room's list changes go. */
export const everyLobbyShard = (env: Env) => Array.from({ length: lobbyShards(env) }, (_, shard) => lobbyShard(env, shard));

/** The same call on every shard, at once. */
export async function onEveryLobbyShard(env: Env, call: (lobby: LobbyStub) => Promise<void>): Promise<void> {
  await Promise.all(everyLobbyShard(env).map(call));
}

/**
 * `call` once for each shard these learners are in, with that shard's ids. A shard's own object passes
 * `here` to do its own part itself instead of calling itself.
 */
export function perShardOf<T>(
  env: Env,
  ids: Iterable<number>,
  call: (lobby: LobbyStub, ids: number[]) => Promise<T>,
  here?: { shard: number; call: (ids: number[]) => Promise<T> },
): Promise<T[]> {
  const groups = [...idsByShard(ids, lobbyShards(env))];
  return Promise.all(groups.map(([shard, group]) => (here?.shard === shard ? here.call(group) : call(lobbyShard(env, shard), group))));
}

/** Which of these learners are online (a socket open or inside the grace period): one call per shard they are in. */
export async function onlineAmong(env: Env, ids: readonly number[]): Promise<Set<number>> {
  const answers = await perShardOf(env, ids, (lobby, group) => lobby.presenceAmong(group));
  return new Set(answers.flatMap(({ online, inGrace }) => [...online.map((u) => u.id), ...inGrace]));
}

/** The open room this learner is in (their shard holds the whole list with its members). */
export const roomOfUser = (env: Env, userId: number) => lobbyOfUser(env, userId).roomOf(userId);

/** A frame for one learner's open tabs only; how many tabs got it. */
export const deliverToUser = (env: Env, userId: number, message: LobbyServerMessage) => lobbyOfUser(env, userId).deliver(userId, message);

/** A friendship began or ended: each side's shard updates its friends and tells that side's open tabs. */
export async function friendsChanged(env: Env, a: number, b: number, added: boolean): Promise<void> {
  const seenOnline = async (userId: number): Promise<PublicUser | null> =>
    added ? ((await lobbyOfUser(env, userId).presenceAmong([userId])).online[0] ?? null) : null;
  const [aOnline, bOnline] = await Promise.all([seenOnline(a), seenOnline(b)]);
  await Promise.all([lobbyOfUser(env, a).friendChanged(a, b, added, bOnline), lobbyOfUser(env, b).friendChanged(b, a, added, aOnline)]);
}
