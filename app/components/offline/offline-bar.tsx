// What the learner sees of working offline (ADR 044): "offline — 3 results waiting", then "sent"; a
// result the server refused, with its reason, until dismissed; "a new version is ready — refresh" once
// they are not typing; and the install button where the browser offers one.
import { useLocation, useRevalidator } from "@remix-run/react";
import { useEffect, useRef, useState, useSyncExternalStore } from "react";
import { useCurrentUser } from "~/hooks/use-current-user";
import { useTranslation } from "~/hooks/use-translation";
import { isTyping, subscribeTyping } from "./activity";
import { queueSnapshot, serverQueueSnapshot, subscribeQueue } from "./queue-state";
import { applyUpdate, checkForUpdate, isUpdateReady, startServiceWorker, subscribeUpdate, warmOfflinePages } from "./service-worker-client";

const no = () => false;

function useOnline(): boolean {
  return useSyncExternalStore(
    (listener) => {
      window.addEventListener("online", listener);
      window.addEventListener("offline", listener);
      return () => {
        window.removeEventListener("online", listener);
        window.removeEventListener("offline", listener);
      };
    },
    () => navigator.onLine,
    () => true,
  );
}

interface InstallPrompt extends Event {
  prompt: () => Promise<void>;
}

export function OfflineBar() {
  const { t } = useTranslation();
  const userId = useCurrentUser()?.id ?? null;
  const online = useOnline();
  const queue = useSyncExternalStore(subscribeQueue, queueSnapshot, serverQueueSnapshot);
  const update = useSyncExternalStore(subscribeUpdate, isUpdateReady, no);
  const typing = useSyncExternalStore(subscribeTyping, isTyping, no);
  const revalidator = useRevalidator();
  const location = useLocation();
  const [install, setInstall] = useState<InstallPrompt | null>(null);
  const lastCheck = useRef(0);

  useEffect(() => {
    startServiceWorker();
    const offer = (event: Event) => {
      event.preventDefault();
      setInstall(event as InstallPrompt);
    };
    window.addEventListener("beforeinstallprompt", offer);
    return () => window.removeEventListener("beforeinstallprompt", offer);
  }, []);

  // Waiting results go as soon as the line is back (and at each visit while it is there).
  useEffect(() => {
    if (userId === null) return;
    void (async () => {
      // The queue's code (IndexedDB, the sender) loads after the page, for a signed-in learner only.
      const { flushQueue, loadQueue } = await import("./offline-queue");
      await loadQueue(userId);
      if (!online) return;
      if ((await flushQueue(userId)) === 0) return;
      // Points, stars and the next lesson's unlock are the server's: show its view, and keep it offline.
      revalidator.revalidate();
      void warmOfflinePages(true);
    })();
    // The revalidator changes identity on every render; the flush depends on the learner and the line.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [userId, online]);

  // A signed-in learner's pages are kept at each visit; forced when the learner changes (logout has
  // just dropped the last one's pages).
  const seenUser = useRef<number | null | undefined>(undefined);
  useEffect(() => {
    const changed = seenUser.current !== undefined && seenUser.current !== userId;
    seenUser.current = userId;
    if (userId !== null) void warmOfflinePages(changed);
  }, [userId]);

  // A new deploy is looked for as the learner moves between pages, at most once a minute.
  useEffect(() => {
    if (Date.now() - lastCheck.current < 60_000) return;
    lastCheck.current = Date.now();
    checkForUpdate();
  }, [location.pathname]);

  const lines: JSX.Element[] = [];
  if (queue.waiting > 0)
    lines.push(
      <p key="waiting" data-testid="offline-waiting">
        {online ? t("offline.sending", { n: queue.waiting }) : t("offline.waiting", { n: queue.waiting })}
      </p>,
    );
  else if (queue.sent > 0)
    lines.push(
      <p key="sent" data-testid="offline-sent">
        {t("offline.sent")}
      </p>,
    );
  for (const refused of queue.refused)
    lines.push(
      <p key={refused.id} className="offline-bar__refused" data-testid="offline-refused">
        {t("offline.refused", { reason: refused.reason ?? "" })}{" "}
        <button
          type="button"
          className="link-button"
          onClick={() => userId !== null && void import("./offline-queue").then((q) => q.dismissRefused(userId, refused.id))}
        >
          {t("offline.dismiss")}
        </button>
      </p>,
    );
  if (update && !typing)
    lines.push(
      <p key="update" data-testid="update-ready">
        {t("offline.updateReady")}{" "}
        <button type="button" className="button offline-bar__button" onClick={applyUpdate} data-testid="update-refresh">
          {t("offline.refresh")}
        </button>
      </p>,
    );
  if (install && !typing)
    lines.push(
      <p key="install">
        <button
          type="button"
          className="button button--ghost offline-bar__button"
          data-testid="install-app"
          onClick={() => {
            void install.prompt();
            setInstall(null);
          }}
        >
          {t("offline.install")}
        </button>
      </p>,
    );
  if (lines.length === 0) return null;
  return (
    <div className="offline-bar" role="status" aria-live="polite" data-testid="offline-bar">
      {lines}
    </div>
  );
}
