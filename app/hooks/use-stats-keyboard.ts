// The keyboard picture of a set of per-key rows: the Cyrillic layout in the learner's number-row
// variant, the US layout, or the traditional script's layout the learner chose (issue 32).
import { EN_US, LAYOUTS, layoutFor, type KeyboardLayout } from "~/core/typing/layouts";
import type { KeyStatsLayout } from "~/core/typing/key-stats";
import { useMnLayoutVariant } from "./use-mn-layout-variant";
import { useScriptKeyboard } from "./use-script-keyboard";

export function useStatsKeyboard(layout: KeyStatsLayout): { keyboard: KeyboardLayout; script: ReturnType<typeof useScriptKeyboard> } {
  const [variant] = useMnLayoutVariant();
  const script = useScriptKeyboard();
  const keyboard = layout === "mn-Mong" ? LAYOUTS[script.variant] : layout === "en" ? EN_US : layoutFor("mn", variant);
  return { keyboard, script };
}
