/** The quick generator's job payload: what the form asked for, checked again by the consumer. */
import { z } from "zod";
import { thumbnailStyleIds } from "~/core/brief/thumbnail-brief";
import { quickOptionCount } from "~/features/generator/quick-brief";
import { quickLimits } from "~/features/generator/quick-form";
import { templateIdMaxLength } from "~/features/templates/template-choice";

export const QuickGenerationPayload = z.object({
  kind: z.literal("quick"),
  language: z.enum(["pt", "en"]),
  niche: z.string().max(quickLimits.niche),
  /** Empty: one set from the niche alone. */
  titles: z.array(z.string().min(1).max(quickLimits.title)).max(50),
  /** The uploaded image (R2 key under the user's references), or null. */
  referenceKey: z.string().nullable(),
  /** Options per set (the API's `variations`); 4 when absent, as on the site. */
  variations: z.number().int().min(1).max(quickOptionCount).optional(),
  /** One style for every option (the API's `style`); each option its own when absent. */
  style: z.enum(thumbnailStyleIds).optional(),
  /**
   * The library's template the creator chose (checked against the plan when the job was asked
   * for): each set's first option is that template with its title fitted.
   */
  template: z.string().max(templateIdMaxLength).optional(),
});
export type QuickGenerationPayload = z.infer<typeof QuickGenerationPayload>;

/** How many sets (of 4 options) a job makes: one per title, or one from the niche alone. */
export const setsOf = (payload: Pick<QuickGenerationPayload, "titles">) => Math.max(1, payload.titles.length);

/** How many options each set of a job has. */
export const optionsPerSet = (payload: Pick<QuickGenerationPayload, "variations">) =>
  payload.variations ?? quickOptionCount;
