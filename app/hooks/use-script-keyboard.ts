// The learner's keyboard choices for the traditional script, remembered in this browser: the site's
// built-in keyboard on or off, and which Windows layout (Standard or the older one) it follows.
import { useCallback, useEffect, useState } from "react";
import type { LayoutId } from "~/core/typing/layouts";

const VARIANT_KEY = "mongLayout";
/** The learner's choice, kept in this browser: type with the site's keyboard instead of the system layout. */
const BUILT_IN_KEYBOARD_KEY = "bicheech.builtInKeyboard";
export type ScriptLayoutId = Extract<LayoutId, "mong-standard" | "mong-mongolian">;

export function useScriptKeyboard() {
  const [builtIn, setBuiltInState] = useState(false);
  const [variant, setVariantState] = useState<ScriptLayoutId>("mong-standard");
  useEffect(() => {
    setBuiltInState(window.localStorage.getItem(BUILT_IN_KEYBOARD_KEY) === "on");
    if (window.localStorage.getItem(VARIANT_KEY) === "mong-mongolian") setVariantState("mong-mongolian");
  }, []);
  const setBuiltIn = useCallback((on: boolean) => {
    setBuiltInState(on);
    window.localStorage.setItem(BUILT_IN_KEYBOARD_KEY, on ? "on" : "off");
  }, []);
  const setVariant = useCallback((id: ScriptLayoutId) => {
    setVariantState(id);
    window.localStorage.setItem(VARIANT_KEY, id);
  }, []);
  return { builtIn, setBuiltIn, variant, setVariant };
}
