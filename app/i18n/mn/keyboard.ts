// The keyboard layout choice (number-row variants); the keyboard picture's own strings: ./keyboard-view.ts.
export const keyboardMn = {
  "keyboard.variant": "Тооны мөр",
  "keyboard.variant.mn-windows": "Windows (эхлээд тэмдэгт)",
  "keyboard.variant.mn-linux": "Linux (эхлээд тоо)",
} as const;
