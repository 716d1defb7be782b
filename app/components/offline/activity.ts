// Whether the learner is typing right now (a lesson or a test under way). The "new version" notice
// waits while they are (ADR 044): nothing reloads a page under a learner's fingers.
import { useEffect } from "react";

let typing = false;
const listeners = new Set<() => void>();

export function subscribeTyping(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
export const isTyping = () => typing;

function setTyping(value: boolean) {
  if (typing === value) return;
  typing = value;
  for (const listener of listeners) listener();
}

/** Marks the learner as typing while `active` holds (and not after the screen is left). */
export function useTypingActivity(active: boolean): void {
  useEffect(() => {
    setTyping(active);
    return () => setTyping(false);
  }, [active]);
}
