import { useState } from "react";
import type { PublicUser } from "~/core/races/protocol";
import { useTranslation } from "~/hooks/use-translation";
import { PlayerAvatar } from "./player-avatar";

/** Online friends (the lobby shows presence to friends only, ADR 016) with a name search; the host sees Invite buttons, and a marker while an invitation is out. */
export function OnlineUsers({
  users,
  canInvite,
  invited,
  onInvite,
}: {
  users: (search: string) => PublicUser[];
  canInvite: boolean;
  invited: Record<number, number>;
  onInvite: (userId: number) => void;
}) {
  const { t } = useTranslation();
  const [search, setSearch] = useState("");
  const shown = users(search);
  return (
    <section className="card" aria-labelledby="online-users-title">
      <h2 id="online-users-title">{t("room.online")}</h2>
      <input
        className="search"
        type="search"
        value={search}
        onChange={(e) => setSearch(e.target.value)}
        placeholder={t("room.search")}
        aria-label={t("room.search")}
        data-testid="online-search"
      />
      {shown.length === 0 ? <p className="muted">{t("room.noOnline")}</p> : null}
      <ul className="online-list" data-testid="online-users">
        {shown.map((u) => (
          <li key={u.id}>
            <span className="presence-dot" aria-hidden="true" />
            <PlayerAvatar image={u.image} size={28} />
            <span className="online-list__name">{u.name}</span>
            {canInvite ? (
              u.id in invited ? (
                <span className="tag tag--marker" role="status">
                  {t("room.invited")}
                </span>
              ) : (
                <button type="button" className="button button--small" onClick={() => onInvite(u.id)} data-testid={`invite-${u.id}`}>
                  {t("room.invite")}
                </button>
              )
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
