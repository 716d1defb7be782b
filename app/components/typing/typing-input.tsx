// The text box the learner types into. Key events go to the engine (and are prevented), so what the
// box shows is always the engine's input. `beforeinput` catches text that arrives without a usable
// keydown: phone keyboards ("Unidentified" keys), IMEs and pasted-in characters.
import { useEffect, useRef, type KeyboardEvent } from "react";
import { BACKSPACE } from "~/core/typing-engine";
import { useTranslation } from "~/hooks/use-translation";
import { now, useTypingSelector, type TypingStore } from "./typing-store";

export function TypingInput({ store, language, autoFocus }: { store: TypingStore; language: "mn" | "en"; autoFocus: boolean }) {
  const { t } = useTranslation();
  const input = useTypingSelector(store, (s) => s.input);
  const wrong = useTypingSelector(store, (s) => !(s.words[s.index] ?? "").startsWith(s.input));
  const finished = useTypingSelector(store, (s) => s.status === "finished");
  const ref = useRef<HTMLInputElement>(null);

  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const onBeforeInput = (event: InputEvent) => {
      event.preventDefault();
      if (event.inputType.startsWith("delete")) {
        store.key({ key: BACKSPACE, time: now() });
        return;
      }
      for (const char of event.data ?? "") store.key({ key: char, time: now() });
    };
    el.addEventListener("beforeinput", onBeforeInput);
    return () => el.removeEventListener("beforeinput", onBeforeInput);
  }, [store]);

  useEffect(() => {
    if (autoFocus) ref.current?.focus();
  }, [autoFocus]);

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.nativeEvent.isComposing) return;
    const { key, code, ctrlKey, metaKey, altKey } = event;
    const shortcut = (ctrlKey || metaKey) && !altKey;
    const typed = [...key].length === 1 || key === BACKSPACE;
    // Leave Tab, Escape and browser shortcuts alone; only Ctrl/Meta+A belongs to the test.
    if (shortcut && !(code === "KeyA" || key.toLowerCase() === "a")) return;
    if (!typed && !shortcut) return;
    event.preventDefault();
    store.key({ key, code, ctrlKey, metaKey, altKey, time: now() });
  };

  return (
    <input
      ref={ref}
      className={wrong ? "tt-input is-wrong" : "tt-input"}
      value={input}
      onChange={() => {}}
      onKeyDown={onKeyDown}
      readOnly={finished}
      aria-label={t("typing.input")}
      aria-invalid={wrong}
      placeholder={t("typing.placeholder")}
      lang={language}
      autoComplete="off"
      autoCorrect="off"
      autoCapitalize="off"
      spellCheck={false}
      enterKeyHint="next"
      data-testid="typing-input"
    />
  );
}
