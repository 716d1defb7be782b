import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData, useSearchParams } from "@remix-run/react";
import { useState } from "react";
import { OpenAssignments } from "~/components/assignments/open-assignments";
import { GateDialogs, type Gate } from "~/components/lesson/gate-dialogs";
import { Stars } from "~/components/lesson/stars";
import { ProgressBar } from "~/components/ui/progress-bar";
import { useOfflineUnlock } from "~/components/offline/use-offline-unlock";
import { CURRICULA, CURRICULUM_IDS, type Curriculum, type CurriculumId } from "~/core/lessons/curricula";
import { lessonListPath, lessonPath } from "~/core/lessons/lessons";
import { useTranslation } from "~/hooks/use-translation";
import { formatNumber } from "~/i18n";
import type { LessonListItem } from "~/models/lessons/lessons.server";
import { loadLessonList } from "~/models/lessons/lesson-screen.server";
import { pageTitle } from "~/utils/meta";
import styles from "~/styles/lessons.css?url";
import scriptStyles from "~/styles/script.css?url";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];
export const meta: MetaFunction = (args) => pageTitle(args, "lessons.title");

export async function loader({ request, context }: LoaderFunctionArgs) {
  return loadLessonList(request, context.cloudflare.env);
}

const GATES = new Set(["locked", "login", "payment", "class"]);

function leadOf(id: CurriculumId, total: number, t: ReturnType<typeof useTranslation>["t"]) {
  if (id === "mn") return t("lessons.lead");
  return id === "en" ? t("lessons.leadEn", { n: total }) : t("script.lead", { n: total });
}

export default function LessonListPage() {
  const list = useLoaderData<typeof loader>();
  const { t, language } = useTranslation();
  const [params, setParams] = useSearchParams();
  // A lesson screen that refused the viewer sends them here with ?gate=…&lesson=…
  const [gate, setGate] = useState<Gate>(() => {
    const kind = params.get("gate");
    if (!kind || !GATES.has(kind)) return null;
    const target = list.groups.flatMap((g) => g.lessons).find((l) => l.id === Number(params.get("lesson")));
    return { kind: kind as NonNullable<Gate>["kind"], redirectTo: target ? lessonPath(target) : "/lesson" };
  });
  const curriculum = CURRICULA[list.curriculum];
  // A lesson the results waiting on this device open (ADR 044): the server's rule, until they land.
  const offline = useOfflineUnlock(list.curriculum, list.currentLevel);
  const shown = (lesson: LessonListItem): LessonListItem =>
    list.loggedIn && lesson.access === "locked" && offline.opens(lesson.level) ? { ...lesson, access: "open" } : lesson;
  const close = () => {
    setGate(null);
    if (params.has("gate")) setParams(list.curriculum === "mn" ? {} : { curriculum: list.curriculum }, { replace: true, preventScrollReset: true });
  };
  const open = (lesson: LessonListItem) => {
    if (lesson.access !== "open") setGate({ kind: lesson.access, redirectTo: lessonPath(lesson) });
  };

  return (
    <div className={`lesson-list stack${curriculum.contentLanguage === "mn-Mong" ? " script-page" : ""}`}>
      {/* Group and lesson names hold script letters: the script's font loads on this list only. */}
      {curriculum.contentLanguage === "mn-Mong" ? <link rel="stylesheet" href={scriptStyles} /> : null}
      <OpenAssignments assignments={list.assignments} />
      <header className="lesson-list__head">
        <div>
          <h1>{t("lessons.title")}</h1>
          <p className="lead">{leadOf(curriculum.id, curriculum.totalLessons, t)}</p>
          {list.beta ? (
            <p className="lesson-list__beta" data-testid="curriculum-beta">
              {t("script.beta")} {t("script.source")}
            </p>
          ) : null}
          <CurriculumSwitch current={list.curriculum} />
          {/* Weak-key practice knows the Cyrillic and US keyboards; the script has none yet (issue 32). */}
          {curriculum.contentLanguage === "mn-Mong" ? null : (
            <p>
              <Link to={`/practice?layout=${curriculum.language}`} data-testid="lesson-practice-link">
                {t("keys.practiceLink")}
              </Link>
            </p>
          )}
        </div>
        <dl className="lesson-summary" data-testid="lesson-summary">
          <div>
            <dt>{t("lessons.progress")}</dt>
            <dd data-testid="lesson-progress">{list.progress}%</dd>
          </div>
          <div>
            <dt>{t("lessons.totalStars")}</dt>
            <dd>★ {formatNumber(list.totalStars, language)}</dd>
          </div>
          <div>
            <dt>{t("lessons.totalPoints")}</dt>
            <dd>{formatNumber(list.totalPoints, language)}</dd>
          </div>
        </dl>
      </header>
      <ProgressBar percent={list.progress} label={t("lessons.progress")} />

      {list.groups.map((group, index) => {
        const done = group.lessons.filter((l) => l.bestScore > 0).length;
        // The group holding the next lesson to play starts open; the others open on demand.
        const current = group.lessons.some((l) => l.level === list.currentLevel + 1) || (index === 0 && list.currentLevel === 0);
        return (
          <details key={group.id} className="lesson-group" open={current} data-testid={`group-${group.id}`}>
            <summary className="lesson-group__head">
              <h2 id={`group-${group.id}`}>
                <span className="lesson-group__index">{index + 1}.</span> <span lang={curriculum.language}>{group.name}</span>
              </h2>
              <p className="lesson-group__meta">
                {t("lessons.groupTarget", { wpm: group.targetWpm })} · {done}/{group.lessons.length}
              </p>
            </summary>
            <ol className="lesson-grid" aria-labelledby={`group-${group.id}`}>
              {group.lessons.map((lesson) => (
                <li key={lesson.id}>
                  <LessonCard lesson={shown(lesson)} curriculum={curriculum} onBlocked={open} />
                </li>
              ))}
            </ol>
          </details>
        );
      })}
      <GateDialogs gate={gate} onClose={close} />
    </div>
  );
}

const SWITCH_LABELS = { mn: "lessons.curriculumMn", en: "lessons.curriculumEn", "mn-Mong": "script.curriculum" } as const;

/**
 * Монгол / English: two links, so the choice is in the address (and the loader keeps it in a cookie);
 * Tab reaches both, Enter follows, and the current one is marked for screen readers.
 */
function CurriculumSwitch({ current }: { current: CurriculumId }) {
  const { t } = useTranslation();
  return (
    <nav className="curriculum-switch" aria-label={t("lessons.curriculum")} data-testid="curriculum-switch">
      {CURRICULUM_IDS.map((id) => (
        <Link
          key={id}
          to={id === "mn" ? "/lesson?curriculum=mn" : lessonListPath(CURRICULA[id])}
          lang={CURRICULA[id].language}
          aria-current={id === current ? "page" : undefined}
          data-testid={`curriculum-${id}`}
          preventScrollReset
        >
          {t(SWITCH_LABELS[id])}
        </Link>
      ))}
    </nav>
  );
}

function LessonCard({ lesson, curriculum, onBlocked }: { lesson: LessonListItem; curriculum: Curriculum; onBlocked: (l: LessonListItem) => void }) {
  const lang = curriculum.language;
  const { t } = useTranslation();
  const body = (
    <>
      <span className="lesson-card__top">
        <span className="lesson-card__level">{t("lessons.number", { n: lesson.level })}</span>
        {lesson.access === "open" ? null : (
          // Drawn by CSS: one element on each of the list's (mostly locked) 278 cards.
          <span className="lesson-card__lock" role="img" aria-label={t("lessons.lockedLabel")} />
        )}
      </span>
      <span className="lesson-card__name" lang={lang}>
        {lesson.name}
      </span>
      <Stars count={lesson.stars} />
    </>
  );
  const className = `lesson-card lesson-card--${lesson.type}${lesson.access === "open" ? "" : " is-locked"}${lesson.bestScore > 0 ? " is-done" : ""}`;
  if (lesson.access === "open") {
    return (
      <Link to={lessonPath(lesson)} className={className} data-testid={`lesson-${lesson.level}`} prefetch="intent">
        {body}
      </Link>
    );
  }
  // A link to this list with the gate named (?gate=…&lesson=…), so a click before hydration (or with no
  // JavaScript) still opens the notice, on the next page; once hydrated the notice opens in place.
  return (
    <a
      href={lessonListPath(curriculum, { gate: lesson.access, lesson: lesson.id })}
      className={className}
      data-testid={`lesson-${lesson.level}`}
      data-access={lesson.access}
      title={lesson.access === "class" ? t("assignments.classLocked") : undefined}
      onClick={(event) => {
        event.preventDefault();
        onBlocked(lesson);
      }}
    >
      {body}
    </a>
  );
}
