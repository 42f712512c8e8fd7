/**
 * The seam between the Thumbnail Expert and whatever writes its replies and paints its
 * backgrounds: OpenAI when a key is configured, the scripted offline interviewer otherwise
 * (ADR 004). Both follow the script in ./interview/. The backgrounds are the shared painter's
 * (app/core/ai/background-painter.ts).
 */
import type { BackgroundPainter } from "~/core/ai/background-painter";
import type { BriefLanguage } from "~/core/brief/thumbnail-brief";
import type { ExpertMessage } from "~/features/expert/interview/expert-message";

export interface ChatTurnInput {
  messages: ExpertMessage[];
  language: BriefLanguage;
}

export interface ExpertAi extends BackgroundPainter {
  /** The assistant's next message, streamed as text chunks; the full text may contain GENERATE_MARKER. */
  reply(input: ChatTurnInput, signal?: AbortSignal): AsyncIterable<string>;
}
