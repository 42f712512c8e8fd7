/**
 * The template library (docs/decisions/025-template-library.md): what the /templates page lists,
 * the plan cards count and the generators draw from. Metadata and recipes only: importable
 * without any WASM (the preview is `render-template.ts`).
 */
import type { ThumbnailStyle } from "~/core/brief/thumbnail-brief";
import { templateLibrary, type Template, type TemplateInfo } from "~/engines/render/templates/catalog";

export {
  templateColours,
  templateNiches,
  type TemplateColour,
  type TemplateNiche,
} from "~/engines/render/templates/dimensions";
export type { Template, TemplateInfo, TemplateLook, TemplateTier } from "~/engines/render/templates/catalog";

/** The library, in a stable order (each style's basic templates first, then the premium ones). */
export const templates: readonly TemplateInfo[] = templateLibrary;

const byId = new Map<string, Template>(templateLibrary.map((t) => [t.id, t]));

/** The template with this id, or null. */
export function findTemplate(id: string): TemplateInfo | null {
  return byId.get(id) ?? null;
}

/** The template with its recipe (the renderer's side), or null. */
export function templateRecipe(id: string): Template | null {
  return byId.get(id) ?? null;
}

/** How many templates of each tier the library has: the plan cards say these numbers. */
export function templateCounts(): { basic: number; premium: number; total: number } {
  const basic = templateLibrary.filter((t) => t.tier === "basic").length;
  return { basic, premium: templateLibrary.length - basic, total: templateLibrary.length };
}

/** A style's templates: the family a style stands for. */
export const familyOf = (style: ThumbnailStyle): readonly Template[] =>
  templateLibrary.filter((t) => t.style === style);
