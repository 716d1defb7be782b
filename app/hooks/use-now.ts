import { useEffect, useState } from "react";

/** The local clock, refreshed every `everyMs` while `active` (countdowns are drawn locally from server deadlines). */
export function useNow(everyMs: number, active = true): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!active) return;
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs, active]);
  return now;
}
