// Kept out of the offline bar's lazy chunk (ADR 044, ADR 045): it must listen from the moment the page
// hydrates, or a link clicked offline before the bar loads navigates on the client and shows an error.
let capturing = false;

/**
 * With no connection, the app's own links load the page as a document, which the service worker
 * answers from what it kept (or with its "needs a connection" page). A client-side navigation would
 * ask the server for the route's data and show an error.
 */
export function captureOfflineNavigation() {
  if (capturing) return;
  capturing = true;
  window.addEventListener(
    "click",
    (event) => {
      if (navigator.onLine !== false || event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
        return;
      const link = event.target instanceof Element ? event.target.closest("a[href]") : null;
      if (!(link instanceof HTMLAnchorElement) || link.target || link.hasAttribute("download") || link.origin !== window.location.origin) return;
      event.preventDefault();
      event.stopPropagation();
      window.location.assign(link.href);
    },
    true,
  );
}
