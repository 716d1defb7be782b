// The on-screen keyboard's own strings (its label, fingers, keys): the home pages make it live after
// hydration with the whole catalogue, so they are not in the first-load part (ADR 045 §9).
export const keyboardViewMn = {
  "keyboard.label": "Гарын товчлуурын зураг",
  "keyboard.nextKey": "Дараагийн товч",
  "keyboard.finger.leftPinky": "Зүүн гарын чигчий хуруу",
  "keyboard.finger.leftRing": "Зүүн гарын ядам хуруу",
  "keyboard.finger.leftMiddle": "Зүүн гарын дунд хуруу",
  "keyboard.finger.leftIndex": "Зүүн гарын долоовор хуруу",
  "keyboard.finger.rightIndex": "Баруун гарын долоовор хуруу",
  "keyboard.finger.rightMiddle": "Баруун гарын дунд хуруу",
  "keyboard.finger.rightRing": "Баруун гарын ядам хуруу",
  "keyboard.finger.rightPinky": "Баруун гарын чигчий хуруу",
  "keyboard.finger.thumb": "Эрхий хуруу",
  "keyboard.shiftLeft": "Зүүн Shift-ийг дарж байгаад",
  "keyboard.shiftRight": "Баруун Shift-ийг дарж байгаад",
  "keyboard.space": "Зай",
  "keyboard.notOnLayout": "Энэ тэмдэгт гарын бүдүүвчид алга",
} as const;
