// Which lobby object a learner's sockets, presence and deliveries live in once the lobby is sharded
// (ADR 045 §7): all of one learner's tabs in one shard, the same shard on every call and every deploy.

/** Shards planned for 100,000 learners online: 5,000 sockets each, a sixth of an object's 32,768. */
export const PLANNED_LOBBY_SHARDS = 20;

/**
 * murmur3's 32-bit finaliser: consecutive ids (as D1 hands them out) spread evenly, and the result
 * depends on nothing but the id, so it never changes between calls, objects or deploys.
 */
export function mixUserId(userId: number): number {
  let h = userId >>> 0;
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

/** The shard (0 … shards − 1) of a signed-in learner. */
export function lobbyShardOf(userId: number, shards: number): number {
  if (!Number.isInteger(userId) || userId < 0 || userId > 0xffffffff) throw new RangeError(`not a user id: ${userId}`);
  if (!Number.isInteger(shards) || shards < 1) throw new RangeError(`not a shard count: ${shards}`);
  return mixUserId(userId) % shards;
}

/** The object name of a shard: shard 0 keeps today's "lobby", so one shard is exactly the lobby of now. */
export function lobbyShardName(shard: number): string {
  return shard === 0 ? "lobby" : `lobby-${shard}`;
}

/** The most shards a deploy may set: a room's list change is one call per shard (ADR 045 §7: past ~50, a directory). */
export const MAX_LOBBY_SHARDS = 50;

/**
 * The shard count from the LOBBY_SHARDS setting: a whole number from 1 to MAX_LOBBY_SHARDS; unset is one
 * shard (today's single lobby). Anything else throws: a typo must not quietly put everyone in one object.
 */
export function lobbyShardCount(setting: string | undefined): number {
  if (setting === undefined || setting === "") return 1;
  const shards = Number(setting);
  if (!/^[1-9][0-9]*$/.test(setting) || shards > MAX_LOBBY_SHARDS) throw new RangeError(`LOBBY_SHARDS must be 1–${MAX_LOBBY_SHARDS}, not "${setting}"`);
  return shards;
}

/** The ids grouped by their shard (one call per shard instead of one per id). */
export function idsByShard(ids: Iterable<number>, shards: number): Map<number, number[]> {
  const groups = new Map<number, number[]>();
  for (const id of ids) {
    const shard = lobbyShardOf(id, shards);
    const group = groups.get(shard);
    if (group) group.push(id);
    else groups.set(shard, [id]);
  }
  return groups;
}
