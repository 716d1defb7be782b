// The localStorage key of a guest's per-key rows, on its own so the root can look for it without
// loading the rows' code (guest-key-stats.ts).
export const GUEST_KEY_STATS_STORAGE = "bichee.guestKeyStats.v1";

/** After sign-in or registration: send a guest's rows kept on this device to the account, once. */
export function syncGuestKeyStats() {
  try {
    if (!window.localStorage.getItem(GUEST_KEY_STATS_STORAGE)) return;
  } catch {
    return;
  }
  void import("./guest-key-stats").then((m) => (m.hasGuestKeyStats() ? m.sendGuestKeyStats() : undefined));
}
