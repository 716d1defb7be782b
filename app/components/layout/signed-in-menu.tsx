// The top menu's part that only a signed-in learner has: the bell and the account menu. Its own chunk
// (ADR 045 §9): a guest's first load of / does not carry it; entry.client preloads it before it hydrates
// a signed-in page, so it hydrates with the rest of the menu.
import { NotificationBell } from "~/components/social/notification-bell";
import type { MenuUser } from "~/models/accounts/menu-user.server";
import { UserMenu } from "./user-menu";

export function SignedInMenu({ user, onUnread }: { user: MenuUser; onUnread: (count: number) => void }) {
  return (
    <>
      <NotificationBell onUnread={onUnread} />
      <UserMenu user={user} />
    </>
  );
}
