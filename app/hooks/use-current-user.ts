import { useRouteLoaderData } from "@remix-run/react";
import type { loader as rootLoader } from "~/root";

/** The signed-in user as the root loader sees it, or null for a guest. */
export function useCurrentUser() {
  return useRouteLoaderData<typeof rootLoader>("root")?.user ?? null;
}
