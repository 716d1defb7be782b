import { Suspense } from "react";
import { preloadable } from "~/components/ui/preloadable";
import { stringsOfPage } from "~/i18n/load";
import { useLobby } from "./lobby-provider";

// The dialog and its strings load with the first invitation (ADR 045 §9): most pages never get one.
const InvitationDialog = preloadable(() => Promise.all([import("./invitation-dialog"), stringsOfPage()]).then(([m]) => m.InvitationDialog));

/** 'Урилга' on any screen (./invitation-dialog). */
export function InvitationPopup() {
  const { invitation } = useLobby();
  // Nothing in the page until there is an invitation (an idle <dialog> on every page upset the typing test's timing).
  if (!invitation) return null;
  return (
    <Suspense fallback={null}>
      <InvitationDialog />
    </Suspense>
  );
}
