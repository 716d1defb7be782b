// The test's on-screen keyboard, with the layouts it draws: its own chunk, hydrated after the page
// (ADR 045 §9, TypingTest).
import { useEffect, useRef } from "react";
import { FingerKeyboardView } from "~/components/keyboard/finger-keyboard";
import { nextKeyPainter, nextKeyView } from "~/components/keyboard/next-key";
import { testLayoutFor, type KeyboardLayout, type LayoutId } from "~/core/typing/layouts";
import { nextChar } from "~/core/typing/typing-engine";
import type { TestLanguage } from "~/core/typing/typing-kinds";
import { useTranslation } from "~/hooks/use-translation";
import type { TypingStore } from "./typing-store";

/**
 * React draws the keyboard when it mounts (or its layout changes); the highlight and hint then follow
 * each key after its frame, drawn into the DOM (ADR 052): no React render per key.
 */
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
  const { t } = useTranslation();
  const layout = testLayoutFor(language, variant, scriptLayout);
  const figure = useRef<HTMLElement>(null);
  useEffect(() => {
    if (!figure.current) return;
    const paint = nextKeyPainter(figure.current);
    let shown: string | null | undefined;
    return store.followAfterFrame((state) => {
      const next = nextChar(state);
      if (next === shown) return;
      shown = next;
      paint(nextKeyView(layout, next, t));
    });
  }, [store, layout, t]);
  return <FingerKeyboardView figureRef={figure} layout={layout} shownChar={nextChar(store.getState())} />;
}
