/**
 * The Thumbnail Expert as the jobs Worker sees it: the conversation's turn (run by the ChatSession
 * Durable Object, workers/jobs/chat-session.ts) and the generation job (workers/jobs/registry.ts).
 */
export { runChatTurn, type TurnInput, type TurnResult } from "~/features/expert/chat-turn.server";
export { expertGeneration } from "~/features/expert/job";
