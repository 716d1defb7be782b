// The keyboard picture of a set of per-key rows: the Cyrillic layout in the learner's number-row
// variant, the US layout, or the traditional script's layout the learner chose (issue 32).
import { LAYOUTS, testLayoutFor, type KeyboardLayout } from "~/core/typing/layouts";
import type { KeyStatsLayout } from "~/core/typing/key-stats";
import { useMnLayoutVariant } from "./use-mn-layout-variant";
import { useScriptKeyboard } from "./use-script-keyboard";

export function useStatsKeyboard(layout: KeyStatsLayout): { keyboard: KeyboardLayout; script: ReturnType<typeof useScriptKeyboard> } {
  const [variant] = useMnLayoutVariant();
  const script = useScriptKeyboard();
  // The same keyboard the 60-second test draws for that language (one rule, testLayoutFor).
  const keyboard = testLayoutFor(layout, variant, LAYOUTS[script.variant]);
  return { keyboard, script };
}
