// The profile's "My classes" (issue 30): each class the learner is in, its teacher, and Leave class
// (asked first in a real dialog). Leaving sets left_at: the teacher sees nothing new after it.
import { Form, Link, useNavigation } from "@remix-run/react";
import { useEffect, useState } from "react";
import { Dialog } from "~/components/ui/dialog";
import { useTranslation } from "~/hooks/use-translation";
import type { MyClass } from "~/models/classes/class-joining.server";
import { ClientButton } from "~/components/ui/client-button";

function LeaveClass({ item }: { item: MyClass }) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const [confirming, setConfirming] = useState(false);
  const action = `/profile/classes/${item.id}/leave`;
  const busy = navigation.state === "submitting" && navigation.formAction === action;
  useEffect(() => {
    if (navigation.state === "submitting") setConfirming(false);
  }, [navigation.state]);
  return (
    <>
      <ClientButton className="button button--ghost button--small" onClick={() => setConfirming(true)} disabled={busy} data-testid="leave-class">
        {t("classes.mine.leave")}
      </ClientButton>
      <Dialog open={confirming} onClose={() => setConfirming(false)} title={t("classes.mine.leaveTitle")} testId="leave-dialog">
        <p>{t("classes.mine.leaveConfirm", { name: item.name })}</p>
        <Form method="post" action={action} className="dialog__actions">
          <button type="button" className="button button--ghost" onClick={() => setConfirming(false)}>
            {t("classes.mine.cancel")}
          </button>
          <button type="submit" className="button button--danger" disabled={busy} data-testid="leave-confirm">
            {t("classes.mine.leave")}
          </button>
        </Form>
      </Dialog>
    </>
  );
}

export function MyClassesCard({ classes }: { classes: MyClass[] }) {
  const { t } = useTranslation();
  return (
    <section className="card stack" id="my-classes" data-testid="my-classes" aria-labelledby="my-classes-title">
      <h2 id="my-classes-title">{t("classes.mine.title")}</h2>
      {classes.length === 0 ? (
        <p className="muted">{t("classes.mine.empty")}</p>
      ) : (
        <ul className="my-classes">
          {classes.map((item) => (
            <li key={item.id} data-testid="my-class">
              <div>
                <strong>{item.name}</strong>
                <br />
                <span className="muted">
                  {t("classes.mine.teacher", { name: item.teacher })} · {item.school}
                </span>
              </div>
              {item.openRace ? (
                <Link to={`/class-race/${item.openRace}`} className="button button--small" data-testid="my-class-race">
                  {t("classRace.join")}
                </Link>
              ) : null}
              <LeaveClass item={item} />
            </li>
          ))}
        </ul>
      )}
      <Link to="/join">{t("classes.mine.join")}</Link>
    </section>
  );
}
