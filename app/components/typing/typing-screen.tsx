// A typing-test screen (/, /beginner, /middle, /advanced): choices, the test, the after-test view,
// summary cards, banners and top lists.
import { useNavigate, useRevalidator, useSearchParams } from "@remix-run/react";
import { Suspense, lazy, useCallback, useEffect, useRef, useState } from "react";
import { LayoutVariantSelect } from "~/components/keyboard/layout-variant-select";
import { LAYOUTS, layoutFor } from "~/core/typing/layouts";
import { API_LANGUAGE, TEST_LANGUAGES, TEXT_TYPES, isScriptTest } from "~/core/typing/typing-kinds";
import type { ScriptTestKeys } from "~/components/script/script-test-keyboard";
import scriptStyles from "~/styles/script.css?url";
import { useCurrentUser } from "~/hooks/use-current-user";
import { useMnLayoutVariant } from "~/hooks/use-mn-layout-variant";
import { useTranslation } from "~/hooks/use-translation";
import { callApi } from "~/utils/api-client";
import type { TypingLoaderData } from "~/utils/typing-screen.server";
import { BannerCarousel } from "./banner-carousel";
import { ResultDialog } from "./result-dialog";
import type { TypingStore } from "./typing-store";
import { saveFinishedTest, type SaveState } from "./save-result";
import { SummaryCards } from "./summary-cards";
import { TopLists } from "./top-lists";
import { TypingTest, type FinishedTest } from "./typing-test";
import { liveStoreFigures, type LiveStoreRef } from "./live-store-figures";
import { noteTyped, offlineText, typedRecently } from "./offline-text";
import { useClassReport } from "~/hooks/use-class-report";

type ShownText = NonNullable<TypingLoaderData["text"]>;

// The after-test view (chart, per-key stats) is only needed once a test is over: its own chunk.
// The page's calls (and zod with their schemas) are fetched when the first one is made: a learner can
// start typing before they arrive (ADR 027).
const typingApi = () => import("~/core/typing/typing-api");
const LastResult = lazy(() => import("./last-result").then((m) => ({ default: m.LastResult })));
// The traditional script's keyboard choices load with its test only (issue 32).
const ScriptTestKeyboard = lazy(() => import("~/components/script/script-test-keyboard").then((m) => ({ default: m.ScriptTestKeyboard })));

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
  const scriptLayout = scriptKeys?.layout ?? LAYOUTS["mong-standard"];
  const layout = data.language === "mn-Mong" ? scriptLayout : layoutFor(data.language, variant);
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
    const { topAllTimeContract, topThisMonthContract } = await typingApi();
    const [allTime, thisMonth] = await Promise.all([
      callApi(topAllTimeContract, { limit: data.topSize }),
      callApi(topThisMonthContract, { limit: data.topSize }),
    ]);
    // Otherwise the lists refresh on the next visit.
    if (allTime.ok && allTime.status === 200 && thisMonth.ok && thisMonth.status === 200)
      setTops({ allTime: allTime.body.data, thisMonth: thisMonth.body.data });
  }, [data.topSize]);

  const onFinish = useCallback(
    async (test: FinishedTest) => {
      noteTyped(test.textId);
      finishedRef.current = test;
      setFinished(test);
      setLast(test);
      if (!user) return;
      setSave({ kind: "saving" });
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
    const { textContract } = await typingApi();
    const answer = await callApi(textContract, { lang: API_LANGUAGE[data.language], exclude: shown.text?.id }, { params: { textType: data.textType } });
    // With no connection, one of the texts kept with this page that was not typed lately (ADR 044).
    const kept = !answer.ok && answer.error.kind === "offline" ? offlineText([data.text, ...data.offlineTexts], shown.text?.id) : null;
    if (kept) return setShown((s) => ({ text: kept, nonce: s.nonce + 1 }));
    if (!answer.ok || answer.status !== 200) return setLoadFailed(true);
    const text = answer.body.data;
    setShown((s) => ({ text, nonce: s.nonce + 1 }));
  }, [data.textType, data.language, data.text, data.offlineTexts, shown.text?.id]);

  // A kept page opened offline shows the text it was kept with: if that was typed lately, another one.
  useEffect(() => {
    if (navigator.onLine !== false || !data.text || !typedRecently(data.text.id)) return;
    const kept = offlineText([data.text, ...data.offlineTexts], undefined);
    if (kept && kept.id !== data.text.id) setShown((s) => ({ text: kept, nonce: s.nonce + 1 }));
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
      <div className="tt-main">
        <header className="tt-header">
          <h1>{heading}</h1>
          <div className="tt-choices">
            <label>
              <span>{t("typing.language")}</span>
              <select className="select" value={data.language} onChange={(e) => choose("lang", e.target.value)} data-testid="test-language">
                {TEST_LANGUAGES.map((language) => (
                  <option key={language} value={language}>
                    {t(`typing.language.${language}`)}
                  </option>
                ))}
              </select>
            </label>
            {data.screen === "beginner" && (
              <label>
                <span>{t("typing.textType")}</span>
                <select className="select" value={data.textType} onChange={(e) => choose("type", e.target.value)} data-testid="text-type">
                  {TEXT_TYPES.map((type) => (
                    <option key={type} value={type}>
                      {t(`typing.type.${type}`)}
                    </option>
                  ))}
                </select>
              </label>
            )}
            {data.language === "mn" && <LayoutVariantSelect value={variant} onChange={setVariant} />}
            <button type="button" className="button button--ghost" onClick={() => void loadNewText()} data-testid="new-text">
              {t("typing.newText")}
            </button>
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
            layout={layout}
            autoFocus
            onFinish={onFinish}
            liveStore={liveStore}
            mapKey={isScript ? (scriptKeys?.mapKey ?? null) : null}
            onUseBuiltIn={scriptKeys?.useBuiltIn}
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
            <LastResult
              test={last}
              layout={last.language === "mn-Mong" ? scriptLayout : layoutFor(last.language, variant)}
              statsLayout={last.language}
              guest={!user}
            />
          </Suspense>
        )}
      </div>
      <aside className="tt-side">
        <SummaryCards stats={stats} />
        <BannerCarousel banners={data.banners} />
        {/* The top lists rank the school's speeds, which a script test never enters. */}
        {!isScript && <TopLists allTime={tops.allTime} thisMonth={tops.thisMonth} currentUserId={user?.id ?? null} />}
      </aside>
      <ResultDialog figures={finished?.figures ?? null} save={save} loggedIn={!!user} onClose={closeResult} />
    </div>
  );
}
