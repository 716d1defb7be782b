// The traditional-script (Монгол бичиг) pages, issue 32: the curriculum, the built-in keyboard, the
// invisible characters, the wrong-layout advice for the script and the help section on the layouts.
export const scriptMn = {
  "script.curriculum": "Монгол бичиг",
  "script.lead": "Монгол бичгийн стандарт гараар арван хуруугаар бичиж сурах {n} хичээл. Текст дээрээс доош, мөр зүүнээс баруун тийш урсана.",
  "script.beta": "Бета: монгол бичгийн багш хараахан хянаагүй.",
  "script.source": "Үгс нь Юникодын UTN #57-той хамт гарсан шалгалтын үгсээс авсан.",
  "script.builtIn": "Сайтын гарыг ашиглах",
  "script.builtInHint": "Компьютерт монгол бичгийн гар суулгаагүй бол асаа: товчнууд стандарт гарын үсгийг бичнэ.",
  "script.layout": "Гарын байрлал",
  "script.layout.mong-standard": "Стандарт (Windows, GB/T 28038)",
  "script.layout.mong-mongolian": "Хуучин Windows гар",
  "script.next": "Дараагийн тэмдэгт",
  "script.mark": "Үл харагдах тэмдэгт {name}",
  "script.guardWant": "Гар кирилл эсвэл латин үсэг бичиж байна. Монгол бичгийн гар руу шилжүүлнэ үү, эсвэл сайтын гарыг ашиглана уу.",
  "script.useBuiltIn": "Сайтын гарыг ашиглах",
  "script.howTitle": "Монгол бичгийн гар нэмэх",
  "script.how.windows": "Windows: Тохиргоо → Цаг ба хэл → Хэл ба бүс → Монгол хэл → Гар нэмэх → «Traditional Mongolian (Standard)».",
  "script.how.macos": "macOS: Системийн тохиргоо → Гар → Оролтын эх сурвалж → +. Монгол бичгийн гар байхгүй бол сайтын гарыг ашигла.",
  "script.how.linux": "Linux: гарын тохиргоонд «Mongolian (Bichig)» буюу xkb-ийн cn(mon_trad) байрлалыг нэм.",
  "script.how.chromeos": "ChromeOS: Тохиргоо → Гар ба оролт → Оролтын арга нэмэх.",
  "script.how.phone": "Утас: гарын програмын хэлний жагсаалтад монгол бичиг байвал нэм, байхгүй бол компьютер дээр сайтын гарыг ашигла.",
  "script.helpLead":
    "Монгол бичгийн хичээлийг бичихэд систем дээр монгол бичгийн гар эсвэл сайтын гар хэрэгтэй. Windows-д хоёр гар бий: «Traditional Mongolian (Standard)» (хичээлүүд үүгээр) ба хуучин «Mongolian (Mongolian Script)».",
  "script.helpBuiltIn":
    "Гар суулгах боломжгүй бол хичээлийн доорх «Сайтын гарыг ашиглах» сонголтыг асаа. Тэгвэл кирилл эсвэл англи гартай компьютер дээр ч товч бүр монгол бичгийн стандарт гарын үсгийг бичнэ.",
  "script.helpMarks": "MVS, FVS1–3, NNBSP зэрэг үл харагдах тэмдэгт текстэд жижиг хүрээгээр, «Дараагийн тэмдэгт» мөрөнд нэрээрээ харагдана.",
} as const;
