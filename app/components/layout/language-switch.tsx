import { Form, useLocation } from "@remix-run/react";
import { useTranslation } from "~/hooks/use-translation";

/** A plain form so it works before hydration too; the action sets the cookie and comes back here. */
export function LanguageSwitch() {
  const { t, language } = useTranslation();
  const location = useLocation();
  return (
    <Form method="post" action="/language" className="language-switch">
      <input type="hidden" name="language" value={language === "mn" ? "en" : "mn"} />
      <input type="hidden" name="redirectTo" value={location.pathname + location.search} />
      <button type="submit" className="link-button" lang={language === "mn" ? "en" : "mn"} title={t("language.label")} data-testid="language-switch">
        {t("language.switchTo")}
      </button>
    </Form>
  );
}
