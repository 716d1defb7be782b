// The test's on-screen keyboard, with the layouts it draws: its own chunk, hydrated after the page
// (ADR 045 §9, TypingTest).
import { FingerKeyboardView } from "~/components/keyboard/finger-keyboard";
import { testLayoutFor, type KeyboardLayout, type LayoutId } from "~/core/typing/layouts";
import { nextChar } from "~/core/typing/typing-engine";
import type { TestLanguage } from "~/core/typing/typing-kinds";
import type { TypingStore } from "./typing-store";
import { useStoreSelectorNextFrame } from "~/hooks/use-external-store";

/** The highlight follows the key by one frame, read from the store then: no render in the key's task. */
export function LiveKeyboard({
  store,
  language,
  variant,
  scriptLayout,
}: {
  store: TypingStore;
  language: TestLanguage;
  variant: LayoutId;
  scriptLayout: KeyboardLayout | null;
}) {
  const next = useStoreSelectorNextFrame(store, nextChar);
  return <FingerKeyboardView layout={testLayoutFor(language, variant, scriptLayout)} shownChar={next} />;
}
