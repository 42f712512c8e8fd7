/**
 * The quick generator's input (docs/product.md, Quick generator: a niche or a title, otherwise
 * 'Preencha os campos'): the niche, one title per line (several at once up to the plan's batch
 * size) and an optional PNG or JPG of at most 10 MB, checked from its bytes; and the template
 * chosen in the library, if any (docs/product.md, Templates), whose id and plan the action checks.
 * Messages are i18n keys.
 */
import { z } from "zod";
import { templateIdMaxLength } from "~/features/templates/template-choice";
import { quickLimits, quickMaxBodyBytes, titlesOf } from "~/features/generator/quick-limits";

export { quickLimits, quickMaxBodyBytes, titlesOf };

export const QuickGenerateSchema = z
  .object({
    intent: z.literal("generate"),
    niche: z.string().trim().max(quickLimits.niche, "generator.validation.nicheTooLong").optional(),
    titles: z.string().max(quickLimits.titlesField, "generator.validation.titleTooLong").optional(),
    template: z.string().trim().max(templateIdMaxLength, "generator.template.unknown").optional(),
  })
  .superRefine((value, ctx) => {
    const titles = titlesOf(value.titles);
    if (!value.niche && titles.length === 0)
      ctx.addIssue({ code: "custom", path: ["niche"], message: "generator.validation.fillFields" });
    if (titles.some((title) => [...title].length > quickLimits.title))
      ctx.addIssue({ code: "custom", path: ["titles"], message: "generator.validation.titleTooLong" });
  });

export type QuickGenerateInput = z.infer<typeof QuickGenerateSchema>;
