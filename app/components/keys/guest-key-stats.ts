// A guest's per-key rows on this device (issue 19 §5): kept in localStorage, folded with the same
// app/core functions the server's SQL mirrors, and sent once to the account after sign-in or
// registration. What comes out of localStorage is parsed, never trusted.
import { z } from "zod";
import { KEY_STATS_LAYOUTS, mergeKeyStats, type KeyStat, type KeyStatsLayout } from "~/core/typing/key-stats";
import { callApi } from "~/utils/api-client";
import { KeyStatSchema, mergeKeyStatsContract, MAX_CONFUSIONS_PER_KEY, isPlausibleKeyStat } from "~/core/typing/key-stats-api";

import { GUEST_KEY_STATS_STORAGE as STORAGE_KEY } from "./guest-key-stats-key";
/** The last sources folded in, so a re-rendered result is not counted twice. */
const REMEMBERED_SOURCES = 30;

const StoreSchema = z.object({
  mn: z.array(KeyStatSchema).default([]),
  en: z.array(KeyStatSchema).default([]),
  "mn-Mong": z.array(KeyStatSchema).default([]),
  sources: z.array(z.string()).default([]),
  /** One id per layout for the merge post, so a resend after a lost answer is a no-op. */
  mergeIds: z.object({ mn: z.uuid().optional(), en: z.uuid().optional(), "mn-Mong": z.uuid().optional() }).default({}),
});
type Store = z.infer<typeof StoreSchema>;

const EMPTY: Store = { mn: [], en: [], "mn-Mong": [], sources: [], mergeIds: {} };

function load(): Store {
  try {
    const raw = window.localStorage.getItem(STORAGE_KEY);
    if (!raw) return { ...EMPTY };
    const parsed = StoreSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : { ...EMPTY };
  } catch {
    return { ...EMPTY };
  }
}

function save(store: Store) {
  try {
    window.localStorage.setItem(STORAGE_KEY, JSON.stringify(store));
  } catch {
    // Storage full or blocked: the figures are simply not kept.
  }
}

/** Keeps the most frequent confusions only, so the rows stay within what the server accepts. */
function trimmed(stat: KeyStat): KeyStat {
  const confusions = Object.entries(stat.confusions)
    .sort((a, b) => b[1] - a[1])
    .slice(0, MAX_CONFUSIONS_PER_KEY);
  return { ...stat, confusions: Object.fromEntries(confusions) };
}

export function readGuestKeyStats(layout: KeyStatsLayout): KeyStat[] {
  return load()[layout];
}

/** Folds one result's deltas in, once per source id; returns the rows after it. */
export function addGuestKeyStats(layout: KeyStatsLayout, source: string, deltas: readonly KeyStat[]): KeyStat[] {
  const store = load();
  if (store.sources.includes(source)) return store[layout];
  const rows = mergeKeyStats(store[layout], deltas).map(trimmed).filter(isPlausibleKeyStat);
  save({ ...store, [layout]: rows, sources: [...store.sources, source].slice(-REMEMBERED_SOURCES) });
  return rows;
}

/** Sends each layout's rows to the signed-in account once; a layout is cleared when the server has it. */
export async function sendGuestKeyStats(): Promise<void> {
  for (const layout of KEY_STATS_LAYOUTS) {
    const store = load();
    if (store[layout].length === 0) continue;
    const mergeId = store.mergeIds[layout] ?? crypto.randomUUID();
    save({ ...store, mergeIds: { ...store.mergeIds, [layout]: mergeId } });
    const answer = await callApi(mergeKeyStatsContract, { mergeId, layout, keys: store[layout] });
    // Offline or an answer it cannot read: try again on the next page. Refused rows (400) would be
    // refused again: drop them rather than resend them forever.
    if (!answer.ok || (answer.status !== 200 && answer.status !== 400)) continue;
    const after = load();
    save({ ...after, [layout]: [], mergeIds: { ...after.mergeIds, [layout]: undefined } });
  }
}

export function hasGuestKeyStats(): boolean {
  const store = load();
  return KEY_STATS_LAYOUTS.some((layout) => store[layout].length > 0);
}
