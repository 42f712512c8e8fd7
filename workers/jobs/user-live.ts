import { BroadcastRoom } from "./broadcast-room";

/**
 * One per live channel (a user, or a visitor before accounts): every page the channel has open
 * holds a WebSocket here. Whatever changes the channel's thumbnails or jobs calls `broadcast`, and
 * the pages revalidate their data.
 */
export class UserLive extends BroadcastRoom {}
