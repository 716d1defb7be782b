import { useEffect, useState } from "react";
import { useTranslation } from "~/hooks/use-translation";
import { applyTheme, currentTheme, type Theme } from "./theme-script";

export function ThemeToggle() {
  const { t } = useTranslation();
  // The server cannot know the theme; the button label settles after hydration.
  const [theme, setTheme] = useState<Theme | null>(null);
  useEffect(() => setTheme(currentTheme()), []);
  const next: Theme = theme === "dark" ? "light" : "dark";
  const label = next === "dark" ? t("theme.toDark") : t("theme.toLight");
  return (
    <button
      type="button"
      className="icon-button"
      aria-label={label}
      title={label}
      data-testid="theme-toggle"
      // Until hydrated a click would do nothing: say so instead.
      disabled={theme === null}
      onClick={() => {
        applyTheme(next);
        setTheme(next);
      }}
    >
      <span aria-hidden="true">{theme === "dark" ? "☀" : "☾"}</span>
    </button>
  );
}
