// Live news for components outside the LobbyProvider. The bell sits in the layout, above the provider
// (which lives inside the page outlet), so the provider publishes notifications here and the bell
// subscribes; on a page without the provider (an error page) the bell simply gets nothing live. The
// bell in turn tells the profile's friends card of a friendship it made (the lobby only tells the
// other side).
import type { Notification } from "~/core/social/notifications";

function feed<T>() {
  const listeners = new Set<(value: T) => void>();
  return {
    publish: (value: T) => {
      for (const listener of listeners) listener(value);
    },
    subscribe: (listener: (value: T) => void) => {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}

const notifications = feed<Notification>();
export const publishNotification = notifications.publish;
export const subscribeNotifications = notifications.subscribe;

// The lobby socket (re)opened for a signed-in learner: what was sent while it was closed (before it
// first opened, or while the line was down) never reached this page, so the bell fetches again.
const lobbyOpens = feed<void>();
export const publishLobbyOpen = lobbyOpens.publish;
export const subscribeLobbyOpen = lobbyOpens.subscribe;

const friendships = feed<void>();
export const publishFriendshipChange = friendships.publish;
export const subscribeFriendshipChanges = friendships.subscribe;
