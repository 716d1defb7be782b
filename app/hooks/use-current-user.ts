import { useRootData } from "./use-root-data";

/** The signed-in user as the root loader sees it, or null for a guest. */
export function useCurrentUser() {
  return useRootData()?.user ?? null;
}
