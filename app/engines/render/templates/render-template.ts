/**
 * A template's preview: the template drawn with a title (its niche's sample title in the language
 * when none is given), as the /templates page shows it. The same render as a generation that
 * chose the template, so the preview is what the creator gets.
 */
import type { ThumbnailBrief } from "~/core/brief/thumbnail-brief";
import { canvas } from "~/engines/render/geometry";
import { renderOptionPreview, renderThumbnailOptions } from "~/engines/render/render-document";
import type { RenderEngine } from "~/engines/render/render-engine";
import { templateRecipe, type Template } from "~/engines/render/templates";
import { nicheSamples } from "~/engines/render/templates/dimensions";

/** The niche's sample title the template's preview shows. */
export function sampleTitle(template: Template, language: "pt" | "en"): string {
  const samples = nicheSamples[template.niche];
  return samples[template.look.sample % samples.length]![language];
}

/** The brief a template is previewed with: the title as the headline, the niche's name. */
export function previewBrief(template: Template, language: "pt" | "en", title?: string): ThumbnailBrief {
  const words = title?.trim() || sampleTitle(template, language);
  return {
    language,
    niche: template.niche,
    title: words,
    headline: words,
    audience: "",
    style: template.style,
    palette: "yellow-black",
    effects: [],
    highlight: template.look.highlight,
    platform: "both",
    mood: template.look.mood,
    restrictions: "",
  };
}

/** A template rendered with a title (the sample title in the given language when none): the preview. */
export async function renderTemplatePreview(
  engine: RenderEngine,
  input: { templateId: string; language: "pt" | "en"; title?: string; width?: number },
): Promise<Uint8Array> {
  const template = templateRecipe(input.templateId);
  if (!template) throw new Error(`No template "${input.templateId}" in the library`);
  const brief = previewBrief(template, input.language, input.title);
  const seed = `template:${template.id}`;
  const option = { layout: 0, template: template.id };
  if (input.width !== undefined && input.width < canvas.width) {
    const prepared = { brief, seed, pictures: { reference: null, backgrounds: [] }, subject: null };
    return renderOptionPreview(engine, prepared, option, input.width);
  }
  const [rendered] = await renderThumbnailOptions(engine, { brief, seed, options: [option] });
  return rendered!.jpeg;
}
