// Attempts through the real call (/api/user/upgrade-gift-race-wpm): a race with its own text and a
// keystroke log per attempt, typed by the bot at its WPM with uneven key intervals.

/** Whether the server has the call (before it exists the catch-all route answers 404, or 405 to a POST). */
export async function realCallAvailable(base) {
  const res = await fetch(`${base}/api/user/upgrade-gift-race-wpm`, { method: "POST", headers: { "Content-Type": "application/json" }, body: "{}" });
  await res.body?.cancel();
  return res.status !== 404 && res.status !== 405;
}

export async function setUpRealRace() {
  throw new Error("upgrade-gift-race-wpm is not available yet");
}

export function attemptBody() {
  throw new Error("upgrade-gift-race-wpm is not available yet");
}
