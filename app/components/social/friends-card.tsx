// The profile's friends (SPEC §2 Profile: online friends with presence dots; lists at most 700 px
// high): each friend with a dot that changes live (the lobby sends onlineUser / offlineUser only to
// friends), Invite for an online friend (402 → /text, SPEC §6), Remove, and Add by id.
import { useNavigate } from "@remix-run/react";
import { useCallback, useEffect, useState, type FormEvent } from "react";
import { useLobby } from "~/components/races/lobby-provider";
import { AddFriendRequestSchema, type Friend } from "~/core/social/social-api";
import { useTranslation } from "~/hooks/use-translation";
import { paymentRequiredTarget } from "~/utils/payment-required";
import { PlayerAvatar } from "../races/player-avatar";
import { subscribeFriendshipChanges } from "./notification-feed";
import { socialClient } from "./social-client";
import { ClientButton } from "~/components/ui/client-button";

export function FriendsCard({ initial }: { initial: Friend[] }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { lobby, status, lastNotification } = useLobby();
  const [friends, setFriends] = useState(initial);
  const [message, setMessage] = useState<{ tone: "ok" | "error"; text: string } | null>(null);
  const [idText, setIdText] = useState("");

  const reload = useCallback(() => void socialClient.friends().then((answer) => answer.ok && setFriends(answer.data.data)), []);
  // A friendship that began elsewhere (my request accepted, or accepted from the bell) joins the list.
  useEffect(() => {
    if (lastNotification?.type === "friendAccepted" || lastNotification?.type === "friendRequest") reload();
  }, [lastNotification, reload]);
  useEffect(() => subscribeFriendshipChanges(reload), [reload]);
  const onlineNow = new Set(lobby.online.map((u) => u.id));
  const isOnline = (f: Friend) => (status === "open" ? onlineNow.has(f.id) : f.online === 1);
  // Online friends first, then by name.
  const shown = [...friends].sort((a, b) => Number(isOnline(b)) - Number(isOnline(a)) || a.name.localeCompare(b.name));

  const invite = async (f: Friend) => {
    const answer = await socialClient.inviteFriend(f.id);
    if (answer.ok) return navigate(`/room?roomId=${encodeURIComponent(answer.data.roomId)}`);
    const target = paymentRequiredTarget("profile");
    if (answer.paymentRequired && target !== "modal") return navigate(target);
    setMessage({ tone: "error", text: answer.message ?? t("friends.error.failed") });
  };
  const remove = async (f: Friend) => {
    const answer = await socialClient.removeFriend(f.id);
    if (answer.ok) setFriends((now) => now.filter((x) => x.id !== f.id));
  };
  const add = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = AddFriendRequestSchema.safeParse({ userId: idText.trim() });
    if (!parsed.success) return setMessage({ tone: "error", text: t("friends.error.badId") });
    const answer = await socialClient.addFriend(parsed.data.userId);
    if (!answer.ok) return setMessage({ tone: "error", text: answer.message ?? t("friends.error.failed") });
    setMessage({ tone: "ok", text: t(`friends.status.${answer.data.status}`) });
    setIdText("");
    if (answer.data.status === "accepted") reload();
  };

  return (
    <section className="card" aria-labelledby="friends-title" data-testid="friends-card">
      <h2 id="friends-title">{t("friends.title")}</h2>
      {shown.length === 0 ? <p className="muted">{t("friends.none")}</p> : null}
      <ul className="friends-list scroll-list" data-testid="friends-list">
        {shown.map((f) => {
          const online = isOnline(f);
          return (
            <li key={f.id} data-testid={`friend-${f.id}`} data-online={online ? "1" : "0"}>
              <span
                className={online ? "dot dot--online" : "dot"}
                role="img"
                aria-label={t(online ? "friends.online" : "friends.offline")}
                data-testid="presence-dot"
              />
              <PlayerAvatar image={f.image} size={32} />
              <span className="friends-list__name">
                {f.name} <span className="muted">#{f.id}</span>
              </span>
              {online ? (
                <ClientButton className="button friend-add" onClick={() => invite(f)} data-testid={`invite-friend-${f.id}`}>
                  {t("friends.invite")}
                </ClientButton>
              ) : null}
              <ClientButton className="button button--ghost friend-add" onClick={() => remove(f)} data-testid={`remove-friend-${f.id}`}>
                {t("friends.remove")}
              </ClientButton>
            </li>
          );
        })}
      </ul>
      <form className="friends-add" onSubmit={add} noValidate>
        <label htmlFor="friend-id">{t("friends.addById")}</label>
        <div className="friends-add__row">
          <input
            id="friend-id"
            inputMode="numeric"
            autoComplete="off"
            value={idText}
            onChange={(e) => setIdText(e.target.value)}
            placeholder={t("friends.idLabel")}
            data-testid="friend-id"
          />
          <button type="submit" className="button" data-testid="friend-add">
            {t("friends.add")}
          </button>
        </div>
        {message ? (
          <p
            className={message.tone === "ok" ? "friends-add__ok" : "friend-error"}
            role={message.tone === "ok" ? "status" : "alert"}
            data-testid="friend-add-message"
          >
            {message.text}
          </p>
        ) : null}
      </form>
    </section>
  );
}
