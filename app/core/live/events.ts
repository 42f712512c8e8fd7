/** What UserLive and ChatSession send to connected pages over their WebSockets. */
export type LiveEvent =
  | { type: "revalidate"; reason: "job" | "thumbnails" | "profile"; jobId?: string }
  | { type: "chat"; conversationId: string; delta?: string; done?: boolean; failed?: boolean };

export const liveChannelPattern = /^(user|visitor):[A-Za-z0-9-]{8,64}$/;

/** A signed-in user's channel: all their tabs and devices, opened only with their session. */
export const userLiveChannel = (userId: string) => `user:${userId}`;

/** The Durable Object name of a conversation's ChatSession: only its owner's session reaches it. */
export const chatSessionName = (userId: string, conversationId: string) => `${userId}:${conversationId}`;
