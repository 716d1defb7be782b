import type { SocketChannel } from "~/core/protocol";
import { SocketObject } from "./socket-object";

/** The single lobby: presence, the live room list, invitations, join requests and notifications. */
export class Lobby extends SocketObject {
  protected readonly channel: SocketChannel = "lobby";
}
