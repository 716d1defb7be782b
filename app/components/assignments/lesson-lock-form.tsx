// The class's lesson lock (issue 30 §3): members cannot open lessons beyond the highest assigned one.
import { Form, useNavigation } from "@remix-run/react";
import { useTranslation } from "~/hooks/use-translation";

export function LessonLockForm({ lock }: { lock: boolean }) {
  const { t } = useTranslation();
  const busy = useNavigation().state !== "idle";
  return (
    <Form method="post" className="card stack" data-testid="lesson-lock">
      <h3>{t("teacher.assignments.lock.title")}</h3>
      <label className="checkbox">
        <input type="checkbox" name="lock" defaultChecked={lock} key={String(lock)} /> {t("teacher.assignments.lock.label")}
      </label>
      <p className="muted">{t("teacher.assignments.lock.hint")}</p>
      <div>
        <button type="submit" className="button button--ghost" name="intent" value="lock" disabled={busy}>
          {t("teacher.assignments.lock.save")}
        </button>
      </div>
    </Form>
  );
}
