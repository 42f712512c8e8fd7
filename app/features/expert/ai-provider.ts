/**
 * The seam between the Thumbnail Expert and whatever writes its replies and paints its
 * backgrounds: OpenAI when a key is configured, the scripted offline interviewer otherwise
 * (ADR 004). Both follow the script in ./interview.ts.
 */
import type { ExpertMessage } from "~/features/expert/interview/expert-message";
import type { BriefImage, BriefLanguage, ThumbnailBrief } from "~/core/brief/thumbnail-brief";

export interface ChatTurnInput {
  messages: ExpertMessage[];
  language: BriefLanguage;
}

export interface BackgroundsInput {
  brief: ThumbnailBrief;
  /** The creator's reference image (a face or product to build the scene around). */
  reference?: BriefImage | null;
  count: number;
  /** Varies the composition between generations of the same brief. */
  seed: string;
}

export interface ExpertAi {
  readonly name: "openai" | "offline";
  /** The assistant's next message, streamed as text chunks; the full text may contain GENERATE_MARKER. */
  reply(input: ChatTurnInput, signal?: AbortSignal): AsyncIterable<string>;
  /**
   * `count` textless 1280×720-ish backgrounds for the brief (PNG or JPEG bytes), or null when this
   * provider has none (the renderer then composes offline backgrounds).
   */
  backgrounds(input: BackgroundsInput, signal?: AbortSignal): Promise<BriefImage[] | null>;
}
