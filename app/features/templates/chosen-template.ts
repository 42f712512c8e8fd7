/**
 * The template chosen in the library as /gerar shows it: its preview, name and tier, or why it
 * cannot be used (not in the library, or premium on a plan without premium templates).
 */
import type { Language } from "~/core/i18n/config";
import type { PlanId } from "~/core/plans/catalog";
import { templateLibraryVersion } from "~/features/templates/library-version";
import { chooseTemplate } from "~/features/templates/template-choice";
import { templatePreviewSrc, templatePreviewSrcSet } from "~/features/templates/template-preview-url";

export interface ChosenTemplateView {
  /** The id the form sends; null when the choice was refused (the form then sends none). */
  id: string | null;
  name: string | null;
  tier: "basic" | "premium" | null;
  previewSrc: string | null;
  previewSrcSet: string | null;
  refused: "unknown" | "premium" | null;
}

export function chosenTemplateView(
  id: string | null | undefined,
  plan: PlanId,
  language: Language,
): ChosenTemplateView | null {
  const choice = chooseTemplate(id, plan);
  if (!choice) return null;
  const template = choice.template;
  return {
    id: choice.ok ? choice.template.id : null,
    name: template?.name[language] ?? null,
    tier: template?.tier ?? null,
    previewSrc: template ? templatePreviewSrc(template.id, language, 320, templateLibraryVersion) : null,
    previewSrcSet: template ? templatePreviewSrcSet(template.id, language, templateLibraryVersion) : null,
    refused: choice.ok ? null : choice.reason,
  };
}
