// The wrong-layout guard's message (issue 19 §6): the keyboard types the other alphabet, how to switch.
export const layoutGuardMn = {
  "layoutGuard.wantCyrillic": "Гар латин үсгээр бичиж байна. Монгол (кирилл) гар руу шилжүүлнэ үү.",
  "layoutGuard.wantLatin": "Гар кирилл үсгээр бичиж байна. Англи (латин) гар руу шилжүүлнэ үү.",
  "layoutGuard.paused": "Цаг түр зогссон. Эдгээр товчийг алдаанд тооцохгүй; зөв үсэг дармагц үргэлжилнэ.",
  "layoutGuard.notCounted": "Эдгээр товчийг алдаанд тооцохгүй; зөв үсэг дармагц үргэлжилнэ.",
  "layoutGuard.others": "Бусад төхөөрөмж",
  "layoutGuard.how.windows": "Windows: Win+Space эсвэл Alt+Shift",
  "layoutGuard.how.macos": "macOS: Control+Space эсвэл цэсний мөрийн оролтын цэс",
  "layoutGuard.how.linux": "Linux: ширээний оролтын хэл солих товч, ихэвчлэн Super+Space",
  "layoutGuard.how.chromeos": "ChromeOS: Ctrl+Space",
  "layoutGuard.how.phone": "Утас: дэлгэцийн гарын 🌐 (хэл солих) товч",
} as const;
