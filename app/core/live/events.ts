/** What UserLive and ChatSession send to connected pages over their WebSockets. */
export type LiveEvent =
  | { type: "revalidate"; reason: "job" | "thumbnails" | "profile"; jobId?: string }
  | { type: "chat"; conversationId: string; delta?: string; done?: boolean; failed?: boolean };

/**
 * What UserLive sends a page the moment its socket opens: when the channel last had news (epoch
 * ms, the Durable Object's clock; null when never). The page compares it with the time its loader
 * read the data (`liveSince`), so opening, or reopening after a drop, reloads only when it missed
 * something (docs/decisions/010-dashboard-images-watermark-live.md).
 */
export type LiveHello = { type: "hello"; lastEventAt: number | null };

export const liveChannelPattern = /^(user|visitor):[A-Za-z0-9-]{8,64}$/;

/** A signed-in user's channel: all their tabs and devices, opened only with their session. */
export const userLiveChannel = (userId: string) => `user:${userId}`;

/** The Durable Object name of a conversation's ChatSession: only its owner's session reaches it. */
export const chatSessionName = (userId: string, conversationId: string) => `${userId}:${conversationId}`;
