// The live leaderboard of a prize race (SPEC §2 Prize race: place, picture, name, best WPM, stage).
export const prizeBoardMn = {
  "prizeBoard.title": "Тэргүүлэгчид",
  "prizeBoard.colPlace": "Байр",
  "prizeBoard.colPhoto": "Зураг",
  "prizeBoard.colName": "Нэр",
  "prizeBoard.colWpm": "Шилдэг WPM",
  "prizeBoard.colStage": "Шат",
  "prizeBoard.you": "Та",
  "prizeBoard.empty": "Одоогоор оролцогч алга байна.",
  "prizeBoard.live": "Шууд",
  "prizeBoard.connecting": "Холбогдож байна…",
  "prizeBoard.closed": "Уралдаан дууссан. Эцсийн дүн:",
  "prizeBoard.total": "Нийт {n} оролцогч",
} as const;
