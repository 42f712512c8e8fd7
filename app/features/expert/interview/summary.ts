/**
 * The summary the creator confirms before a generation, and the reply that goes with the marker
 * (docs/product.md, Thumbnail Expert).
 */
import { briefChoices } from "~/core/i18n/brief-labels";
import { type BriefLanguage, type ThumbnailBrief } from "~/core/brief/thumbnail-brief";
import { interviewCopy } from "~/features/expert/interview/copy";
import { type QuestionId, question, questionIds } from "~/features/expert/interview/questions";

function labelOf<Id extends string>(
  options: readonly { id: Id; pt: string; en: string }[],
  id: Id,
  language: BriefLanguage,
): string {
  return options.find((option) => option.id === id)?.[language] ?? id;
}

export interface SummaryOptions {
  /** Adds the reference-image line (omitted when undefined). */
  hasReference?: boolean;
  /** `first` after question 12, `updated` after an adjustment, `again` before new variations. */
  variant?: "first" | "updated" | "again";
}

/** The summary of the brief followed by the confirmation question. */
export function summaryMessage(
  brief: ThumbnailBrief,
  language: BriefLanguage,
  options: SummaryOptions = {},
): string {
  const copy = interviewCopy(language).summary;
  const intro = copy[options.variant ?? "first"];
  const label = (id: QuestionId) => question(questionIds.indexOf(id)).label[language];
  // What the creator typed is shown as typed; a preset's label only when that is what they chose.
  const typed = brief.typed ?? {};
  const lines: [QuestionId, string][] = [
    ["niche", brief.niche],
    ["title", brief.title],
    ["headline", brief.headline],
    ["audience", brief.audience],
    ["style", typed.style ?? labelOf(briefChoices.style, brief.style, language)],
    ["palette", typed.palette ?? labelOf(briefChoices.palette, brief.palette, language)],
    [
      "effects",
      typed.effects ??
        brief.effects.map((effect) => labelOf(briefChoices.effects, effect, language)).join(", "),
    ],
    ["highlight", typed.highlight ?? labelOf(briefChoices.highlight, brief.highlight, language)],
    ["platform", labelOf(briefChoices.platform, brief.platform, language)],
    ["mood", typed.mood ?? labelOf(briefChoices.mood, brief.mood, language)],
  ];
  if (options.hasReference !== undefined)
    lines.push(["reference", options.hasReference ? copy.referenceAttached : copy.noReference]);
  lines.push(["restrictions", brief.restrictions || copy.noRestrictions]);
  const body = lines.map(([id, value]) => `• ${label(id)}: ${value}`).join("\n");
  return `${intro}\n\n${body}\n\n${copy.ask}`;
}

/** The short reply that accompanies the marker. */
export function generatingMessage(language: BriefLanguage): string {
  return interviewCopy(language).generating;
}
