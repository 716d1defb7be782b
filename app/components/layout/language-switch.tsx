import { Form, useLocation, useSubmit } from "@remix-run/react";
import type { FormEvent } from "react";
import { useTranslation } from "~/hooks/use-translation";
import { loadLanguage } from "~/i18n/load";

/** A plain form so it works before hydration too; the action sets the cookie and comes back here. */
export function LanguageSwitch() {
  const { t, language } = useTranslation();
  const location = useLocation();
  const submit = useSubmit();
  const other = language === "mn" ? "en" : "mn";
  // The browser holds only the page language's strings (ADR 027): the other language's arrive before
  // the page renders in it. If they cannot be fetched, the form posts as a whole-page load instead.
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    loadLanguage(other).then(
      () => submit(form),
      () => form.submit(),
    );
  };
  return (
    <Form method="post" action="/language" className="language-switch" onSubmit={onSubmit}>
      <input type="hidden" name="language" value={other} />
      <input type="hidden" name="redirectTo" value={location.pathname + location.search} />
      <button type="submit" className="link-button" lang={other} title={t("language.label")} data-testid="language-switch">
        {t("language.switchTo")}
      </button>
    </Form>
  );
}
