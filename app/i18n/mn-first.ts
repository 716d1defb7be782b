// The strings the home typing pages (/, /beginner, /middle, /advanced) can show, which the browser loads
// before it hydrates them; the rest (./mn.ts) follows at once after hydration (ADR 045 §5). The unit
// test first-load-strings.test.ts fails if a module those pages import statically names a key not here.
import { shellMn } from "./mn/shell";
import { shellMenusMn } from "./mn/shell-menus";
import { typingMn } from "./mn/typing";
import { keyboardMn } from "./mn/keyboard";
export const mnFirst = {
  ...shellMn,
  ...shellMenusMn,
  ...typingMn,
  ...keyboardMn,
} as const;
export type FirstLoadKey = keyof typeof mnFirst;
