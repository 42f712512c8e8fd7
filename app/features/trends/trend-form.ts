/**
 * The trend analysis form (docs/product.md, Trend analysis): the niche is required ('Please fill
 * at least the niche field'); goals and competitors are one per line, competitors as YouTube
 * channels (@handle or an address), at most 5. Messages are i18n keys.
 */
import { z } from "zod";
import { parseChannelRef } from "~/core/youtube/channel-ref";
import type { TrendInputs } from "~/features/trends/trend-types";
import { trendLimits } from "~/features/trends/trend-limits";

export { trendLimits };

const lines = (text: string) =>
  text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, "trends.tooLong")
    .optional()
    .transform((value) => value ?? "");

export const TrendFormSchema = z.object({
  intent: z.literal("analyze"),
  requestId: z.string().uuid(),
  niche: z
    .string({ required_error: "trends.nicheRequired" })
    .trim()
    .min(1, "trends.nicheRequired")
    .max(trendLimits.niche, "trends.tooLong"),
  targetAudience: optionalText(trendLimits.targetAudience),
  contentType: optionalText(trendLimits.contentType),
  goals: optionalText(trendLimits.goalsField)
    .transform(lines)
    .refine((goals) => goals.length <= trendLimits.goalLines, "trends.tooManyLines"),
  competitors: optionalText(trendLimits.competitorsField)
    .transform(lines)
    .refine((competitors) => competitors.length <= trendLimits.competitors, "trends.tooManyCompetitors")
    .refine(
      (competitors) => competitors.every((line) => parseChannelRef(line) !== null),
      "trends.competitorInvalid",
    ),
});

export type TrendForm = z.infer<typeof TrendFormSchema>;

export const trendInputsOf = (form: TrendForm): TrendInputs => ({
  niche: form.niche,
  targetAudience: form.targetAudience,
  contentType: form.contentType,
  goals: form.goals,
  competitors: form.competitors,
});
