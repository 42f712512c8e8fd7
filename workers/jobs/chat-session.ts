import { runChatTurn, type TurnInput, type TurnResult } from "~/features/expert";
import { BroadcastRoom } from "./broadcast-room";

/**
 * One per conversation (named "<userId>:<conversationId>"). Turns run one after another, so a
 * double submit never produces two replies: the second finds its message already answered. What a
 * turn does is the Thumbnail Expert's (app/features/expert/chat-turn.server.ts).
 */
export class ChatSession extends BroadcastRoom {
  private turns: Promise<unknown> = Promise.resolve();

  /** Runs a turn after any turn already running in this conversation. */
  async turn(input: TurnInput): Promise<TurnResult> {
    const run = this.turns.then(() => runChatTurn(this.env, input, (event) => this.broadcast(event)));
    this.turns = run.catch(() => undefined);
    return run;
  }
}
