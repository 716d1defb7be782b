// The offline bar's code (the queue's view, the service worker, the install prompt) is needed neither to
// paint nor to type: it loads once the page is idle, outside the first load's scripts (ADR 044, ADR 045).
import { lazy, Suspense, useEffect, useState } from "react";
import { captureOfflineNavigation } from "./offline-navigation";

const OfflineBar = lazy(() => import("./offline-bar").then((m) => ({ default: m.OfflineBar })));

export function DeferredOfflineBar() {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if ("serviceWorker" in navigator) captureOfflineNavigation();
    if (typeof window.requestIdleCallback !== "function") {
      const id = window.setTimeout(() => setReady(true), 200);
      return () => window.clearTimeout(id);
    }
    const id = window.requestIdleCallback(() => setReady(true), { timeout: 2000 });
    return () => window.cancelIdleCallback(id);
  }, []);
  return ready ? (
    <Suspense fallback={null}>
      <OfflineBar />
    </Suspense>
  ) : null;
}
