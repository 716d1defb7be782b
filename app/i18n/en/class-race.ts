import type { classRaceMn } from "../mn/class-race";

export const classRaceEn: Record<keyof typeof classRaceMn, string> = {
  "classRace.title": "Class race",
  "classRace.join": "Join the class race",
  "classRace.connecting": "Connecting…",
  "classRace.waiting": "You are in the race. Please wait for your teacher to start it.",
  "classRace.count": "Students in: {count}",
  "classRace.watching": "The race has already started, so you are watching this one. Take part in the next round.",
  "classRace.full": "The race already has 60 students, so no one else can join. You can watch.",
  "classRace.startsIn": "Starts in {s} seconds",
  "classRace.yourPlace": "You came {place}: {wpm} WPM.",
  "classRace.notFinished": "You did not reach the finish this time. Good luck in the next round!",
  "classRace.podium": "Top three",
  "classRace.nextSoon": "When your teacher opens the next round, you will move there.",
  "classRace.cancelled": "Your teacher cancelled this race.",
  "classRace.expired": "This race closed because it was not started within 30 minutes.",
  "classRace.back": "Back to your class",
  "classRace.reconnecting": "Connection lost, reconnecting…",
};
