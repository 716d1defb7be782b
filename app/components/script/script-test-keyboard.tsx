// The traditional script's keyboard on the 60-second test (issue 32): the learner's layout choice and the
// site's keyboard, shown under the keyboard picture and handed up to the screen. Its own chunk, loaded
// with the script's test only, so the test pages' first load stays within its budget (ADR 045).
import { useEffect } from "react";
import { builtInKeystroke, type KeyMapper } from "~/core/typing/built-in-keyboard";
import { LAYOUTS, type KeyboardLayout } from "~/core/typing/layouts";
import { useScriptKeyboard } from "~/hooks/use-script-keyboard";
import { ScriptKeyboardOptions } from "./script-keyboard-options";

export interface ScriptTestKeys {
  layout: KeyboardLayout;
  /** What a physical key types with the site's keyboard on; null when it is off. */
  mapKey: KeyMapper | null;
  useBuiltIn: () => void;
}

export function ScriptTestKeyboard({ onChange }: { onChange: (keys: ScriptTestKeys) => void }) {
  const keyboard = useScriptKeyboard();
  const { builtIn, variant, setBuiltIn } = keyboard;
  useEffect(() => {
    const layout = LAYOUTS[variant];
    onChange({ layout, mapKey: builtIn ? (event) => builtInKeystroke(layout, event) : null, useBuiltIn: () => setBuiltIn(true) });
  }, [builtIn, variant, setBuiltIn, onChange]);
  return <ScriptKeyboardOptions builtIn={builtIn} onBuiltIn={setBuiltIn} variant={variant} onVariant={keyboard.setVariant} />;
}
