/** What UserLive and ChatSession send to connected pages over their WebSockets. */
export type LiveEvent =
  | { type: "revalidate"; reason: "job" | "thumbnails" | "profile"; jobId?: string }
  | { type: "chat"; conversationId: string; delta?: string; done?: boolean };

export const liveChannelPattern = /^(user|visitor):[A-Za-z0-9-]{8,64}$/;
