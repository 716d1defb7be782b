// The page's side of the service worker (ADR 044): registered after the page has loaded and gone
// idle, so the first load is not slowed; asked to warm this learner's offline pages after an online
// visit; asked to forget them at logout; and watched for a new version, which takes over only when the
// learner says so (never in the middle of a lesson: see ./activity.ts).

import { captureOfflineNavigation } from "./offline-navigation";

let registration: ServiceWorkerRegistration | null = null;
let updateReady = false;
const listeners = new Set<() => void>();

export function subscribeUpdate(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
export const isUpdateReady = () => updateReady;

function markUpdate(worker: ServiceWorker | null) {
  // The first worker of a device is no update: nothing controlled the page before it.
  if (!worker || !navigator.serviceWorker.controller) return;
  updateReady = true;
  for (const listener of listeners) listener();
}

function whenIdle(work: () => void) {
  const start = () => ("requestIdleCallback" in window ? window.requestIdleCallback(work, { timeout: 5_000 }) : setTimeout(work, 1_000));
  if (document.readyState === "complete") start();
  else window.addEventListener("load", start, { once: true });
}

let started = false;

export function startServiceWorker(): void {
  if (started || !("serviceWorker" in navigator)) return;
  started = true;
  captureOfflineNavigation();
  whenIdle(() => void register());
}

async function register() {
  registration = await navigator.serviceWorker.register("/sw.js", { scope: "/", updateViaCache: "none" }).catch(() => null);
  if (!registration) return;
  if (registration.waiting) markUpdate(registration.waiting);
  registration.addEventListener("updatefound", () => {
    const installing = registration?.installing;
    installing?.addEventListener("statechange", () => {
      if (installing.state === "installed") markUpdate(installing);
    });
  });
  // From here a new version is noticed (tests wait for this mark before they bring one).
  document.documentElement.dataset.updateWatch = "";
}

/** Looks for a new deploy (each page visit does; the browser also checks on navigation). */
export function checkForUpdate(): void {
  void registration?.update().catch(() => undefined);
}

/** The learner chose to refresh: the waiting worker takes over, then the page reloads once. */
export function applyUpdate(): void {
  const waiting = registration?.waiting;
  if (!waiting) return window.location.reload();
  navigator.serviceWorker.addEventListener("controllerchange", () => window.location.reload(), { once: true });
  waiting.postMessage({ type: "take-over" });
}

function ask<T>(message: { type: string; force?: boolean }): Promise<T | null> {
  return navigator.serviceWorker.ready.then(
    (ready) =>
      new Promise<T | null>((resolve) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = (event) => resolve(event.data as T | null);
        ready.active?.postMessage(message, [channel.port2]);
        if (!ready.active) resolve(null);
      }),
  );
}

export interface CacheSize {
  bytes: number;
  entries: number;
}

/**
 * Keeps a signed-in learner's offline pages fresh: at each online visit (the worker skips pages it kept
 * in the last ten minutes) and, forced, when results land or the learner changes. A guest's device keeps
 * only the pages the guest opens: a warming is up to ~50 page renders, too many for every passer-by.
 */
export async function warmOfflinePages(force = false): Promise<CacheSize | null> {
  if (!("serviceWorker" in navigator) || navigator.onLine === false) return null;
  const size = await ask<CacheSize>({ type: "warm", force });
  // Tests and the figures in ADR 044 wait for this mark: the learner's pages are kept from here on.
  if (size) document.documentElement.dataset.offlineReady = String(size.bytes);
  return size;
}

export function offlineCacheSize(): Promise<CacheSize | null> {
  return "serviceWorker" in navigator ? ask<CacheSize>({ type: "size" }) : Promise.resolve(null);
}

/** Logout: the pages kept for this learner (their lists, stars, names) are dropped. */
export async function forgetOfflinePages(): Promise<void> {
  if (!("serviceWorker" in navigator) || !navigator.serviceWorker.controller) return;
  await ask<boolean>({ type: "forget-user" });
}
