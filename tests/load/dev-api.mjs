// The load tests' calls to a running server: JSON posts, bot accounts from /dev/race-bots (local and
// test only, at most 25 per call) and a bot's socket.
import WebSocket from "ws";

export async function post(base, path, body, token) {
  const res = await fetch(`${base}${path}`, {
    method: "POST",
    headers: { "Content-Type": "application/json", ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
    // A wedged server fails the call instead of holding the run for ever.
    signal: AbortSignal.timeout(60_000),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${path} → ${res.status} ${text.slice(0, 300)}`);
  return JSON.parse(text);
}

let nextBot = 0;
export async function mintBots(base, count) {
  const bots = [];
  while (bots.length < count) {
    const n = Math.min(25, count - bots.length);
    const { bots: minted } = await post(base, "/dev/race-bots", { from: nextBot, count: n });
    nextBot += n;
    bots.push(...minted);
  }
  return bots;
}

/**
 * Opens a bot's socket at `path` and resolves once the frame of type `readyType` arrives; every frame
 * (that one too) goes to `onFrame` with its arrival time.
 */
export function openSocket(base, path, token, { readyType, timeoutMs, onFrame }) {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(`${base.replace("http", "ws")}${path}`, { headers: { Authorization: `Bearer ${token}` }, perMessageDeflate: false });
    const timer = setTimeout(() => reject(new Error(`socket did not open in ${timeoutMs / 1000} s`)), timeoutMs);
    ws.on("message", (data) => {
      const msg = JSON.parse(String(data));
      if (msg.type === readyType) {
        clearTimeout(timer);
        resolve(ws);
      }
      onFrame(msg, performance.now());
    });
    ws.on("error", (error) => {
      clearTimeout(timer);
      reject(error);
    });
  });
}
