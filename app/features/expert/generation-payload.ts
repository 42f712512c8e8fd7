import { z } from "zod";

/**
 * The Thumbnail Expert's generation job payload (job type `generation`, stored in D1): the
 * conversation whose answers make the brief, and the language to write in. The quick generator's
 * payloads share the job type and say `kind: "quick"` (app/features/generator/quick-payload.ts).
 */
export const ExpertGenerationPayload = z.object({
  conversationId: z.string().min(1),
  language: z.enum(["pt", "en"]),
});
export type ExpertGenerationPayload = z.infer<typeof ExpertGenerationPayload>;
