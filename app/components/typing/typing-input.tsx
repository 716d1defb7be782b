// The box the learner types into. A real, focused <input> receives the keys (so phone keyboards open
// and screen readers know the field), but its own value stays empty: every key goes to the engine
// and the typed text is drawn in a span on top. Changing an input's value, or letting the browser
// edit it, costs a forced layout and about a millisecond per key; a text node costs next to nothing.
// The echo (the text, its wrong state) is written into the DOM in the key's own task, with no React
// render per key (ADR 052): on a slow school PC React's render was most of a key's script.
import { Suspense, memo, useEffect, useId, useRef, useState, type CompositionEvent, type KeyboardEvent } from "react";
import type { KeyMapper } from "~/core/typing/built-in-keyboard";
import type { TestLanguage } from "~/core/typing/typing-kinds";
import { BACKSPACE, isCorrectPrefix } from "~/core/typing/typing-engine";
import { useTranslation } from "~/hooks/use-translation";
import { preloadable } from "~/components/ui/preloadable";
import { stringsOfPage } from "~/i18n/load";
import { now, type TypingStore } from "./typing-store";
import { useStoreSelector } from "~/hooks/use-external-store";
import { writeText } from "~/utils/dom-text";

// The wrong-layout message shows only after a key of the other alphabet: its own chunk (ADR 045 §9),
// fetched then with the page's whole catalogue, so it never shows blank.
const LayoutGuardNotice = preloadable(() => Promise.all([import("./layout-guard-notice"), stringsOfPage()]).then(([m]) => m.LayoutGuardNotice));

interface TypingInputProps {
  store: TypingStore;
  language: TestLanguage;
  autoFocus: boolean;
  /** Whether a wrong-layout pause stops this attempt's clock (the test's does; a prize race's or an exam's runs on). */
  clockStops: boolean;
  /** The site's keyboard (issue 32): what a physical key types, whatever the system's layout (builtInKeystroke). */
  mapKey?: KeyMapper | null;
  /** Offered on the wrong-layout notice: turn the site's keyboard on. */
  onUseBuiltIn?: () => void;
}

export const TypingInput = memo(function TypingInput({ store, language, autoFocus, clockStops, mapKey = null, onUseBuiltIn }: TypingInputProps) {
  const { t } = useTranslation();
  const selected = useStoreSelector(store, (s) => s.selectAll);
  const finished = useStoreSelector(store, (s) => s.status === "finished");
  const layoutPause = useStoreSelector(store, (s) => s.layoutPause);
  const ref = useRef<HTMLInputElement>(null);
  const boxRef = useRef<HTMLDivElement>(null);
  const textRef = useRef<HTMLSpanElement>(null);
  const typedId = useId();
  // Before hydration nothing listens, so the box stays read-only until then.
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);

  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    // Text that arrives without a keydown we handled: phone keyboards, paste, text insertion.
    const onBeforeInput = (event: InputEvent) => {
      if (event.inputType === "insertCompositionText") return;
      event.preventDefault();
      if (event.inputType.startsWith("delete")) store.key({ key: BACKSPACE, time: now() });
      else for (const char of (event.data ?? "").replace(/[\r\n]/g, "")) store.key({ key: char, time: now() });
    };
    el.addEventListener("beforeinput", onBeforeInput);
    return () => el.removeEventListener("beforeinput", onBeforeInput);
  }, [store]);

  useEffect(() => {
    const [box, text, field] = [boxRef.current, textRef.current, ref.current];
    if (!box || !text || !field) return;
    return echoInto(store, box, text, field);
  }, [store]);

  useEffect(() => {
    if (autoFocus && ready) ref.current?.focus();
  }, [autoFocus, ready]);

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.nativeEvent.isComposing) return;
    const { key, code, ctrlKey, metaKey, altKey } = event;
    const shortcut = (ctrlKey || metaKey) && !altKey;
    // Only Ctrl/Meta+A belongs to the test; Tab, Escape and other shortcuts stay the browser's.
    if (shortcut ? code !== "KeyA" && key.toLowerCase() !== "a" : [...key].length !== 1 && key !== BACKSPACE) return;
    event.preventDefault();
    if (mapKey && !shortcut && key !== BACKSPACE) {
      // The layout's character for the key's place; a key it leaves blank types nothing.
      const typed = mapKey(event);
      if (typed !== null) store.key({ key: typed, time: now() });
      return;
    }
    store.key({ key, code, ctrlKey, metaKey, altKey, time: now() });
  };

  // An IME that composes text (some phone keyboards) hands over the result at the end.
  const onCompositionEnd = (event: CompositionEvent<HTMLInputElement>) => {
    for (const char of event.data ?? "") store.key({ key: char, time: now() });
  };

  // data-wrong on the box, aria-invalid and the text are echoInto's: React never renders them.
  const classes = finished ? "tt-entry is-finished" : "tt-entry";
  return (
    <>
      {layoutPause ? (
        <Suspense fallback={null}>
          <LayoutGuardNotice pause={layoutPause} clockStops={clockStops} onUseBuiltIn={onUseBuiltIn} />
        </Suspense>
      ) : null}
      <div ref={boxRef} className={classes} data-testid="typing-box">
        <input
          ref={ref}
          className="tt-entry__field"
          value=""
          onChange={() => {}}
          onKeyDown={onKeyDown}
          onCompositionEnd={onCompositionEnd}
          readOnly={finished || !ready}
          aria-label={t("typing.input")}
          aria-describedby={typedId}
          lang={language}
          autoComplete="off"
          autoCorrect="off"
          autoCapitalize="off"
          spellCheck={false}
          enterKeyHint="next"
          data-testid="typing-input"
        />
        <span ref={textRef} id={typedId} className={selected ? "tt-entry__text is-selected" : "tt-entry__text"} lang={language} data-testid="typed-text" />
        <span className="tt-entry__caret" aria-hidden="true" />
        <span className="tt-entry__placeholder" aria-hidden="true">
          {t("typing.placeholder")}
        </span>
      </div>
    </>
  );
});

/** Draws what is typed, and whether it has gone wrong, into the box on every change of the store. */
function echoInto(store: TypingStore, box: HTMLElement, text: HTMLElement, field: HTMLInputElement): () => void {
  let shown: string | null = null;
  let shownWrong: boolean | null = null;
  const echo = () => {
    const s = store.getState();
    const wrong = !isCorrectPrefix(s);
    if (s.input !== shown) writeText(text, (shown = s.input));
    if (wrong !== shownWrong) {
      box.toggleAttribute("data-wrong", wrong);
      field.setAttribute("aria-invalid", String(wrong));
      shownWrong = wrong;
    }
  };
  echo();
  return store.subscribe(echo);
}
