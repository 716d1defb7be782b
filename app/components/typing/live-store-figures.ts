// The live WPM and accuracy of the typing store a screen shows now, for the class's live view (read
// every 2 s by useClassReport; nothing runs per key). Before the first store: 0 WPM, 100 %.
import { figures } from "~/core/typing/typing-engine";
import { now, type TypingStore } from "./typing-store";

/** A screen holds the current store here; the typing component sets it when it makes one. */
export type LiveStoreRef = { current: TypingStore | null };

export function liveStoreFigures(ref: LiveStoreRef): { wpm: number; accuracy: number } {
  const store = ref.current;
  if (!store) return { wpm: 0, accuracy: 100 };
  const { wpm, accuracy } = figures(store.getState(), now());
  return { wpm, accuracy };
}
