// Live notifications from the lobby socket to the top menu's bell. The bell sits in the layout, above
// the LobbyProvider (which lives inside the page outlet), so the provider publishes here and the bell
// subscribes; on a page without the provider (an error page) the bell simply gets nothing live.
import type { Notification } from "~/core/social/notifications";

type Listener = (notification: Notification) => void;
const listeners = new Set<Listener>();

export function publishNotification(notification: Notification): void {
  for (const listener of listeners) listener(notification);
}

export function subscribeNotifications(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

// A friendship this learner made themselves from the bell (accepting a request): the profile's friends
// card hears it here, since the lobby only tells the other side.
const friendshipListeners = new Set<() => void>();

export function publishFriendshipChange(): void {
  for (const listener of friendshipListeners) listener();
}

export function subscribeFriendshipChanges(listener: () => void): () => void {
  friendshipListeners.add(listener);
  return () => {
    friendshipListeners.delete(listener);
  };
}
