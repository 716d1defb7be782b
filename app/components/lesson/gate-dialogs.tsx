// What a click on a lesson that cannot be opened shows (SPEC §2 lesson list, §8).
import { lazy, Suspense } from "react";
import { PaymentRequiredDialog } from "~/components/payment/payment-required-dialog";
import { Dialog } from "~/components/ui/dialog";
import type { LessonAccess } from "~/core/lessons/lessons";
import { useTranslation } from "~/hooks/use-translation";
import { useRootData } from "~/hooks/use-root-data";

// The login form (with zod and conform behind it) loads when a guest meets the gate, not with the list:
// most visitors of /lesson never see it, and it was a third of the page's first JavaScript.
const LoginForm = lazy(() => import("~/components/accounts/login-form").then((m) => ({ default: m.LoginForm })));

export type Gate = { kind: Exclude<LessonAccess, "open">; redirectTo: string } | null;

export function GateDialogs({ gate, onClose }: { gate: Gate; onClose: () => void }) {
  const { t } = useTranslation();
  const facebookEnabled = useRootData()?.facebookEnabled ?? false;
  return (
    <>
      <LockNotice open={gate?.kind === "locked"} onClose={onClose} title={t("lessons.notice")} body={t("lessons.locked")} testId="locked-notice" />
      <LockNotice
        open={gate?.kind === "class"}
        onClose={onClose}
        title={t("assignments.classLockedTitle")}
        body={t("assignments.classLocked")}
        testId="class-locked-notice"
      />
      <Dialog open={gate?.kind === "login"} onClose={onClose} title={t("lessons.loginTitle")} testId="lesson-login">
        <p className="lead">{t("lessons.loginLead")}</p>
        <Suspense fallback={<p aria-busy="true">{t("lessons.loginLoading")}</p>}>
          <LoginForm redirectTo={gate?.redirectTo ?? "/lesson"} facebookEnabled={facebookEnabled} />
        </Suspense>
      </Dialog>
      <PaymentRequiredDialog open={gate?.kind === "payment"} onClose={onClose} reason="lessons" />
    </>
  );
}

/** A lesson the learner may not open yet, and why: the level lock or the class's lock. */
function LockNotice({ open, onClose, title, body, testId }: { open: boolean; onClose: () => void; title: string; body: string; testId: string }) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onClose={onClose} title={title} testId={testId}>
      <p>{body}</p>
      <div className="dialog__actions">
        <button type="button" className="button" onClick={onClose} autoFocus>
          {t("lessons.ok")}
        </button>
      </div>
    </Dialog>
  );
}
