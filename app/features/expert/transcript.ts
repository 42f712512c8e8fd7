import type { ExpertMessage } from "~/features/expert/interview/expert-message";
import type { BriefImage } from "~/core/brief/thumbnail-brief";

/** Stands for an attached picture whose bytes are not needed (the interview only asks whether there is one). */
const attachedImage: BriefImage = { mime: "image/png", bytes: new Uint8Array(0) };

interface SavedMessage {
  role: "user" | "assistant";
  content: string;
  referenceImage?: string | null;
}

/**
 * The saved messages as the interview reads them. A message's reference image is its bytes when
 * `images` has them (for the AI provider), otherwise a stand-in that only says one was attached.
 */
export function transcriptOf(
  messages: readonly SavedMessage[],
  images: ReadonlyMap<string, BriefImage> = new Map(),
): ExpertMessage[] {
  return messages.map((m) => ({
    role: m.role,
    content: m.content,
    referenceImage: m.referenceImage ? (images.get(m.referenceImage) ?? attachedImage) : null,
  }));
}
