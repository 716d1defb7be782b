import type { ButtonHTMLAttributes, SelectHTMLAttributes } from "react";
import { useHydrated } from "~/hooks/use-hydrated";

/**
 * A button whose action only React can carry out: disabled (dimmed) until the page has hydrated, so a click
 * on a slow PC is refused visibly rather than swallowed (ADR 049). The hydration state lives here, in the
 * leaf: a parent that re-rendered at hydration could make React redraw a lazy Suspense boundary that had
 * not hydrated yet (the signed-in menu), losing what the learner had opened in it.
 */
export function ClientButton({ disabled, ...props }: Omit<ButtonHTMLAttributes<HTMLButtonElement>, "type">) {
  const hydrated = useHydrated();
  return <button {...props} type="button" disabled={!hydrated || disabled} />;
}

/** The same for a choice only React acts on (a select that navigates or sets a preference): before hydration a choice would be undone. */
export function ClientSelect({ disabled, ...props }: SelectHTMLAttributes<HTMLSelectElement>) {
  const hydrated = useHydrated();
  return <select {...props} disabled={!hydrated || disabled} />;
}
