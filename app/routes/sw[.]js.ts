// GET /sw.js: the service worker (app/sw/service-worker.js, ADR 044) with its settings filled in. A
// Worker route rather than a static file, so each deploy's worker carries its build id (a new id is a
// new worker: browsers compare the script byte by byte) and one copy of the page lists and strings.
import { buildId } from "~/build-id";
import { OFFLINE_EXACT_PAGES, OFFLINE_PAGE_PREFIXES, OFFLINE_WARM_HEADER, ONLINE_ONLY_AREAS } from "~/core/offline/offline-pages";
import { offlineEn } from "~/i18n/en/offline";
import { offlineMn } from "~/i18n/mn/offline";
import source from "~/sw/service-worker.js?raw";

/** Bounds on what the worker keeps (ADR 044: a few MB at most). */
const LIMITS = { pages: 80, assets: 160 };

export function loader() {
  const config = {
    version: buildId(),
    pagePrefixes: OFFLINE_PAGE_PREFIXES,
    exactPages: OFFLINE_EXACT_PAGES,
    areas: ONLINE_ONLY_AREAS,
    strings: { mn: offlineMn, en: offlineEn },
    limits: LIMITS,
    warmHeader: OFFLINE_WARM_HEADER,
  };
  const script = source.replace('"__CONFIG__"', JSON.stringify(config));
  return new Response(script, {
    headers: { "Content-Type": "text/javascript; charset=utf-8", "Cache-Control": "no-cache" },
  });
}
