// The teacher's screens (issue 30): the shell. Each area adds its own file beside this one
// (teacher-roster.ts, teacher-assignments.ts, …) and ../teacher-console.ts joins them.
export const teacherMn = {
  "teacher.title": "Багш",
  "teacher.nav.label": "Ангийн цэс",
  "teacher.classes": "Миний ангиуд",
  "teacher.class.notFound": "Ийм анги олдсонгүй.",
  "teacher.class.tab.live": "Шууд",
  "teacher.class.tab.roster": "Сурагчид",
  "teacher.class.tab.assignments": "Даалгавар",
  "teacher.class.tab.gradebook": "Дүн",
  "teacher.class.tab.settings": "Тохиргоо",
} as const;
