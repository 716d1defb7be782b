// Working with no connection (issue 34, ADR 044): see ../mn/offline.ts.
import type { offlineMn } from "../mn/offline";

export const offlineEn: Record<keyof typeof offlineMn, string> = {
  "offline.waiting": "Offline — {n} results waiting to be sent.",
  "offline.sending": "Sending {n} results…",
  "offline.sent": "Sent.",
  "offline.refused": "This result was not accepted: {reason}",
  "offline.dismiss": "Dismiss",
  "offline.backToList": "Back to the lessons",
  "offline.updateReady": "A new version is ready.",
  "offline.refresh": "Refresh",
  "offline.install": "Install the app",
  "offline.page.title": "This needs a connection",
  "offline.page.rooms": "Online races work only with a connection.",
  "offline.page.prize": "Prize races need a connection.",
  "offline.page.payment": "Payments need a connection.",
  "offline.page.certificate": "The certificate exam is taken with a connection.",
  "offline.page.friends": "Friends and your profile need a connection.",
  "offline.page.admin": "The admin and teacher consoles need a connection.",
  "offline.page.notKept": "This page is not kept on this device.",
  "offline.page.body": "Try again when the connection is back. Lessons and the 60-second tests work without one.",
  "offline.page.toLessons": "Go to the lessons",
  "offline.page.retry": "Try again",
};
