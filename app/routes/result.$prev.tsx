import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData, useNavigate } from "@remix-run/react";
import { useEffect, useState } from "react";
import { Stars } from "~/components/lesson/stars";
import { CURRICULA } from "~/core/lessons/curricula";
import { COUNT_UP_INTERVAL_MS, countUpValue, lessonListPath, lessonPath, offersCertificate, stageLabel } from "~/core/lessons/lessons";
import { useTranslation } from "~/hooks/use-translation";
import { loadLessonResult } from "~/models/lessons/lesson-screen.server";
import { pageTitle } from "~/utils/meta";
import styles from "~/styles/lessons.css?url";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];
export const meta: MetaFunction = (args) => pageTitle(args, "lessons.resultTitle");

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  return loadLessonResult(request, context.cloudflare.env, params.prev);
}

/** Counts up by 3 every 50 ms (SPEC §9); straight to the end when motion is reduced. */
function useCountUp(target: number) {
  const [elapsed, setElapsed] = useState(0);
  useEffect(() => {
    if (window.matchMedia?.("(prefers-reduced-motion: reduce)").matches) return setElapsed(Number.MAX_SAFE_INTEGER);
    const started = performance.now();
    const id = window.setInterval(() => {
      const ms = performance.now() - started;
      setElapsed(ms);
      if (countUpValue(target, ms) >= target) window.clearInterval(id);
    }, COUNT_UP_INTERVAL_MS);
    return () => window.clearInterval(id);
  }, [target]);
  return countUpValue(target, elapsed);
}

export default function LessonResultPage() {
  const view = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const score = useCountUp(view.score);
  const wpm = useCountUp(view.wpm);
  const accuracy = useCountUp(view.accuracy);
  const stars = Math.min(view.stars, Math.ceil(score / 40));
  const curriculum = CURRICULA[view.curriculum];
  const certificate = offersCertificate(view.level, curriculum);
  const listHref = lessonListPath(curriculum);
  const nextHref = view.next ? lessonPath(view.next) : certificate ? "/certificate" : listHref;

  // Enter goes on to the next lesson (or the certificate after the last one).
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== "Enter" || e.defaultPrevented || (e.target as HTMLElement | null)?.closest("button, a, input, textarea, select")) return;
      e.preventDefault();
      navigate(nextHref);
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [navigate, nextHref]);

  return (
    <div className="lesson-result" data-testid="lesson-result">
      <section className="card lesson-result__card">
        <h1>{t("lessons.resultTitle")}</h1>
        <p className="lesson-result__stage">
          {t("lessons.stage")} <strong data-testid="result-stage">{stageLabel(view.level)}</strong>
        </p>
        <Stars count={stars} size="large" />
        <dl className="lesson-result__figures">
          <div>
            <dt>{t("lessons.score")}</dt>
            <dd data-testid="result-score" data-final={view.score}>
              {score}
            </dd>
          </div>
          <div>
            <dt>{t("lessons.wpm")}</dt>
            <dd data-testid="result-wpm" data-final={view.wpm}>
              {wpm} <small>{t("lessons.wpmUnit")}</small>
            </dd>
          </div>
          <div>
            <dt>{t("lessons.accuracy")}</dt>
            <dd data-testid="result-accuracy" data-final={view.accuracy}>
              {accuracy}%
            </dd>
          </div>
        </dl>
        {view.guest ? (
          <p className="lesson-note" data-testid="guest-note">
            {t("lessons.guestResult")}
          </p>
        ) : view.pointsGranted > 0 ? (
          <p className="lesson-result__points" data-testid="result-points">
            {t("lessons.pointsEarned", { points: view.pointsGranted })}
          </p>
        ) : (
          <p className="lead">{t("lessons.noNewPoints")}</p>
        )}
        {!view.next && certificate ? <p className="lead">{t("lessons.allDone")}</p> : null}
        <div className="lesson-result__actions">
          {view.lesson ? (
            <Link to={lessonPath(view.lesson)} className="button button--ghost" data-testid="result-retry">
              {t("lessons.retryLesson")}
            </Link>
          ) : null}
          {certificate ? (
            <Link to="/certificate" className={view.next ? "button button--ghost" : "button"} data-testid="result-certificate">
              {t("lessons.getCertificate")}
            </Link>
          ) : null}
          {view.next ? (
            <Link to={lessonPath(view.next)} className="button" data-testid="result-next">
              {t("lessons.nextLesson")}
            </Link>
          ) : null}
          <Link to={listHref} className="link-button">
            {t("lessons.toList")}
          </Link>
        </div>
        <p className="lesson-result__hint">{t("lessons.enterHint")}</p>
      </section>
    </div>
  );
}
