import { useEffect, useState } from "react";

/**
 * `value`, one frame late. A keystroke's own echo (the typed letter) then paints in the next frame by
 * itself, and a picture that only follows it (the next-key highlight) lands in the frame after, so
 * the first frame stays small on a slow phone: about 16 ms later for the hint, never later for the text.
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
