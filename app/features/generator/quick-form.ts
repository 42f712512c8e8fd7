/**
 * The quick generator's input (docs/product.md, Quick generator: a niche or a title, otherwise
 * 'Preencha os campos'): the niche, one title per line (several at once up to the plan's batch
 * size) and an optional PNG or JPG of at most 10 MB, checked from its bytes; and the template
 * chosen in the library, if any (docs/product.md, Templates), whose id and plan the action checks.
 * Messages are i18n keys.
 */
import { z } from "zod";
import { templateIdMaxLength } from "~/features/templates/template-choice";

export const quickLimits = {
  niche: 80,
  title: 100,
  /** The whole titles box, whatever the batch size (a paste of a novel is refused unread). */
  titlesField: 4000,
  imageBytes: 10 * 1024 * 1024,
} as const;

/** A body this big is refused unread; anything smaller is read so the typed text can come back. */
export const quickMaxBodyBytes = 20 * 1024 * 1024;

/** The titles typed in the box: one per line, trimmed, blank lines dropped. */
export const titlesOf = (raw: string | undefined) =>
  (raw ?? "")
    .split(/\r?\n/)
    .map((line) => line.replace(/\s+/g, " ").trim())
    .filter(Boolean);

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
