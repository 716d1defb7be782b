import { useNavigation } from "@remix-run/react";
import { useEffect, useState } from "react";
import { useTranslation } from "~/hooks/use-translation";

const SHOW_AFTER_MS = 400;

/** 'Түр хүлээнэ үү.' over the page while a navigation takes longer than a blink. */
export function LoadingOverlay() {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    if (navigation.state === "idle") {
      setVisible(false);
      return;
    }
    const timer = setTimeout(() => setVisible(true), SHOW_AFTER_MS);
    return () => clearTimeout(timer);
  }, [navigation.state]);
  if (!visible) return null;
  return (
    <div className="loading-overlay" role="status" aria-live="polite">
      <div className="spinner" aria-hidden="true" />
      <p>{t("loading")}</p>
    </div>
  );
}
