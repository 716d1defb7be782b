// A class race as a student sees it (issue 31 §2, ADR 042): joining from the class card or the join link.
export const classRaceMn = {
  "classRace.title": "Ангийн уралдаан",
  "classRace.join": "Ангийн уралдаанд орох",
  "classRace.connecting": "Холбогдож байна…",
  "classRace.waiting": "Та уралдаанд орлоо. Багш эхлүүлэхийг хүлээнэ үү.",
  "classRace.count": "Орсон сурагч: {count}",
  "classRace.watching": "Уралдаан аль хэдийн эхэлсэн тул та энэ удаад ажиглана. Дараагийн тойрогт оролцоорой.",
  "classRace.full": "Уралдаанд 60 сурагч орсон тул дахиж орох боломжгүй. Та ажиглаж болно.",
  "classRace.startsIn": "{s} секундийн дараа эхэлнэ",
  "classRace.yourPlace": "Та {place}-р байр эзэллээ: {wpm} үг/мин.",
  "classRace.notFinished": "Та энэ удаад барианд хүрсэнгүй. Дараагийн тойрогт амжилт хүсье!",
  "classRace.podium": "Тэргүүлэгчид",
  "classRace.nextSoon": "Багш дараагийн тойргийг нээхэд та шууд шилжинэ.",
  "classRace.cancelled": "Багш энэ уралдааныг цуцаллаа.",
  "classRace.expired": "Энэ уралдааныг 30 минутын дотор эхлүүлээгүй тул хаагдлаа.",
  "classRace.back": "Анги руугаа буцах",
  "classRace.reconnecting": "Холболт тасарлаа, дахин холбогдож байна…",
} as const;
