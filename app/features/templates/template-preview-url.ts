/**
 * The address of a template's preview (app/routes/templates_.previa.$id.ts). It names everything
 * the picture depends on (template, language, width, the library's version), so the browser may
 * keep it for a year: a new library is a new address.
 */
import type { Language } from "~/core/i18n/config";

/** The widths a preview is rendered at: 320 for a phone's grid, 640 for wider screens and 2× phones. */
export const templatePreviewWidths = [320, 640] as const;
export type TemplatePreviewWidth = (typeof templatePreviewWidths)[number];

export const isTemplatePreviewWidth = (value: number): value is TemplatePreviewWidth =>
  (templatePreviewWidths as readonly number[]).includes(value);

export function templatePreviewSrc(
  id: string,
  language: Language,
  width: TemplatePreviewWidth,
  version: string,
) {
  const query = new URLSearchParams({ w: String(width), lang: language, v: version });
  return `/templates/previa/${encodeURIComponent(id)}?${query}`;
}

/** `srcset` of a preview: a phone's 1× grid downloads the 320 px one. */
export const templatePreviewSrcSet = (id: string, language: Language, version: string) =>
  templatePreviewWidths
    .map((width) => `${templatePreviewSrc(id, language, width, version)} ${width}w`)
    .join(", ");
