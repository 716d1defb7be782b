// The order of the traditional-script (mn-Mong) curriculum on the Standard layout (kbdmonst). Letters
// are named by mongfontbuilder's aliases (wordlist/build-words.mjs); `key` is the key that types them,
// for the lesson names. Home row first (its words exist from the first group), then the top and bottom
// rows by how many list words each letter opens, then the vowel pairs, the separator MVS, the FVS, the
// rarer and the shifted letters, punctuation, digits and the whole list.
export const GROUPS_MONG = [
  {
    name: "Гэрийн эгнээ: ᠠ ᠭ ᠬ ᠯ ᠰ ᠳ, эгшиг ᠡ ᠢ",
    targetWpm: 8,
    lessons: [
      { type: "start", advice: "home" },
      { type: "intro", chars: ["a"] },
      { type: "intro", chars: ["g"] },
      { type: "intro", chars: ["h"] },
      { type: "intro", chars: ["l"] },
      { type: "intro", chars: ["s"] },
      { type: "intro", chars: ["d"] },
      { type: "intro", chars: ["e"] },
      { type: "intro", chars: ["i"] },
      { type: "review" },
    ],
  },
  {
    name: "ᠷ ᠲ ᠨ ᠮ",
    targetWpm: 8,
    lessons: [
      { type: "start", advice: "top" },
      { type: "intro", chars: ["r"] },
      { type: "intro", chars: ["t"] },
      { type: "intro", chars: ["n"] },
      { type: "intro", chars: ["m"] },
      { type: "boxed" },
      { type: "review" },
    ],
  },
  {
    name: "ᠤ ᠪ ᠣ",
    targetWpm: 9,
    lessons: [
      { type: "start", advice: "bottom" },
      { type: "intro", chars: ["u"] },
      { type: "intro", chars: ["b"] },
      { type: "intro", chars: ["o"] },
      { type: "boxed" },
      { type: "hold", hold: "j" },
      { type: "review" },
    ],
  },
  {
    name: "ᠦ ᠥ ᠴ ᠶ ᠱ",
    targetWpm: 9,
    lessons: [
      { type: "start", advice: "more" },
      { type: "intro", chars: ["ue"] },
      { type: "intro", chars: ["oe"] },
      { type: "boxed" },
      { type: "intro", chars: ["ch"] },
      { type: "intro", chars: ["y"] },
      { type: "intro", chars: ["sh"] },
      { type: "review" },
    ],
  },
  {
    name: "Эгшгийн хос: ᠠ/ᠡ, ᠣ/ᠤ, ᠥ/ᠦ",
    targetWpm: 10,
    lessons: [
      { type: "start", advice: "pairs" },
      { type: "boxed", focus: ["a", "e"] },
      { type: "boxed", focus: ["o", "u"] },
      { type: "boxed", focus: ["oe", "ue"] },
      { type: "review" },
    ],
  },
  {
    name: "Эгшиг тусгаарлагч MVS ба нөхцөл",
    targetWpm: 10,
    lessons: [
      { type: "start", advice: "mvs" },
      { type: "intro", chars: ["mvs"] },
      { type: "boxed", focus: ["mvs"] },
      { type: "review", focus: ["mvs"] },
    ],
  },
  {
    name: "Хувилбар сонгогч FVS1–3",
    targetWpm: 10,
    lessons: [
      { type: "start", advice: "fvs" },
      { type: "intro", chars: ["fvs1"] },
      { type: "intro", chars: ["fvs2", "fvs3"] },
      { type: "review", focus: ["fvs1", "fvs2", "fvs3"] },
    ],
  },
  {
    name: "Бусад үсэг: ᠵ ᠺ ᠹ ᠫ ᠸ ᠽ",
    targetWpm: 11,
    lessons: [
      { type: "start", advice: "rare" },
      { type: "intro", chars: ["j", "k2"] },
      { type: "intro", chars: ["f", "p"] },
      { type: "intro", chars: ["w", "z"] },
      { type: "review", focus: ["j", "k2", "f", "p", "w", "z"] },
    ],
  },
  {
    name: "Shift-тэй үсэг: ᠩ ᠧ ᠾ ᠻ ᠼ ᠿ ᡀ ᡁ ᡂ",
    targetWpm: 11,
    lessons: [
      { type: "start", advice: "shift" },
      { type: "intro", chars: ["ng", "ee"] },
      { type: "intro", chars: ["hh", "k", "c"] },
      { type: "intro", chars: ["rh", "lh", "zr", "cr"] },
      { type: "review", focus: ["ng", "ee", "hh", "k", "c", "rh", "lh", "zr", "cr"] },
    ],
  },
  {
    name: "Цэг тэмдэг: ᠂ ᠃",
    targetWpm: 12,
    lessons: [
      { type: "start", advice: "punctuation" },
      { type: "intro", chars: ["comma"] },
      { type: "intro", chars: ["stop"] },
      { type: "review", punctuation: true },
    ],
  },
  {
    name: "Цифр",
    targetWpm: 12,
    lessons: [
      { type: "start", advice: "digits" },
      { type: "intro", chars: ["1", "2", "3", "4", "5"] },
      { type: "intro", chars: ["6", "7", "8", "9", "0"] },
      { type: "boxed", digits: true },
    ],
  },
  {
    name: "Бүх үг",
    targetWpm: 13,
    lessons: [{ type: "start", advice: "words" }, { type: "boxed" }, { type: "review" }, { type: "review", punctuation: true }, { type: "review", long: true }],
  },
];
