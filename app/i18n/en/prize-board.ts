import type { prizeBoardMn } from "../mn/prize-board";

export const prizeBoardEn: Record<keyof typeof prizeBoardMn, string> = {
  "prizeBoard.title": "Leaderboard",
  "prizeBoard.colPlace": "Place",
  "prizeBoard.colPhoto": "Picture",
  "prizeBoard.colName": "Name",
  "prizeBoard.colWpm": "Best WPM",
  "prizeBoard.colStage": "Stage",
  "prizeBoard.you": "You",
  "prizeBoard.empty": "No participants yet.",
  "prizeBoard.live": "Live",
  "prizeBoard.connecting": "Connecting…",
  "prizeBoard.closed": "The race is over. Final standings:",
  "prizeBoard.total": "{n} participants",
};
