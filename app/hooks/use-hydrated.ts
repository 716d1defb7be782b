import { useSyncExternalStore } from "react";

const noChanges = () => () => {};

/** False on the server and while the page hydrates, true after: a control that needs React says so until then. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noChanges,
    () => true,
    () => false,
  );
}
