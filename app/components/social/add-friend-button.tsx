import { useState } from "react";
import type { AddFriendStatus } from "~/core/social/social-api";
import { useCurrentUser } from "~/hooks/use-current-user";
import { useTranslation } from "~/hooks/use-translation";
import { socialClient } from "./social-client";
import { ClientButton } from "~/components/ui/client-button";

/**
 * "Add friend" beside another learner (a room's player row, a race result row, a prize board row).
 * Nothing for guests or for yourself; after the click it says what happened (sent, pending, friends).
 */
export function AddFriendButton({ userId, name }: { userId: number; name: string }) {
  const me = useCurrentUser();
  const { t } = useTranslation();
  const [status, setStatus] = useState<AddFriendStatus | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  if (!me || me.id === userId) return null;
  if (status) {
    return (
      <span className="friend-status" role="status" data-testid={`friend-status-${userId}`}>
        {t(`friends.status.${status}`)}
      </span>
    );
  }
  const add = async () => {
    setBusy(true);
    const answer = await socialClient.addFriend(userId);
    setBusy(false);
    if (answer.ok) setStatus(answer.data.status);
    else setError(answer.message ?? t("friends.error.failed"));
  };
  return (
    <>
      <ClientButton
        className="button button--ghost friend-add"
        onClick={add}
        disabled={busy}
        aria-label={`${t("friends.add")}: ${name}`}
        data-testid={`add-friend-${userId}`}
      >
        {t("friends.add")}
      </ClientButton>
      {error ? (
        <span className="friend-error" role="alert">
          {error}
        </span>
      ) : null}
    </>
  );
}
