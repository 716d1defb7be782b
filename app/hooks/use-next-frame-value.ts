import { useEffect, useState } from "react";

/**
 * `value`, one frame late. A keystroke's own echo (the typed letter) then paints in the next frame by
 * itself, and what only follows it (word colours, counters, the next-key highlight) lands in the frame
 * after. A small first frame makes the next vsync more often (ADR 010): about 16 ms later for the rest,
 * never later for the letter.
 */
export function useNextFrameValue<T>(value: T): T {
  const [shown, setShown] = useState(value);
  useEffect(() => {
    if (Object.is(shown, value)) return;
    // Set inside a frame callback, the update renders in a task after that frame has painted.
    const frame = requestAnimationFrame(() => setShown(value));
    return () => cancelAnimationFrame(frame);
  }, [value, shown]);
  return shown;
}
