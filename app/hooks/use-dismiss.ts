import { useLocation } from "@remix-run/react";
import { useEffect, useRef, type RefObject } from "react";

/**
 * Closes an open menu on Esc, on every navigation (a link followed inside it, or anywhere else) and,
 * when given its element, on a click outside it — so no menu stays open over the page it led to.
 */
export function useDismiss(open: boolean, close: () => void, inside?: RefObject<HTMLElement | null>) {
  const { key } = useLocation();
  const shownAt = useRef(key);
  useEffect(() => {
    if (!open) return;
    if (shownAt.current !== key) close();
    shownAt.current = key;
  }, [open, close, key]);
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
