// A prize result held for a challenge, and the challenge typed from an image (ADR 033).
export const prizeChallengeMn = {
  "challenge.held": "Таны хурд баталгаажсан хурднаас хэт өндөр байна. Дүн самбарт гарахын өмнө зурган дээрх богино текстийг бичиж баталгаажуулна уу.",
  "challenge.go": "Шалгалт өгөх",
  "challenge.title": "Хурдаа баталгаажуулах",
  "challenge.lead":
    "Энэ уралдаанд та {claimed} WPM хурдалсан нь таны баталгаажсан хурднаас өндөр байна. Зурган дээрх текстийг дор хаяж {required} WPM хурдтай, {accuracy}%-иас дээш нарийвчлалтай бичвэл дүн тань самбарт гарна.",
  "challenge.imageAlt": "Шалгах текстийн зураг",
  "challenge.imageHint": "Текст зөвхөн зураг хэлбэрээр харагдана. Зургийг харж, доорх нүдэнд бичээд Enter дарна уу.",
  "challenge.inputLabel": "Зурган дээрх текст",
  "challenge.submit": "Илгээх",
  "challenge.timeLeft": "Үлдсэн хугацаа",
  "challenge.sending": "Шалгаж байна…",
  "challenge.passed": "Баталгаажлаа! Таны дүн самбарт гарлаа.",
  "challenge.failedTitle": "Баталгаажсангүй",
  "challenge.resultFigures": "Таны шалгалт: {wpm} WPM, нарийвчлал {accuracy}%.",
  "challenge.back": "Уралдааны самбар руу буцах",
  "challenge.missing": "Ийм шалгалт олдсонгүй.",
  "challenge.accessibility":
    "Зураг харах боломжгүй бол уралдааны зохион байгуулагчид хандана уу: админ таны дүнг бичлэгийг нь үзэж гараар баталгаажуулж болно.",
  "challenge.reason.slow": "Шалгалтын хурд хангалтгүй байлаа: {required} WPM-ээс доош. Дүн самбарт гарсангүй.",
  "challenge.reason.inaccurate": "Шалгалтын текстийг хангалттай зөв бичээгүй (95%-иас доош). Дүн самбарт гарсангүй.",
  "challenge.reason.expired": "Шалгалтын хугацаа дууссан. Дүн самбарт гарсангүй.",
  "challenge.reason.used": "Энэ шалгалтыг аль хэдийн өгсөн байна.",
  "challenge.reason.incomplete": "Шалгалтын текстийг бүтэн бичээгүй байна. Дүн самбарт гарсангүй.",
  "challenge.reason.machine": "Шалгалтын бичилт хүний бичилттэй адилгүй байна. Дүн самбарт гарсангүй.",
  "challenge.reason.admin": "Админ гараар баталгаажуулсан.",
  "challenge.reason.disqualified": "Энэ уралдаанаас таны дүнг хассан байна.",
} as const;
