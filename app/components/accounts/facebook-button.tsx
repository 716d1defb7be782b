import { useEffect, useState } from "react";
import { useTranslation } from "~/hooks/use-translation";

/**
 * Starts the Facebook OAuth flow in this tab. While it runs the button waits disabled; coming back
 * (cancel, failure, or the browser's back button restoring the page) enables it again.
 */
export function FacebookButton() {
  const { t } = useTranslation();
  const [waiting, setWaiting] = useState(false);
  useEffect(() => {
    const restore = () => setWaiting(false);
    window.addEventListener("pageshow", restore);
    return () => window.removeEventListener("pageshow", restore);
  }, []);
  return (
    <a
      href="/auth/facebook"
      className="button button--facebook"
      aria-disabled={waiting}
      data-testid="facebook-login"
      onClick={(event) => {
        if (waiting) event.preventDefault();
        else setWaiting(true);
      }}
    >
      {waiting ? t("accounts.facebookWaiting") : t("accounts.facebookButton")}
    </a>
  );
}
