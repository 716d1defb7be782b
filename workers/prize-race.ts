import type { SocketChannel } from "~/core/protocol";
import { SocketObject } from "./socket-object";

/** One per prize race (SPEC §4 Prize race): the leaderboard and the race window. */
export class PrizeRace extends SocketObject {
  protected readonly channel: SocketChannel = "prize";
}
