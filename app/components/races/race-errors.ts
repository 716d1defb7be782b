import type { ErrorCode } from "~/core/races/protocol";
import type { MessageKey } from "~/i18n";

/** The message a player sees for a refusal from a room or the lobby (`forType`: the message it answers). */
export function raceErrorKey(code: ErrorCode, forType?: string): MessageKey {
  if (code === "rate_limited" && forType === "joinRequest") return "races.error.tooManyJoinRequests";
  if (code === "rate_limited" && forType === "inviteTo") return "races.error.tooManyInvites";
  switch (code) {
    case "room_full":
      return "races.error.room_full";
    case "room_closed":
      return "races.error.room_closed";
    case "not_found":
      return "races.error.not_found";
    case "not_member":
      return "races.notJoined";
    case "rate_limited":
      return "races.error.rate_limited";
    case "unauthorized":
      return "races.loginRequired";
    default:
      return "races.error.generic";
  }
}
