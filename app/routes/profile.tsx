import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { useState } from "react";
import { ProfileNav } from "~/components/accounts/profile-nav";
import { OpenAssignments, assignmentLinks } from "~/components/assignments/open-assignments";
import { RaceHistory } from "~/components/accounts/race-history";
import { keyboardLinks } from "~/components/keyboard/styles";
import { ProfileKeyStats } from "~/components/keys/profile-key-stats";
import { FriendsCard } from "~/components/social/friends-card";
import { ClassModeProfile } from "~/components/classes/class-mode-profile";
import { classModeProfile } from "~/models/classes/class-mode-profile.server";
import { createDb } from "~/db/client.server";
import { readKeyStats } from "~/models/typing/key-stats.server";
import { useTranslation } from "~/hooks/use-translation";
import { formatNumber } from "~/i18n";
import { getProfile } from "~/models/accounts/profile.server";
import { openAssignmentsFor } from "~/models/classes/student-assignments.server";
import { requireUser } from "~/utils/auth.server";
import { pageTitle } from "~/utils/meta";
import styles from "~/styles/accounts.css?url";
import { ClientButton } from "~/components/ui/client-button";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }, ...keyboardLinks(), ...assignmentLinks()];
export const meta: MetaFunction = (args) => pageTitle(args, "profile.title");

export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireUser(request, context.cloudflare.env);
  const db = createDb(context.cloudflare.env.DB);
  const [profile, keys, assignments, classMode] = await Promise.all([
    getProfile(context.cloudflare.env, user),
    readKeyStats(db, user.id, "mn"),
    openAssignmentsFor(db, user.id),
    classModeProfile(db, user),
  ]);
  return { ...profile, keyStats: { layout: "mn" as const, keys }, assignments, classMode };
}

export default function ProfilePage() {
  const profile = useLoaderData<typeof loader>();
  const { t, language } = useTranslation();
  const [tab, setTab] = useState<"online" | "prize">("online");
  const { user, rank } = profile;
  return (
    <div className="profile-layout">
      <ProfileNav />
      <div className="stack">
        <OpenAssignments assignments={profile.assignments} />
        <section className="card" data-testid="profile-card">
          <div className="profile-head">
            <img src={user.image} alt="" className="avatar" width={88} height={88} />
            <div>
              <h1>{user.name}</h1>
              <p className="rank-cell">
                <img src={rank.image} alt="" width={28} height={28} />
                {language === "mn" ? rank.nameMn : rank.nameEn}
              </p>
            </div>
          </div>
          <dl className="facts">
            <div>
              <dt>{t("profile.id")}</dt>
              <dd>{user.id}</dd>
            </div>
            <div>
              <dt>{t("profile.email")}</dt>
              <dd>{user.email ?? t("profile.classAccountEmail")}</dd>
            </div>
            {user.username ? (
              <div>
                <dt>{t("profile.username")}</dt>
                <dd>{user.username}</dd>
              </div>
            ) : null}
            <div>
              <dt>{t("profile.phone")}</dt>
              <dd data-testid="profile-phone">{user.phone ?? t("profile.noPhone")}</dd>
            </div>
            <div>
              <dt>{t("profile.points")}</dt>
              <dd>{formatNumber(user.points, language)}</dd>
            </div>
            <div>
              <dt>{t("profile.avgWpm")}</dt>
              <dd>{t("profile.wpmUnit", { wpm: user.avgWpm })}</dd>
            </div>
          </dl>
        </section>
        <section className="card">
          <div className="tabs" role="tablist">
            {(["online", "prize"] as const).map((id) => (
              <ClientButton key={id} role="tab" id={`tab-${id}`} aria-selected={tab === id} aria-controls="panel-races" onClick={() => setTab(id)}>
                {t(id === "online" ? "profile.onlineRaces" : "profile.prizeRaces")}
              </ClientButton>
            ))}
          </div>
          <div id="panel-races" role="tabpanel" aria-labelledby={tab === "online" ? "tab-online" : "tab-prize"} className="scroll-list">
            <RaceHistory tab={tab} onlineRaces={profile.onlineRaces} prizeRaces={profile.prizeRaces} />
          </div>
        </section>
        <ProfileKeyStats initial={profile.keyStats} />
        <FriendsCard initial={profile.friends} />
        <ClassModeProfile data={profile.classMode} phone={user.phone} />
      </div>
    </div>
  );
}
