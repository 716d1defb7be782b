import type { SocketChannel } from "~/core/protocol";
import { SocketObject } from "./socket-object";

/** One per online room (SPEC §4 Room): players, chat and the authoritative race clock. */
export class RaceRoom extends SocketObject {
  protected readonly channel: SocketChannel = "room";
}
