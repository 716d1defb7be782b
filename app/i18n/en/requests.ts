import type { requestsMn } from "../mn/requests";

export const requestsEn: Record<keyof typeof requestsMn, string> = {
  "request.unsupportedType": "The request body could not be read. Send JSON or form data.",
  "request.unreadableBody": "The request body is malformed. Send a JSON object.",
  "request.methodNotAllowed": "This address only accepts POST requests.",
  "request.tooLarge": "The request body is too large: it may be at most {kb} KB.",
  "request.badNotifyId": "The race number of the notification is not valid.",
  "request.badRoomId": "The room code is not valid.",
  "request.badLessonId": "The lesson number is not valid.",
  "request.badCurriculum": "The curriculum is not valid: send mn or en.",
  "request.badLessonLog": "The lesson result data is not valid.",
  "limits.register": "Too many accounts were created from this network. Try again in {minutes} minutes.",
  "limits.forgotPassword": "Too many password reset requests. Try again in {minutes} minutes.",
  "limits.coupon": "Too many wrong coupon codes. Try again in {minutes} minutes.",
  "limits.accountBrake":
    "This account has had many failed sign-in attempts from elsewhere and is temporarily protected. If your password was right, we have e-mailed you a one-time sign-in link.",
  "limits.loginLinkSubject": "Bicheech: one-time sign-in link",
  "limits.loginLinkBody":
    "Hello {name},\n\nThere were many failed attempts to sign in to your account, so we protected it for a while. This link signs you in once within 15 minutes:\n\n{link}\n\nIf it was not you trying to sign in, ignore this e-mail.",
  "limits.loginLinkLead": "This is a one-time sign-in link. Press the button below to sign in to your account.",
  "limits.loginLinkFailed": "This sign-in link is not valid or has expired. Please sign in again.",
} as const;
