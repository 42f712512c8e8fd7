import type { BriefImage } from "~/core/brief/thumbnail-brief";

/** One message of an expert conversation, as stored (assistant text may hold the marker). */
export interface ExpertMessage {
  role: "user" | "assistant";
  content: string;
  referenceImage?: BriefImage | null;
}
