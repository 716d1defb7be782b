import type { prizeChallengeMn } from "../mn/prize-challenge";

export const prizeChallengeEn: Record<keyof typeof prizeChallengeMn, string> = {
  "challenge.held": "Your speed is well above your proven speed. Before it appears on the board, confirm it by typing a short text from an image.",
  "challenge.go": "Take the challenge",
  "challenge.title": "Confirm your speed",
  "challenge.lead":
    "You typed {claimed} WPM in this race, above your proven speed. Type the text in the image at {required} WPM or more with at least {accuracy}% accuracy and your result appears on the board.",
  "challenge.imageAlt": "Image of the challenge text",
  "challenge.imageHint": "The text is shown only as an image. Read it, type it into the box below and press Enter.",
  "challenge.inputLabel": "The text in the image",
  "challenge.submit": "Send",
  "challenge.timeLeft": "Time left",
  "challenge.sending": "Checking…",
  "challenge.passed": "Confirmed! Your result is on the board.",
  "challenge.failedTitle": "Not confirmed",
  "challenge.resultFigures": "Your challenge: {wpm} WPM, accuracy {accuracy}%.",
  "challenge.back": "Back to the race board",
  "challenge.missing": "No such challenge.",
  "challenge.accessibility": "If you cannot see the image, contact the race organisers: an admin can watch your attempt's replay and confirm it by hand.",
  "challenge.reason.slow": "The challenge was too slow: under {required} WPM. The result stays off the board.",
  "challenge.reason.inaccurate": "The challenge text was not typed accurately enough (under 95%). The result stays off the board.",
  "challenge.reason.expired": "The challenge's time ran out. The result stays off the board.",
  "challenge.reason.used": "This challenge was already answered.",
  "challenge.reason.incomplete": "The challenge text was not typed in full. The result stays off the board.",
  "challenge.reason.machine": "The challenge was not typed the way a person types. The result stays off the board.",
  "challenge.reason.admin": "Confirmed by hand by an admin.",
  "challenge.reason.disqualified": "Your result in this race was disqualified.",
};
