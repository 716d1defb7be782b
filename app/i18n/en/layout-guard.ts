import type { layoutGuardMn } from "../mn/layout-guard";

export const layoutGuardEn: Record<keyof typeof layoutGuardMn, string> = {
  "layoutGuard.wantCyrillic": "Your keyboard is typing Latin letters. Switch it to Mongolian (Cyrillic).",
  "layoutGuard.wantLatin": "Your keyboard is typing Cyrillic letters. Switch it to English (Latin).",
  "layoutGuard.paused": "The clock is paused. These keys are not counted as errors; typing goes on with the first right letter.",
  "layoutGuard.notCounted": "These keys are not counted as errors; typing goes on with the first right letter.",
  "layoutGuard.others": "Other devices",
  "layoutGuard.how.windows": "Windows: Win+Space or Alt+Shift",
  "layoutGuard.how.macos": "macOS: Control+Space or the input menu in the menu bar",
  "layoutGuard.how.linux": "Linux: your desktop's input-source shortcut, often Super+Space",
  "layoutGuard.how.chromeos": "ChromeOS: Ctrl+Space",
  "layoutGuard.how.phone": "Phone: the 🌐 (language) key on the on-screen keyboard",
};
