// The order of the curriculum: 12 groups, 278 lessons. Each entry says what a lesson teaches;
// text-builders.mjs turns it into text. Letters come in MNS layout order weighted by Mongolian
// letter frequency: the home row, the index reaches а х, then н э г, and so on; then digits,
// capitals, punctuation and the certificate preparation.

const start = (advice) => ({ type: "start", advice });
/** A new character (or two or three for digits, capitals and punctuation), typed one at a time. */
const intro = (chars) => ({ type: "intro", chars: [...chars] });
/** Words in 10-character boxes; `focus` letters come up more often. */
const boxed = (focus = "", theme = "all") => ({ type: "boxed", focus, theme });
/** Words typed as a running text. Themes: all, short, long, double (double vowels). */
const review = (focus = "", theme = "all") => ({ type: "review", focus, theme });
/** Sentences written for the product, filtered to the characters taught so far. */
const sentences = (size = "normal") => ({ type: "review", source: "sentences", size });
/** Boxed lesson over sentences instead of single words. */
const boxedSentences = () => ({ type: "boxed", source: "sentences", size: "normal" });
/** Hold `key` down (an anchor finger, or Shift) while the other hand types. */
const hold = (key) => ({ type: "hold", key });

export const GROUPS = [
  {
    name: "Суурь эгнээ: й, ы, б, ө, р, о, л, д",
    targetWpm: 20,
    lessons: [
      start("home"),
      intro("ө"), intro("р"), boxed("өр"),
      intro("б"), intro("о"), boxed("бо"), review("өрбо"),
      intro("л"), intro("д"), boxed("лд"), review("лд"),
      hold("ө"),
      intro("ы"), intro("й"), boxed("й"), review("й"),
      boxed(), hold("ө"), review("", "long"), boxed(), review(),
    ],
  },
  {
    name: "Долоовор хурууны сунгалт: а, х",
    targetWpm: 22,
    lessons: [
      start("reach"),
      intro("а"), boxed("а"), review("а"), review("а", "short"),
      intro("х"), boxed("х"), review("х"), hold("ө"), review("ах"),
      boxed("ах"), review("", "double"), review("", "long"), boxed(), hold("ө"),
      review("х"), boxed(), review("", "short"), review(), boxed("ах"),
      review("", "long"), review(), boxed(), review(),
    ],
  },
  {
    name: "Дээд эгнээ: н, э, г",
    targetWpm: 24,
    lessons: [
      start("top"),
      intro("н"), boxed("н"), review("н"), review("н", "long"),
      intro("э"), boxed("э"), review("э"), review("нэ"), hold("ө"),
      intro("г"), boxed("г"), review("г"), review("нэг"), boxed(),
      review("", "double"), hold("ө"), review("", "long"), boxed("нэг"), review("", "short"),
      review(), boxed(), review("", "long"), review("нэг"), boxed(),
      hold("ө"), review(), review(),
    ],
  },
  {
    name: "Шинэ үсэг: у, ү, и, т",
    targetWpm: 25,
    lessons: [
      start("accuracy"),
      intro("у"), boxed("у"), review("у"),
      intro("ү"), boxed("ү"), review("ү"), review("уү"), hold("ө"),
      intro("и"), boxed("и"), review("и"),
      intro("т"), boxed("т"), review("т"), review("ит"),
      sentences("short"), boxed(), hold("ө"), review("", "long"),
      sentences("short"), boxed("уүит"), review(), sentences(), boxedSentences(), sentences(),
    ],
  },
  {
    name: "Шинэ үсэг: с, м, ч, ц",
    targetWpm: 26,
    lessons: [
      start("rhythm"),
      intro("с"), boxed("с"), review("с"),
      intro("м"), boxed("м"), review("м"), review("см"), hold("р"),
      intro("ч"), boxed("ч"), review("ч"),
      intro("ц"), boxed("ц"), review("ц"), review("чц"),
      sentences(), boxed("смчц"), hold("ө"), sentences(),
      review("", "long"), boxedSentences(), sentences(), review(), boxed(), sentences(),
    ],
  },
  {
    name: "Шинэ үсэг: ж, з, ш, в",
    targetWpm: 27,
    lessons: [
      start("posture"),
      intro("ж"), boxed("ж"), review("ж"),
      intro("з"), boxed("з"), review("з"), review("жз"), hold("р"),
      intro("ш"), boxed("ш"), review("ш"),
      intro("в"), boxed("в"), review("в"), review("шв"),
      sentences(), boxedSentences(), hold("ө"), sentences(),
      boxed("жзшв"), sentences(), review("", "long"), sentences("long"),
    ],
  },
  {
    name: "Шинэ үсэг: я, ь, е, ю, ё",
    targetWpm: 28,
    lessons: [
      start("rare-native"),
      intro("я"), boxed("я"), review("я"),
      intro("ь"), boxed("ь"), review("ь"),
      intro("е"), boxed("е"), review("е"),
      intro("ю"), review("ю"),
      intro("ё"), boxed("ё"), review("ё"), review("яьеюё"),
      hold("ө"), sentences(), boxedSentences(), sentences(), hold("р"), sentences(), boxed(), sentences("long"),
    ],
  },
  {
    name: "Ховор үсэг: к, п, ф, ъ, щ",
    targetWpm: 30,
    lessons: [
      start("loanwords"),
      intro("к"), boxed("к"), intro("п"), boxed("п"), review("кп"),
      intro("ф"), boxed("ф"), review("ф"),
      intro("ъ"), intro("щ"), review("кпфъ"),
      sentences(), boxedSentences(), sentences(), hold("ө"), sentences(),
      review("", "long"), boxed(), sentences(), hold("р"), sentences("long"),
    ],
  },
  {
    name: "Тоон эгнээ",
    targetWpm: 26,
    lessons: [
      start("numbers"),
      intro("45"), intro("67"), boxed("4567"), review("4567"),
      intro("38"), intro("29"), boxed("2389"), review("2389"),
      intro("10"), boxed("10"), review("0123456789"),
      sentences(), boxed("0123456789"), sentences(), review("0123456789"), sentences(),
      boxedSentences(), sentences(), review("0123456789", "long"), boxed("0123456789"), sentences("long"),
    ],
  },
  {
    name: "Том үсэг",
    targetWpm: 30,
    lessons: [
      start("capitals"),
      intro("БД"), intro("ӨР"), boxed("БДӨР"),
      intro("ОЛ"), intro("АХ"), review("БДӨРОЛАХ"), hold("Shift"),
      intro("НЭ"), intro("ГУ"), review("НЭГУ"),
      intro("ТС"), intro("МЧ"), boxed("ТСМЧ"),
      intro("ЦЖЗ"), intro("ШИҮ"), sentences(), hold("Shift"),
      intro("ЯЁЕЮ"), intro("ВКПФ"), sentences(), boxedSentences(), sentences(), sentences("long"),
    ],
  },
  {
    name: "Цэг, таслал ба тэмдэгт",
    targetWpm: 32,
    lessons: [
      start("punctuation"),
      intro("."), sentences(), intro(","), sentences(), boxedSentences(),
      intro("?"), intro("!"), sentences(),
      intro("-"), intro(":"), sentences(),
      intro('"'), sentences(),
      intro("%"), intro("₮"), sentences(), intro("№"),
      boxedSentences(), sentences(), sentences("long"), boxedSentences(), sentences("long"), sentences("long"),
    ],
  },
  {
    name: "Гэрчилгээний бэлтгэл",
    targetWpm: 35,
    lessons: [start("certificate"), ...Array.from({ length: 11 }, (_, i) => ({ type: "review", source: "paragraph", index: i }))],
  },
];
