// The local runtime dies in the middle of a race and comes back (issue 20 §5, ADR 021): the players'
// pages reconnect on their own, the room (players, progress, clock) is back, the race ends and D1
// holds one result per player; a prize-race attempt typed across the restart is recorded once.
import type { Browser, Page, WebSocket } from "@playwright/test";
import { expect, test } from "../e2e/csp-guard";
import { befriend, learnerAddress, loginAs, runSql, screenshot, uniqueEmail, userIdOf, waitForHydration } from "../e2e/helpers";
import { killRuntime, queryD1, startRuntime, stopRuntime } from "./runtime";

test.beforeAll(async () => {
  test.setTimeout(120_000);
  await startRuntime();
});
test.afterAll(stopRuntime);

/**
 * The room's text: 30 words (180 characters), so the test types for seconds, not minutes, and the
 * progress a crash loses (20 words, 120 characters) is more than one burst of the room's pace.
 */
const RACE_WORDS = [
  "сайн",
  "байна",
  "уу",
  "бид",
  "өнөөдөр",
  "хурдан",
  "бичиж",
  "сурна",
  "гэрт",
  "ном",
  "уншина",
  "мөн",
  "хичээлээ",
  "хийнэ",
  "тэгээд",
  "найзтайгаа",
  "гадаа",
  "тоглоно",
  "орой",
  "хоол",
  "идээд",
  "унтана",
  "маргааш",
  "дахин",
  "сургуульдаа",
  "явна",
  "багш",
  "бидэнд",
  "шинэ",
  "зүйл",
];
const KILL_AFTER = 20;

/** The room page's notice while its socket is down ("race.reconnecting"). */
const RECONNECTING = "Холболт тасарлаа. Дахин холбогдож байна…";

/** Two new learners with paid plans (rooms need one, ADR 016), each logged in in a browser of their own. */
async function players(browser: Browser, names: [string, string], landings: [string, string]) {
  const accounts = await Promise.all(
    names.map(async (name) => {
      const page = await (await browser.newContext()).newPage();
      const email = uniqueEmail("restart");
      const password = "Restart-pass-" + Math.floor(Math.random() * 1e9);
      const res = await page.request.post("/api/user/register", { data: { name, email, password }, headers: learnerAddress() });
      expect(res.ok()).toBe(true);
      return { page, email, password };
    }),
  );
  // One database call for both plans and this test's race text (each call starts wrangler's CLI).
  runSql(
    `UPDATE users SET end_at = ${Date.now() + 86_400_000} WHERE email IN ('${accounts[0].email}', '${accounts[1].email}');` +
      ` UPDATE texts SET retired_at = ${Date.now()} WHERE language = 'mn' AND level IN ('middle', 'begin');` +
      // A retry of the test finds its text from the first try (retired above): it is taken back into use.
      ` INSERT INTO texts (level, language, body) VALUES ('middle', 'mn', '${RACE_WORDS.join(" ")}') ON CONFLICT(body) DO UPDATE SET retired_at = NULL`,
  );
  await Promise.all(accounts.map(({ page, email, password }, i) => loginAs(page, email, password, landings[i])));
  return accounts.map((a) => a.page);
}

/** Every room frame this page receives, parsed, across reconnects (each new socket is watched too). */
function roomFrames(page: Page) {
  const frames: { type: string; [key: string]: unknown }[] = [];
  let sockets = 0;
  page.on("websocket", (ws: WebSocket) => {
    if (!ws.url().includes("/ws/room/")) return;
    sockets++;
    ws.on("framereceived", ({ payload }) => {
      if (typeof payload === "string") frames.push(JSON.parse(payload) as { type: string });
    });
  });
  return { frames, sockets: () => sockets };
}

async function typeWords(page: Page, words: readonly string[], last: boolean) {
  const input = page.getByTestId("race-input");
  await input.focus();
  for (let i = 0; i < words.length; i++) {
    await page.keyboard.type(words[i], { delay: 55 });
    if (i < words.length - 1 || !last) await page.keyboard.press("Space");
  }
}

const lanePercent = (page: Page, userId: number) => page.getByTestId(`lane-${userId}`).getByTestId("lane-percent");
const percentOf = async (page: Page, userId: number) => Number((await lanePercent(page, userId).textContent())!.replace("%", ""));

test("two players keep racing across a runtime crash: they reconnect, the room is back, one result each", async ({ browser }) => {
  test.setTimeout(180_000);
  const [host, guest] = await players(browser, ["Дархан Хост", "Сэргэлэн Зочин"], ["/races", "/"]);
  await befriend(host, guest);
  const [hostId, guestId] = [await userIdOf(host), await userIdOf(guest)];

  const created = await host.request.post("/api/room/create-room", { data: { language: "mn" } });
  const { roomId } = (await created.json()) as { roomId: string };
  await host.goto(`/room?roomId=${roomId}`);
  await waitForHydration(host);
  const guestRow = host.getByTestId("online-users").locator("li", { hasText: "Сэргэлэн Зочин" });
  await guestRow.getByRole("button", { name: "Урих" }).click();
  await guest.getByTestId("invitation-accept").click();
  await guest.waitForURL(/\/room\?roomId=/);
  await expect(host.getByTestId("room-count")).toHaveText("2 / 5");

  const hostFrames = roomFrames(host);
  const guestFrames = roomFrames(guest);
  await host.getByTestId("start-race").click();
  await Promise.all([host.waitForURL(`**/race/${roomId}`), guest.waitForURL(`**/race/${roomId}`)]);
  const { text } = (await (await host.request.post("/api/text/selected-text", { data: { roomId } })).json()) as { text: string };
  expect(text).toBe(RACE_WORDS.join(" "));
  const words = RACE_WORDS;
  const half = KILL_AFTER;
  // The race page's socket gets the running room: its clock is what must survive.
  const racing = () =>
    hostFrames.frames.find((f) => f.type === "roomState" && (f.room as { status: string }).status === "racing") as
      { room: { startsAt: number; deadline: number } } | undefined;
  await expect.poll(racing).toBeTruthy();
  const { startsAt, deadline } = racing()!.room;

  // Both type 20 words; each sees the other's lane move.
  await Promise.all([host, guest].map((page) => expect(page.getByTestId("race-input")).toBeEnabled({ timeout: 15_000 })));
  await Promise.all([typeWords(host, words.slice(0, half), false), typeWords(guest, words.slice(0, half), false)]);
  await expect(lanePercent(host, guestId)).not.toHaveText("0%");
  await expect(lanePercent(guest, hostId)).not.toHaveText("0%");
  // Progress reaches the other lane on the room's next 100-ms tick (ADR 042): wait until each sees the
  // other where that one sees itself, so "before" is what the room had sent, not a frame still on its way.
  await expect.poll(async () => (await percentOf(host, guestId)) === (await percentOf(guest, guestId))).toBe(true);
  await expect.poll(async () => (await percentOf(guest, hostId)) === (await percentOf(host, hostId))).toBe(true);
  const before = { hostSeesGuest: await percentOf(host, guestId), guestSeesHost: await percentOf(guest, hostId) };

  // The crash: both pages notice the dead socket and say so.
  const t0 = Date.now();
  const { workerd } = await killRuntime();
  expect(workerd.length).toBeGreaterThan(0);
  await expect(host.getByText(RECONNECTING)).toBeVisible();
  await expect(guest.getByText(RECONNECTING)).toBeVisible();
  await screenshot(host, "restart-race-runtime-down");
  const socketsBefore = [hostFrames.sockets(), guestFrames.sockets()];

  const t1 = Date.now();
  await startRuntime();
  console.log(`restart: killed in ${t1 - t0} ms, up again in ${Date.now() - t1} ms`);
  // Nobody reloads: partysocket opens a new socket by itself and the room hands back its state.
  await expect(host.getByText(RECONNECTING)).toBeHidden({ timeout: 30_000 });
  await expect(guest.getByText(RECONNECTING)).toBeHidden({ timeout: 30_000 });
  // (partysocket tried again while the runtime was down: those sockets never opened.)
  expect(hostFrames.sockets()).toBeGreaterThan(socketsBefore[0]);
  expect(guestFrames.sockets()).toBeGreaterThan(socketsBefore[1]);
  for (const { frames } of [hostFrames, guestFrames]) {
    const back = frames.filter((f) => f.type === "roomState").at(-1) as unknown as {
      room: { status: string; startsAt: number; deadline: number; players: { id: number }[] };
    };
    expect(back.room).toMatchObject({ status: "racing", startsAt, deadline });
    expect(back.room.players.map((p) => p.id).sort()).toEqual([hostId, guestId].sort());
  }
  // The progress the room had written is back (words typed in the last 2 s before a crash may be
  // lost, ADR 021); the next word carries the whole count and repairs it.
  expect(await percentOf(host, guestId)).toBeLessThanOrEqual(before.hostSeesGuest);
  expect(await percentOf(guest, hostId)).toBeLessThanOrEqual(before.guestSeesHost);

  await screenshot(host, "restart-race-reconnected");
  // The rest: the guest first, so the places are known.
  await typeWords(guest, words.slice(half), true);
  await expect(lanePercent(host, guestId)).toHaveText("100%");
  await typeWords(host, words.slice(half), true);
  for (const page of [host, guest]) {
    await expect(page.getByTestId("race-over-modal")).toBeVisible({ timeout: 15_000 });
    await expect(page.getByTestId("race-over-modal")).toContainText("Бүх тоглогч барианд орлоо.");
  }
  const places = await guest.getByTestId("race-results").locator("tbody tr").allTextContents();
  expect(places[0]).toMatch(/^1.*Сэргэлэн Зочин/);
  expect(places[1]).toMatch(/^2.*Дархан Хост/);

  // D1: exactly one result per player, and the room's row says finished (within its deadline).
  const rows = queryD1<{ user_id: number; place: number; percent: number }>(
    `SELECT user_id, place, percent FROM room_results WHERE room_id = '${roomId}' ORDER BY place`,
  );
  expect(rows).toEqual([
    { user_id: guestId, place: 1, percent: 100 },
    { user_id: hostId, place: 2, percent: 100 },
  ]);
  const [room] = queryD1<{ status: string; ended_at: number }>(`SELECT status, ended_at FROM rooms WHERE id = '${roomId}'`);
  expect(room.status).toBe("finished");
  expect(room.ended_at).toBeLessThanOrEqual(deadline);
});

const RACER = { email: "racer3@bichee.mn", password: "Bichee-racer-2026", name: "Тэмүүлэн Ганаа" };
const OPEN_RACE = 9001;

test("a prize-race attempt typed across a runtime crash is recorded once and reaches the live board", async ({ page, browser }) => {
  // A learner whose tests proved 100 WPM: a result near it counts at once (faster ones wait for a challenge, ADR 033).
  queryD1(`UPDATE users SET record_wpm = 100 WHERE email = '${RACER.email}'`);
  const textAnswer = page.waitForResponse((r) => r.url().endsWith("/api/text/active-ranking-text"));
  await loginAs(page, RACER.email, RACER.password, `/ranking/${OPEN_RACE}`);
  const { data } = (await (await textAnswer).json()) as { data: { text: { text: string } } };
  const text = data.text.text;
  const viewer = await (await browser.newContext()).newPage();
  await viewer.goto(`/ranking/${OPEN_RACE}`);
  const boards = [page, viewer].map((p) => p.getByTestId("prize-live-board"));
  for (const board of boards) await expect(board.getByRole("status")).toHaveText("Шууд");
  await expect(boards[1]).not.toContainText(RACER.name);
  await waitForHydration(page);

  // Half the text, then the runtime dies under the learner's hands: the boards say they reconnect.
  const cut = Math.floor(text.length / 2);
  await page.getByTestId("typing-input").focus();
  await page.keyboard.type(text.slice(0, cut), { delay: 110 });
  await killRuntime();
  for (const board of boards) await expect(board.getByRole("status")).toHaveText("Холбогдож байна…");
  await screenshot(page, "restart-prize-runtime-down");
  await startRuntime();
  for (const board of boards) await expect(board.getByRole("status")).toHaveText("Шууд", { timeout: 30_000 });

  // The rest of the attempt: saved once, +5 once, on both boards without a reload.
  const saved = page.waitForResponse((r) => r.url().endsWith("/api/user/upgrade-gift-race-wpm"));
  await page.keyboard.type(text.slice(cut), { delay: 110 });
  expect((await saved).status()).toBe(200);
  await expect(page.getByTestId("prize-finish")).toContainText("+5 оноо нэмэгдлээ.");
  for (const board of boards) await expect(board).toContainText(RACER.name);

  const [racer] = queryD1<{ id: number }>(`SELECT id FROM users WHERE email = '${RACER.email}'`);
  expect(queryD1(`SELECT attempts FROM prize_race_results WHERE race_id = ${OPEN_RACE} AND user_id = ${racer.id}`)).toEqual([{ attempts: 1 }]);
  expect(queryD1(`SELECT points FROM point_grants WHERE source = 'prize' AND source_id = '${OPEN_RACE}' AND user_id = ${racer.id}`)).toEqual([{ points: 5 }]);
});
