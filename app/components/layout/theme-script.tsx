// Runs before first paint so the page never flashes the wrong theme. SPEC §9: local storage holds a
// darkMode flag; without one, the system preference decides.
const script = `(function(){try{var s=localStorage.getItem("darkMode");var d=s===null?matchMedia("(prefers-color-scheme: dark)").matches:s==="true";document.documentElement.dataset.theme=d?"dark":"light";}catch(e){document.documentElement.dataset.theme="light";}})();`;

/** Carries the request's CSP nonce; the browser hides the attribute afterwards, hence no hydration warning. */
export function ThemeScript({ nonce }: { nonce: string | undefined }) {
  return <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: script }} />;
}

export type Theme = "light" | "dark";

export function currentTheme(): Theme {
  return document.documentElement.dataset.theme === "dark" ? "dark" : "light";
}

export function applyTheme(theme: Theme) {
  document.documentElement.dataset.theme = theme;
  try {
    localStorage.setItem("darkMode", String(theme === "dark"));
  } catch {
    // Private mode without storage: the theme still applies for this page.
  }
}
