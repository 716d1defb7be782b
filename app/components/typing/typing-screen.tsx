// A typing-test screen (/, /beginner, /middle, /advanced): choices, the test, the after-test view,
// summary cards, banners and top lists.
import { useNavigate, useRevalidator, useSearchParams } from "@remix-run/react";
import { Suspense, lazy, useCallback, useEffect, useRef, useState } from "react";
import { LayoutVariantSelect } from "~/components/keyboard/layout-variant-select";
import { TEST_LANGUAGES, TEXT_TYPES, isScriptTest } from "~/core/typing/typing-kinds";
import type { ScriptTestKeys } from "~/components/script/script-test-keyboard";
import scriptStyles from "~/styles/script.css?url";
import { useCurrentUser } from "~/hooks/use-current-user";
import { useMnLayoutVariant } from "~/hooks/use-mn-layout-variant";
import { useTranslation } from "~/hooks/use-translation";
import type { TypingLoaderData } from "~/utils/typing-screen.server";
import type { TypingStore } from "./typing-store";
import type { SaveState } from "./save-result";
import { TypingTest, type FinishedTest } from "./typing-test";
import { liveStoreFigures, type LiveStoreRef } from "./live-store-figures";
import { useClassReport } from "~/hooks/use-class-report";
import { preloadable } from "~/components/ui/preloadable";
import { deferredPart } from "~/components/ui/deferred-part";
import { ClientButton, ClientSelect } from "~/components/ui/client-button";
import { stringsOfPage } from "~/i18n/load";

type ShownText = NonNullable<TypingLoaderData["text"]>;

// What shows only once a test is over — the time-up dialog, the after-test view (chart, per-key stats) —
// is not part of the first load (ADR 045 §9): the test's first key fetches it, so it is there when the
// minute ends (and offline: the service worker keeps these chunks). The page's calls (the API client,
// the contracts and zod with their schemas, the save) are fetched when the first one is made: a learner
// can start typing before they arrive (ADR 027).
const calls = () => import("./typing-screen-calls");
/** The texts kept for offline use and what was typed lately: needed at a test's end or with no connection. */
const offlineTexts = () => import("./offline-text");
// Their strings are not in the first-load part of the catalogue: they wait for all of it.
const ResultDialog = preloadable(() => Promise.all([import("./result-dialog"), stringsOfPage()]).then(([m]) => m.ResultDialog));
const LastResult = preloadable(() => Promise.all([import("./last-result"), stringsOfPage()]).then(([m]) => m.LastResult));
// The side column (summary, banners, top lists): rendered by the server, live right after hydration.
const TypingSide = deferredPart("typing-side", () => import("./typing-side").then((m) => m.TypingSide));
// The traditional script's keyboard choices (and its layouts) load with its test only (issue 32).
const ScriptTestKeyboard = lazy(() => import("~/components/script/script-test-keyboard").then((m) => ({ default: m.ScriptTestKeyboard })));
let afterTestWarmed = false;
/** Once per page, after the key's own task: the key is handled before anything is fetched. */
function warmAfterTest() {
  if (afterTestWarmed) return;
  afterTestWarmed = true;
  setTimeout(() => {
    void ResultDialog.preload().catch(() => (afterTestWarmed = false));
    void LastResult.preload().catch(() => (afterTestWarmed = false));
  }, 0);
}

export function TypingScreen({ data }: { data: TypingLoaderData }) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const revalidator = useRevalidator();
  const [variant, setVariant] = useMnLayoutVariant();
  // The traditional script (issue 32): its own layout and the site's keyboard, as on its lessons.
  const isScript = isScriptTest(data.language);
  const [scriptKeys, setScriptKeys] = useState<ScriptTestKeys | null>(null);
  // The class's live view (if the learner is in a class) reads the test's store every 2 s.
  const liveStore = useRef<TypingStore | null>(null) as LiveStoreRef;
  useClassReport(() => ({ activity: "test", ...liveStoreFigures(liveStore) }));

  // The text on screen: the loader's on arrival, then new ones from /api/text/* after each test.
  const [shown, setShown] = useState<{ text: ShownText | null; nonce: number }>({ text: data.text, nonce: 0 });
  const [stats, setStats] = useState(data.stats);
  const [tops, setTops] = useState({ allTime: data.topAllTime, thisMonth: data.topThisMonth });
  // A new loader result (another language or text type) replaces what is on screen.
  const [seen, setSeen] = useState(data);
  if (seen !== data) {
    setSeen(data);
    setShown((s) => ({ text: data.text, nonce: s.nonce + 1 }));
    setStats(data.stats);
    setTops({ allTime: data.topAllTime, thisMonth: data.topThisMonth });
  }
  const [loadFailed, setLoadFailed] = useState(false);
  const [finished, setFinished] = useState<FinishedTest | null>(null);
  const finishedRef = useRef<FinishedTest | null>(null);
  const [last, setLast] = useState<FinishedTest | null>(null);
  const [save, setSave] = useState<SaveState>({ kind: "idle" });

  const refreshTops = useCallback(async () => {
    const fresh = await (await calls()).fetchTops(data.topSize);
    if (fresh) setTops(fresh);
  }, [data.topSize]);

  const onFinish = useCallback(
    async (test: FinishedTest) => {
      finishedRef.current = test;
      setFinished(test);
      setLast(test);
      void calls().then(({ noteTyped }) => noteTyped(test.textId));
      if (!user) return;
      setSave({ kind: "saving" });
      const { saveFinishedTest } = await calls();
      const outcome = await saveFinishedTest(test, user.id);
      if (outcome.kind !== "saved") return setSave({ kind: outcome.kind });
      setSave({ kind: "saved", counted: outcome.stats.counted });
      setStats(outcome.stats);
      // A script test never enters the top lists (its speed is its own figure).
      if (!isScriptTest(test.language)) await refreshTops();
      revalidator.revalidate();
    },
    [user, refreshTops, revalidator],
  );

  const loadNewText = useCallback(async () => {
    setLoadFailed(false);
    const query = { language: data.language, textType: data.textType, exclude: shown.text?.id };
    const text = await (await calls()).fetchNewText(query, [data.text, ...data.offlineTexts]);
    if (!text) return setLoadFailed(true);
    setShown((s) => ({ text, nonce: s.nonce + 1 }));
  }, [data.textType, data.language, data.text, data.offlineTexts, shown.text?.id]);

  // A kept page opened offline shows the text it was kept with: if that was typed lately, another one.
  useEffect(() => {
    const text = data.text;
    if (navigator.onLine !== false || !text) return;
    let gone = false;
    void offlineTexts().then(({ offlineText, typedRecently }) => {
      if (gone || !typedRecently(text.id)) return;
      const kept = offlineText([text, ...data.offlineTexts], undefined);
      if (kept && kept.id !== text.id) setShown((s) => ({ text: kept, nonce: s.nonce + 1 }));
    });
    return () => {
      gone = true;
    };
  }, [data.text, data.offlineTexts]);

  // OK, Esc and the dialog's own close event all land here; only the first one loads a new text.
  const closeResult = () => {
    if (!finishedRef.current) return;
    finishedRef.current = null;
    setFinished(null);
    setSave({ kind: "idle" });
    void loadNewText();
  };

  const choose = (name: "lang" | "type", value: string) => {
    const next = new URLSearchParams(searchParams);
    next.set(name, value);
    navigate({ search: `?${next}` }, { replace: true, preventScrollReset: true });
  };

  const heading = data.screen === "beginner" ? `${t("typing.title.beginner")}: ${t(`typing.type.${data.textType}`)}` : t(`typing.title.${data.screen}`);

  return (
    <div className={isScript ? "tt-screen tt-screen--script" : "tt-screen"}>
      {/* The script's font and styles load on the script's test only. */}
      {isScript ? <link rel="stylesheet" href={scriptStyles} /> : null}
      <div className="tt-main" onKeyDownCapture={warmAfterTest}>
        <header className="tt-header">
          <h1>{heading}</h1>
          <div className="tt-choices">
            <label>
              <span>{t("typing.language")}</span>
              <ClientSelect className="select" value={data.language} onChange={(e) => choose("lang", e.target.value)} data-testid="test-language">
                {TEST_LANGUAGES.map((language) => (
                  <option key={language} value={language}>
                    {t(`typing.language.${language}`)}
                  </option>
                ))}
              </ClientSelect>
            </label>
            {data.screen === "beginner" && (
              <label>
                <span>{t("typing.textType")}</span>
                <ClientSelect className="select" value={data.textType} onChange={(e) => choose("type", e.target.value)} data-testid="text-type">
                  {TEXT_TYPES.map((type) => (
                    <option key={type} value={type}>
                      {t(`typing.type.${type}`)}
                    </option>
                  ))}
                </ClientSelect>
              </label>
            )}
            {data.language === "mn" && <LayoutVariantSelect value={variant} onChange={setVariant} />}
            <ClientButton className="button button--ghost" onClick={() => void loadNewText()} data-testid="new-text">
              {t("typing.newText")}
            </ClientButton>
          </div>
        </header>
        {loadFailed && (
          <p className="tt-alert is-error" role="alert">
            {t("typing.error.textLoad")}
          </p>
        )}
        {shown.text ? (
          <TypingTest
            key={`${shown.text.id}-${shown.nonce}`}
            text={shown.text}
            language={data.language}
            variant={variant}
            scriptLayout={isScript ? (scriptKeys?.layout ?? null) : null}
            mapKey={isScript ? (scriptKeys?.mapKey ?? null) : null}
            onUseBuiltIn={scriptKeys?.useBuiltIn}
            autoFocus
            onFinish={onFinish}
            liveStore={liveStore}
          />
        ) : (
          <p className="tt-alert is-error">{t("typing.error.text")}</p>
        )}
        {isScript && (
          <Suspense fallback={null}>
            <ScriptTestKeyboard onChange={setScriptKeys} />
          </Suspense>
        )}
        {last && (
          <Suspense fallback={null}>
            <LastResult test={last} variant={variant} scriptLayout={scriptKeys?.layout ?? null} statsLayout={last.language} guest={!user} />
          </Suspense>
        )}
      </div>
      <aside className="tt-side">
        {/* The top lists rank the school's speeds, which a script test never enters. */}
        <TypingSide stats={stats} banners={data.banners} tops={isScript ? null : tops} currentUserId={user?.id ?? null} />
      </aside>
      {finished && (
        <Suspense fallback={null}>
          <ResultDialog figures={finished.figures} save={save} loggedIn={!!user} onClose={closeResult} />
        </Suspense>
      )}
    </div>
  );
}
