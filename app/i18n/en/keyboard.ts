import type { keyboardMn } from "../mn/keyboard";

export const keyboardEn: Record<keyof typeof keyboardMn, string> = {
  "keyboard.variant": "Number row",
  "keyboard.variant.mn-windows": "Windows (symbols first)",
  "keyboard.variant.mn-linux": "Linux (digits first)",
};
