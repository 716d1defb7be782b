// The top menu's bell (SPEC §2 notifications dropdown and detail modal with delete): the unread count,
// the latest few, a detail modal with delete, mark-as-seen when opened; new ones arrive live over the
// lobby socket and are fetched again after a reload and whenever the socket (re)opens.
import { useCallback, useEffect, useId, useRef, useState } from "react";
import { Toast } from "~/components/ui/toast";
import { mergeNotification, NOTIFICATIONS_IN_DROPDOWN, unreadCount } from "~/core/social/notification-list";
import type { Notification } from "~/core/social/notifications";
import { useDismiss } from "~/hooks/use-dismiss";
import { useTranslation } from "~/hooks/use-translation";
import { notificationText } from "~/i18n/notification-text";
import { NotificationDetail } from "./notification-detail";
import { publishFriendshipChange, subscribeLobbyOpen, subscribeNotifications } from "./notification-feed";
import { socialClient } from "./social-client";
import { ClientButton } from "~/components/ui/client-button";

/** `onUnread` hears the unread count, so the collapsed phone menu's button can show it too. */
export function NotificationBell({ onUnread }: { onUnread?: (count: number) => void }) {
  const { t, language } = useTranslation();
  const [list, setList] = useState<Notification[]>([]);
  const [open, setOpen] = useState(false);
  const [detail, setDetail] = useState<Notification | null>(null);
  const [toast, setToast] = useState<string | null>(null);
  const ref = useRef<HTMLDivElement>(null);
  const listId = useId();
  const close = useCallback(() => setOpen(false), []);
  useDismiss(open, close, ref);

  useEffect(() => {
    let live = true;
    const fetchList = () =>
      void socialClient.notifications().then((answer) => {
        if (live && answer.ok) setList((now) => answer.data.data.reduce(mergeNotification, now));
      });
    fetchList();
    const unsubscribe = subscribeLobbyOpen(fetchList);
    return () => {
      live = false;
      unsubscribe();
    };
  }, []);
  useEffect(() => subscribeNotifications((n) => setList((now) => mergeNotification(now, n))), []);

  const unread = unreadCount(list);
  useEffect(() => onUnread?.(unread), [onUnread, unread]);
  const toggle = () => {
    const next = !open;
    setOpen(next);
    if (next && unread > 0) {
      setList((now) => now.map((n) => ({ ...n, seen: 1 as const })));
      void socialClient.markSeen();
    }
  };
  const remove = (n: Notification) => {
    setDetail(null);
    setList((now) => now.filter((x) => x.id !== n.id));
    void socialClient.removeNotification(n.id);
  };
  const answer = async (n: Notification, accept: boolean) => {
    setDetail(null);
    const result = await socialClient.answerFriend(n.value!, accept);
    // The server drops an answered request's notification; so does the list.
    setList((now) => now.filter((x) => x.id !== n.id));
    if (!result.ok) return;
    setToast(t(result.data.status === "declined" ? "notify.answered.declined" : "notify.answered.accepted"));
    if (result.data.status === "accepted" || result.data.status === "already") publishFriendshipChange();
  };
  const clearToast = useCallback(() => setToast(null), []);

  return (
    <div className="bell" ref={ref}>
      <ClientButton
        className="icon-button bell__button"
        aria-expanded={open}
        aria-controls={listId}
        aria-label={unread > 0 ? `${t("notify.bell")}: ${t("notify.unread", { count: unread })}` : t("notify.bell")}
        data-testid="bell"
        onClick={toggle}
      >
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
          <path
            d="M12 3a6 6 0 0 0-6 6v4l-2 3h16l-2-3V9a6 6 0 0 0-6-6Zm-2 15a2 2 0 0 0 4 0"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinejoin="round"
          />
        </svg>
        {unread > 0 ? (
          <span className="bell__count" data-testid="bell-count">
            {unread > 99 ? "99+" : unread}
          </span>
        ) : null}
      </ClientButton>
      {open ? (
        <div id={listId} className="bell__panel" data-testid="bell-panel">
          <h2 className="bell__title">{t("notify.bell")}</h2>
          {list.length === 0 ? <p className="muted">{t("notify.empty")}</p> : null}
          <ul className="bell__list">
            {list.slice(0, NOTIFICATIONS_IN_DROPDOWN).map((n) => {
              const words = notificationText(n, language);
              return (
                <li key={n.id}>
                  <button
                    type="button"
                    className="bell__item"
                    onClick={() => {
                      setDetail(n);
                      setOpen(false);
                    }}
                    data-testid={`notification-${n.id}`}
                  >
                    <strong>{words.title}</strong>
                    <span className="bell__message">{words.message}</span>
                  </button>
                </li>
              );
            })}
          </ul>
        </div>
      ) : null}
      {detail ? <NotificationDetail notification={detail} onClose={() => setDetail(null)} onDelete={remove} onAnswer={answer} /> : null}
      {toast ? <Toast tone="success" message={toast} onDone={clearToast} /> : null}
    </div>
  );
}
