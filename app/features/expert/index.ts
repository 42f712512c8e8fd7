/**
 * The Thumbnail Expert as the Workers' entries see it: the conversation's turn (run by the ChatSession
 * Durable Object, workers/jobs/chat-session.ts), the generation job (workers/jobs/registry.ts) and
 * the owner-checked reference images the web Worker serves (workers/web.ts).
 */
export { runChatTurn, type TurnInput, type TurnResult } from "~/features/expert/chat-turn.server";
export { expertGeneration } from "~/features/expert/job";
export { serveReferenceImage } from "~/features/expert/reference-images.server";
