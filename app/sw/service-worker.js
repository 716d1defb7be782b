// The service worker (issue 34, ADR 044), served by app/routes/sw[.]js.ts with its settings filled in:
// the build id, the pages it may keep, the parts of the site that need the line, and the offline page's
// words in both languages. Same origin, so the page's strict CSP covers it (ADR 019).
//
// - /assets (hashed), fonts, icons, lesson pictures and the default avatar: from the cache, else the network (then kept).
// - Pages on the offline list: the network first; with no answer (or none within 6 s on a thin line),
//   the copy kept at the last online visit. Never kept: redirects, errors, and every other page.
// - With no connection, a page that needs the line (rooms, prize races, payments, the exam, friends,
//   the consoles) or one never kept gets a plain page that says so, in Mongolian and English.
// - It waits to take over until no tab uses the old version, unless the page asks ("refresh"), so a
//   learner mid-lesson is never reloaded under their fingers.

const CONFIG = /** @type {any} */ ("__CONFIG__");
const ASSETS = `bichee-assets-${CONFIG.version}`;
const PAGES = `bichee-pages-${CONFIG.version}`;
const OURS = /^bichee-(assets|pages)-/;
const THIN_LINE_MS = 6_000;
/** A page kept this recently is not fetched again by a warming that is not forced. */
const FRESH_MS = 10 * 60_000;
/** @type {Map<string, number>} when each page was last kept (lost when the worker sleeps: then all are fresh-fetched) */
const keptAt = new Map();
/** The learner's progress at the last warming: a lesson kept locked, or a list's stars, are stale once it changes. */
let keptProgress = "";
/** Counts logouts: a warming begun before one stops instead of keeping the learner's pages after it. */
let forgotten = 0;

/** @param {string} path @param {string} prefix */
function under(path, prefix) {
  return prefix.endsWith("/") ? path.startsWith(prefix) : path === prefix || path.startsWith(`${prefix}/`);
}
/** @param {string} path */
const isKeptPage = (path) => CONFIG.exactPages.includes(path) || CONFIG.pagePrefixes.some((/** @type {string} */ p) => under(path, p));
/** @param {string} path */
const areaOf = (path) => Object.keys(CONFIG.areas).find((area) => CONFIG.areas[area].some((/** @type {string} */ p) => under(path, p))) ?? null;
/** @param {string} path */
const isAsset = (path) =>
  /^\/(assets|fonts|icons|images\/lessons)\//.test(path) || ["/favicon.svg", "/manifest.webmanifest", "/images/avatar-default.svg"].includes(path);

self.addEventListener("install", (event) => {
  event.waitUntil(precache());
});

async function precache() {
  const answer = await fetch("/sw-assets.json", { cache: "no-store" });
  if (!answer.ok) return;
  /** @type {string[]} */
  const files = await answer.json();
  const cache = await caches.open(ASSETS);
  // A new version downloads only what changed: a hashed /assets/ file the version before kept is the same file.
  const missing = [];
  for (const file of files) {
    const kept = file.startsWith("/assets/") ? await caches.match(file) : undefined;
    if (kept) await cache.put(file, kept);
    else missing.push(file);
  }
  await cache.addAll(missing);
}

self.addEventListener("activate", (event) => {
  event.waitUntil(
    (async () => {
      for (const name of await caches.keys()) if (OURS.test(name) && name !== ASSETS && name !== PAGES) await caches.delete(name);
      await self.clients.claim();
    })(),
  );
});

self.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.method !== "GET") return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (isAsset(url.pathname)) return event.respondWith(fromCacheFirst(request));
  // The learner's own picture shows on every kept page; it is theirs, so it goes with the pages at logout.
  if (url.pathname.startsWith("/images/avatar/")) return event.respondWith(avatar(request));
  if (request.mode === "navigate") return event.respondWith(page(event, url));
});

/** @param {Request} request */
async function fromCacheFirst(request) {
  const kept = await caches.match(request);
  if (kept) return kept;
  const answer = await fetch(request);
  if (answer.ok && answer.type === "basic") {
    const cache = await caches.open(ASSETS);
    await cache.put(request, answer.clone());
    await trim(ASSETS, CONFIG.limits.assets);
  }
  return answer;
}

/** @param {Request} request */
async function avatar(request) {
  try {
    const answer = await fetch(request);
    if (answer.ok) await (await caches.open(PAGES)).put(request, answer.clone());
    return answer;
  } catch (error) {
    const kept = await caches.match(request, { cacheName: PAGES });
    if (kept) return kept;
    throw error;
  }
}

/** @param {FetchEvent} event @param {URL} url */
async function page(event, url) {
  const keep = isKeptPage(url.pathname);
  const fromNetwork = fetch(event.request).then(async (answer) => {
    if (keep) await keepPage(event.request.url, answer.clone());
    return answer;
  });
  if (!keep) return fromNetwork.catch(() => offlinePage(url));
  const kept = await caches.match(event.request.url, { cacheName: PAGES });
  if (!kept) return fromNetwork.catch(() => offlinePage(url));
  // A thin line: the kept copy after 6 s, while the network's answer still refreshes it.
  event.waitUntil(fromNetwork.catch(() => undefined));
  const late = new Promise((resolve) => setTimeout(() => resolve(kept), THIN_LINE_MS));
  return Promise.race([fromNetwork.catch(() => kept), late]);
}

/** @param {string} url @param {Response} answer */
async function keepPage(url, answer) {
  const type = answer.headers.get("Content-Type") ?? "";
  if (!answer.ok || answer.redirected || answer.type !== "basic" || !type.startsWith("text/html")) return;
  const cache = await caches.open(PAGES);
  await cache.put(url, answer);
  keptAt.set(url, Date.now());
  await trim(PAGES, CONFIG.limits.pages);
}

/** Oldest entries go first once a cache holds more than `max`. @param {string} name @param {number} max */
async function trim(name, max) {
  const cache = await caches.open(name);
  const keys = await cache.keys();
  for (const key of keys.slice(0, Math.max(0, keys.length - max))) await cache.delete(key);
}

/** @param {string} text */
const escape = (text) => text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);

/** @param {URL} url */
function offlinePage(url) {
  const area = areaOf(url.pathname);
  const key = area ? `offline.page.${area}` : "offline.page.notKept";
  const part = (/** @type {"mn" | "en"} */ lang) => {
    const t = (/** @type {string} */ k) => escape(CONFIG.strings[lang][k]);
    return `<section lang="${lang}"><h1>${t("offline.page.title")}</h1><p class="lead">${t(key)}</p><p>${t("offline.page.body")}</p>
<p><a class="button" href="/lesson">${t("offline.page.toLessons")}</a> <a href="${escape(url.pathname + url.search)}">${t("offline.page.retry")}</a></p></section>`;
  };
  const html = `<!doctype html><html lang="mn"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(CONFIG.strings.mn["offline.page.title"])} · Бичээч</title><style>
:root{color-scheme:light dark;--bg:#f6f7f9;--text:#1b1f24;--muted:#57606a;--accent:#1a63d6;--on-accent:#fff;--card:#fff}
@media (prefers-color-scheme:dark){:root{--bg:#11151c;--text:#e6e8eb;--muted:#9aa4b2;--accent:#5b9dff;--on-accent:#0b1220;--card:#1a202a}}
body{margin:0;background:var(--bg);color:var(--text);font:16px/1.5 "Noto Sans",system-ui,sans-serif}
main{max-width:40rem;margin:8vh auto;padding:0 16px;display:grid;gap:16px}
section{background:var(--card);border-radius:12px;padding:20px 24px}h1{font-size:1.4rem;margin:0 0 8px}
.lead{font-size:1.1rem}a{color:var(--accent)}.button{display:inline-block;background:var(--accent);color:var(--on-accent);padding:8px 18px;border-radius:8px;text-decoration:none;font-weight:600;margin-right:12px}
</style></head><body><main data-testid="offline-page" data-area="${area ?? "none"}">${part("mn")}${part("en")}</main></body></html>`;
  return new Response(html, {
    status: 503,
    headers: {
      "Content-Type": "text/html; charset=utf-8",
      "Cache-Control": "no-store",
      "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
    },
  });
}

self.addEventListener("message", (event) => {
  const data = event.data ?? {};
  const reply = (/** @type {unknown} */ value) => event.ports[0]?.postMessage(value);
  if (data.type === "warm") event.waitUntil(warm(data.force === true).then(reply, () => reply(null)));
  else if (data.type === "size") event.waitUntil(size().then(reply));
  else if (data.type === "forget-user") {
    forgotten += 1;
    keptAt.clear();
    keptProgress = "";
    event.waitUntil(caches.delete(PAGES).then(() => reply(true)));
  } else if (data.type === "take-over") event.waitUntil(self.skipWaiting());
});

/**
 * Keeps the pages the server lists for this learner, and the files each one loads. Unless forced (results
 * landed, another learner) or the learner's progress changed since the last warming (a lesson kept locked
 * would stay locked), a page kept in the last ten minutes is left as it is.
 * @param {boolean} force
 */
async function warm(force) {
  const begun = forgotten;
  const answer = await fetch("/api/offline/pages", { cache: "no-store", headers: { Accept: "application/json" } });
  if (!answer.ok) return null;
  /** @type {{ pages: string[]; progress: string }} */
  const { pages, progress } = await answer.json();
  const again = force || progress !== keptProgress;
  const assets = await caches.open(ASSETS);
  for (const path of pages) {
    const url = new URL(path, self.location.origin).href;
    if (!again && Date.now() - (keptAt.get(url) ?? 0) < FRESH_MS && (await caches.match(url, { cacheName: PAGES }))) continue;
    const html = await fetch(path, { headers: { Accept: "text/html", [CONFIG.warmHeader]: "1" } }).catch(() => null);
    if (!html || forgotten !== begun) return null;
    await keepPage(url, html.clone());
    // A logout while this page was being stored: take it out again.
    if (forgotten !== begun) return caches.delete(PAGES).then(() => null);
    if (!html.ok || html.redirected) continue;
    const body = await html.text();
    for (const [, file] of body.matchAll(/(?:href|src)="(\/assets\/[^"]+)"/g)) {
      if (!(await assets.match(file))) await assets.add(file).catch(() => undefined);
    }
  }
  keptProgress = progress;
  return size();
}

async function size() {
  let bytes = 0;
  let entries = 0;
  for (const name of [ASSETS, PAGES]) {
    const cache = await caches.open(name);
    for (const key of await cache.keys()) {
      const kept = await cache.match(key);
      if (kept) bytes += (await kept.blob()).size;
      entries += 1;
    }
  }
  return { bytes, entries };
}
