// 'Цаг дууслаа!' — the time-up modal with WPM, CPM and accuracy, and OK.
import { Link } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { Dialog } from "~/components/ui/dialog";
import type { TestFigures } from "~/core/typing/typing-engine";
import { useTranslation } from "~/hooks/use-translation";
import type { SaveState } from "./save-result";

const KEY_GRACE_MS = 700;

export function ResultDialog({ figures, save, loggedIn, onClose }: { figures: TestFigures | null; save: SaveState; loggedIn: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const ok = useRef<HTMLButtonElement>(null);
  // Keys still flying when the time runs out must not press OK (a space would): swallow keys for a
  // moment, then put focus on OK so Enter confirms.
  useEffect(() => {
    if (!figures) return;
    const swallow = (event: KeyboardEvent) => {
      event.preventDefault();
      event.stopPropagation();
    };
    const types = ["keydown", "keypress", "keyup"] as const;
    for (const type of types) window.addEventListener(type, swallow, true);
    const release = () => {
      for (const type of types) window.removeEventListener(type, swallow, true);
    };
    const timer = setTimeout(() => {
      release();
      ok.current?.focus();
    }, KEY_GRACE_MS);
    return () => {
      clearTimeout(timer);
      release();
    };
  }, [figures]);
  return (
    <Dialog open={figures !== null} onClose={onClose} title={t("typing.modal.title")} testId="result-dialog">
      {figures && (
        <div className="tt-result">
          <dl className="tt-result__figures">
            <div>
              <dt>{t("typing.wpm")}</dt>
              <dd data-testid="result-wpm">{figures.wpm}</dd>
            </div>
            <div>
              <dt>{t("typing.cpm")}</dt>
              <dd data-testid="result-cpm">{figures.cpm}</dd>
            </div>
            <div>
              <dt>{t("typing.accuracy")}</dt>
              <dd data-testid="result-accuracy">{figures.accuracy}%</dd>
            </div>
          </dl>
          {loggedIn ? (
            <p className={save.kind === "failed" || save.kind === "refused" ? "tt-alert is-error" : "tt-alert is-ok"} role="status" data-testid="save-status">
              {save.kind === "saving" && t("typing.saving")}
              {save.kind === "saved" && (save.counted ? t("typing.saved", { points: 1 }) : t("typing.savedAgain"))}
              {save.kind === "refused" && t("typing.refused")}
              {save.kind === "failed" && t("typing.saveFailed")}
              {save.kind === "queued" && t("offline.queued")}
            </p>
          ) : (
            <p className="tt-result__guest">
              {t("typing.guestModal")} <Link to="/register">{t("typing.guestPromptLink")}</Link>
            </p>
          )}
          <div className="tt-result__actions">
            <button type="button" className="button" onClick={onClose} data-testid="result-ok" ref={ok}>
              {t("typing.modal.ok")}
            </button>
          </div>
        </div>
      )}
    </Dialog>
  );
}
