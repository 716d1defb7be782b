import type { keyboardViewMn } from "../mn/keyboard-view";

export const keyboardViewEn: Record<keyof typeof keyboardViewMn, string> = {
  "keyboard.label": "Keyboard picture",
  "keyboard.nextKey": "Next key",
  "keyboard.finger.leftPinky": "Left little finger",
  "keyboard.finger.leftRing": "Left ring finger",
  "keyboard.finger.leftMiddle": "Left middle finger",
  "keyboard.finger.leftIndex": "Left index finger",
  "keyboard.finger.rightIndex": "Right index finger",
  "keyboard.finger.rightMiddle": "Right middle finger",
  "keyboard.finger.rightRing": "Right ring finger",
  "keyboard.finger.rightPinky": "Right little finger",
  "keyboard.finger.thumb": "Thumb",
  "keyboard.shiftLeft": "Hold left Shift",
  "keyboard.shiftRight": "Hold right Shift",
  "keyboard.space": "Space",
  "keyboard.notOnLayout": "This character is not on the layout",
};
