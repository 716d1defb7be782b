// The join page's content (issue 30): the class, its teacher, exactly what the teacher will see, and
// "I agree, join" — or why the learner cannot (already a member, class full, own class, no such code).
import { Form, Link, useNavigation } from "@remix-run/react";
import type { JoinState } from "~/core/classes/membership";
import { useTranslation } from "~/hooks/use-translation";

export type JoinView =
  | { kind: "notFound" }
  | { kind: "limited"; minutes: number }
  | {
      kind: "class";
      state: JoinState;
      joinedNow: boolean;
      name: string;
      grade: number;
      school: string;
      teacher: string;
      members: number;
      limit: number;
      /** The class race a member can open now (issue 31), if the teacher has one open. */
      openRace?: string | null;
    };

function Missing({ view }: { view: Extract<JoinView, { kind: "notFound" | "limited" }> }) {
  const { t } = useTranslation();
  return (
    <section className="card stack join-page" data-testid="join-missing">
      <h1>{view.kind === "limited" ? t("classes.join.title") : t("classes.join.notFoundTitle")}</h1>
      <p className="form-error" role="alert">
        {view.kind === "limited" ? t("classes.join.limited", { minutes: view.minutes }) : t("classes.join.notFound")}
      </p>
      <Link to="/join" className="button">
        {t("classes.join.tryAgain")}
      </Link>
    </section>
  );
}

export function JoinClassView({ view }: { view: JoinView }) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  if (view.kind !== "class") return <Missing view={view} />;
  return (
    <section className="card stack join-page" data-testid="join-class" data-state={view.state}>
      <h1>{view.name}</h1>
      <dl className="join-facts">
        <div>
          <dt>{t("classes.join.school")}</dt>
          <dd>
            {view.school} · {t("classes.join.grade", { grade: view.grade })}
          </dd>
        </div>
        <div>
          <dt>{t("classes.join.teacher")}</dt>
          <dd data-testid="join-teacher">{view.teacher}</dd>
        </div>
        <div>
          <dt>{t("classes.join.members")}</dt>
          <dd>{t("classes.join.membersCount", { count: view.members, limit: view.limit })}</dd>
        </div>
      </dl>
      {view.state === "member" ? (
        <>
          <p className="notice" role="status" data-testid="join-done">
            {view.joinedNow ? t("classes.join.joined", { name: view.name }) : t("classes.join.member")}
          </p>
          <div className="join-actions">
            {view.openRace ? (
              <Link to={`/class-race/${view.openRace}`} className="button" data-testid="join-class-race">
                {t("classRace.join")}
              </Link>
            ) : null}
            <Link to="/lesson" className={view.openRace ? "button button--ghost" : "button"}>
              {t("classes.join.toLessons")}
            </Link>
            <Link to="/profile#my-classes-title">{t("classes.join.toProfile")}</Link>
          </div>
        </>
      ) : view.state === "full" ? (
        <p className="form-error" role="alert" data-testid="join-full">
          {t("classes.join.full", { limit: view.limit })}
        </p>
      ) : view.state === "own" ? (
        <p className="notice" role="status">
          {t("classes.join.own")}
        </p>
      ) : (
        <>
          <h2>{t("classes.join.seesTitle")}</h2>
          <ul className="join-sees">
            <li>{t("classes.join.seesName")}</li>
            <li>{t("classes.join.seesResults")}</li>
            <li>{t("classes.join.seesActivity")}</li>
          </ul>
          <p className="join-never">{t("classes.join.neverSees")}</p>
          <p className="muted">{t("classes.join.leaveAnytime")}</p>
          <p>
            <Link to="/privacy">{t("classes.join.privacy")}</Link>
          </p>
          <Form method="post" className="join-actions">
            <button type="submit" name="intent" value="join" className="button" disabled={navigation.state !== "idle"} data-testid="join-agree">
              {t("classes.join.agree")}
            </button>
          </Form>
        </>
      )}
    </section>
  );
}
