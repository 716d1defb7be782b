import { useCallback, useEffect, useState } from "react";
import { DEFAULT_MN_LAYOUT, isLayoutId } from "~/core/typing/layouts/ids";
import type { LayoutId } from "~/core/typing/layouts";

const STORAGE_KEY = "mnLayout";

/** The learner's Mongolian number-row variant, remembered in local storage. */
export function useMnLayoutVariant(): [LayoutId, (id: LayoutId) => void] {
  const [variant, setVariant] = useState<LayoutId>(DEFAULT_MN_LAYOUT);
  useEffect(() => {
    const stored = window.localStorage.getItem(STORAGE_KEY);
    if (isLayoutId(stored) && (stored === "mn-windows" || stored === "mn-linux")) setVariant(stored);
  }, []);
  const choose = useCallback((id: LayoutId) => {
    setVariant(id);
    window.localStorage.setItem(STORAGE_KEY, id);
  }, []);
  return [variant, choose];
}
