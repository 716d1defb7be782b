// The data every page shares (the root loader's), typed once here so components never import a route
// module for its type (issue 35 §7): root.tsx's loader `satisfies RootData`.
import { useRouteLoaderData } from "@remix-run/react";
import type { Language } from "~/i18n";
import type { MenuUser } from "~/models/accounts/menu-user.server";

export interface RootData {
  language: Language;
  /** The signed-in user as the top menu shows them; null for a guest. */
  user: MenuUser | null;
  facebookEnabled: boolean;
}

/** Undefined only where the root loader has not run (an error before it, a component test without it). */
export function useRootData(): RootData | undefined {
  return useRouteLoaderData<RootData>("root");
}
