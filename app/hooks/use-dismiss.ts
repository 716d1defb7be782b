import { useLocation } from "@remix-run/react";
import { useEffect, useRef, type RefObject } from "react";

/**
 * Closes an open menu on Esc, on every navigation (a link followed inside it, or anywhere else) and,
 * when given its element, on a click outside it — so no menu stays open over the page it led to.
 */
export function useDismiss(open: boolean, close: () => void, inside?: RefObject<HTMLElement | null>) {
  // Every navigation closes the menu (closing one already shut does nothing). The last location seen
  // is kept whether the menu was open or not, so a menu opened after a navigation stays open.
  const { key } = useLocation();
  const seenAt = useRef(key);
  useEffect(() => {
    if (seenAt.current === key) return;
    seenAt.current = key;
    close();
  }, [key, close]);
  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => e.key === "Escape" && close();
    const onClick = (e: MouseEvent) => inside && !inside.current?.contains(e.target as Node) && close();
    // A link followed from inside the menu closes it at once, before the next page has loaded.
    const onLinkClick = (e: MouseEvent) => {
      const link = e.target instanceof Element ? e.target.closest("a[href]") : null;
      if (link && inside?.current?.contains(link)) close();
    };
    window.addEventListener("keydown", onKey);
    window.addEventListener("mousedown", onClick);
    window.addEventListener("click", onLinkClick);
    return () => {
      window.removeEventListener("keydown", onKey);
      window.removeEventListener("mousedown", onClick);
      window.removeEventListener("click", onLinkClick);
    };
  }, [open, close, inside]);
}
