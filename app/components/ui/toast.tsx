import { useEffect } from "react";

export type ToastTone = "info" | "success" | "warning" | "error";
export const TOAST_MS = 3_000;

/** A short notice in the corner; it leaves by itself after 3 s (SPEC §9) unless `sticky`. */
export function Toast({ tone, message, onDone, sticky = false }: { tone: ToastTone; message: string; onDone?: () => void; sticky?: boolean }) {
  useEffect(() => {
    if (sticky || !onDone) return;
    const timer = setTimeout(onDone, TOAST_MS);
    return () => clearTimeout(timer);
  }, [message, onDone, sticky]);
  return (
    <div className={`toast toast--${tone}`} role={tone === "error" || tone === "warning" ? "alert" : "status"} data-testid="toast">
      {message}
    </div>
  );
}
