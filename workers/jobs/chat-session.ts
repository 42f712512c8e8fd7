import { BroadcastRoom } from "./broadcast-room";

/**
 * One per expert conversation. Pages showing the conversation connect here to receive the
 * assistant's reply as it streams. Turn handling (serialising turns, calling the AI provider and
 * writing messages to D1) arrives with the Thumbnail Expert.
 */
export class ChatSession extends BroadcastRoom {}
