// The texts a device typed last (ids only), so a 60-second test taken offline draws another from the
// pool its kept page carries (ADR 044, app/core/offline/offline-texts.ts).
import { drawOfflineText, rememberTyped } from "~/core/offline/offline-texts";

const KEY = "bichee-typed-texts";

function typedLately(): number[] {
  try {
    const kept: unknown = JSON.parse(localStorage.getItem(KEY) ?? "[]");
    return Array.isArray(kept) ? kept.filter((id): id is number => Number.isInteger(id)) : [];
  } catch {
    return [];
  }
}

export function noteTyped(id: number): void {
  try {
    localStorage.setItem(KEY, JSON.stringify(rememberTyped(typedLately(), id)));
  } catch {
    // Storage refused (private mode, full): the draw then only avoids the text on screen.
  }
}

/** A kept text not typed lately (the one on screen counts as typed), or null. */
export function offlineText<T extends { id: number }>(pool: readonly (T | null)[], onScreen: number | undefined): T | null {
  const texts = pool.filter((t): t is T => t !== null);
  return drawOfflineText(texts, onScreen === undefined ? typedLately() : rememberTyped(typedLately(), onScreen));
}

/** Whether this text was typed lately on this device. */
export const typedRecently = (id: number) => typedLately().includes(id);
