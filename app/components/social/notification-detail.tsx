import { Link } from "@remix-run/react";
import { Dialog } from "~/components/ui/dialog";
import { formatDateTime } from "~/core/shared/dates";
import type { Notification } from "~/core/social/notifications";
import { useTranslation } from "~/hooks/use-translation";
import { notificationText } from "~/i18n/notification-text";

/** The detail modal: the whole message, its date, Delete — for a friend request Accept / Decline, for a certificate a link to it. */
export function NotificationDetail({
  notification,
  onClose,
  onDelete,
  onAnswer,
}: {
  notification: Notification;
  onClose: () => void;
  onDelete: (n: Notification) => void;
  onAnswer: (n: Notification, accept: boolean) => void;
}) {
  const { t, language } = useTranslation();
  const { title, message } = notificationText(notification, language);
  const isRequest = notification.type === "friendRequest" && notification.value !== null;
  return (
    <Dialog open onClose={onClose} title={title} testId="notification-detail">
      <p data-testid="notification-message">{message}</p>
      <p className="muted">
        <time dateTime={new Date(notification.date).toISOString()}>{formatDateTime(notification.date, language)}</time>
      </p>
      <div className="dialog__actions">
        <button type="button" className="button button--ghost" onClick={() => onDelete(notification)} data-testid="notification-delete">
          {t("notify.delete")}
        </button>
        {isRequest ? (
          <>
            <button type="button" className="button button--ghost" onClick={() => onAnswer(notification, false)} data-testid="friend-decline">
              {t("notify.decline")}
            </button>
            <button type="button" className="button" onClick={() => onAnswer(notification, true)} data-testid="friend-accept">
              {t("notify.accept")}
            </button>
          </>
        ) : notification.type === "certificate" ? (
          <Link to="/certificate" className="button" onClick={onClose} data-testid="notification-certificate">
            {t("notify.certificate.open")}
          </Link>
        ) : (
          <button type="button" className="button" onClick={onClose}>
            {t("notify.close")}
          </button>
        )}
      </div>
    </Dialog>
  );
}
