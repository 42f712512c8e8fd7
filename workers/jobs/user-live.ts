import type { LiveEvent, LiveHello } from "~/core/live/events";
import { BroadcastRoom } from "./broadcast-room";

const lastEventKey = "lastEventAt";

/**
 * One per live channel (a user, or a visitor before accounts): every page the channel has open
 * holds a WebSocket here. Whatever changes the channel's thumbnails or jobs calls `broadcast`, and
 * the pages revalidate their data. It remembers when it last had news (in storage, so hibernation
 * keeps it) and says so to each page that connects: the page reloads only if that is later than its
 * data, never just for connecting (docs/decisions/010-dashboard-images-watermark-live.md).
 */
export class UserLive extends BroadcastRoom {
  override async broadcast(event: LiveEvent): Promise<number> {
    await this.ctx.storage.put(lastEventKey, Date.now());
    return super.broadcast(event);
  }

  protected override async greeting(): Promise<LiveHello> {
    const lastEventAt = await this.ctx.storage.get<number>(lastEventKey);
    return { type: "hello", lastEventAt: lastEventAt ?? null };
  }
}
