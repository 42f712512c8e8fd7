/**
 * A style is a family of templates (docs/decisions/025-template-library.md): the generators draw
 * their thumbnails from it. Without a chosen template each composition is the style's plain member
 * for it; with one, the first thumbnail is that template and the others are its family's other
 * compositions, in its colours and tier.
 */
import type { ThumbnailStyle } from "~/core/brief/thumbnail-brief";
import { layoutOrder } from "~/engines/render/layouts";
import type { ThumbnailOption } from "~/engines/render/render-document";
import { familyOf, templateRecipe, type Template } from "~/engines/render/templates";
import { colourPalettes } from "~/engines/render/templates/dimensions";

const wrap = (i: number) => ((i % layoutOrder.length) + layoutOrder.length) % layoutOrder.length;

/** The style's plain template for the `layout`-th composition (null for a style with none). */
export function familyMember(style: ThumbnailStyle, layout: number): Template | null {
  const id = layoutOrder[wrap(layout)];
  return familyOf(style).find((t) => t.core && t.look.layout === id) ?? null;
}

/**
 * The siblings of `chosen`, one per other composition: the family's templates of that composition
 * in the chosen one's tier or below, the same highlight first.
 */
function siblingsOf(chosen: Template): Template[] {
  const family = familyOf(chosen.style).filter(
    (t) => t.id !== chosen.id && (chosen.tier === "premium" || t.tier === "basic"),
  );
  const others = layoutOrder.filter((l) => l !== chosen.look.layout);
  return others.flatMap((layout) => {
    const candidates = family.filter((t) => t.look.layout === layout);
    const pick =
      candidates.find((t) => t.look.highlight === chosen.look.highlight) ??
      candidates.find((t) => t.core) ??
      candidates[0];
    return pick ? [pick] : [];
  });
}

/**
 * The options of a render with `templateId` chosen: as many as asked, the first the template
 * itself, the others its siblings in its colours. An unknown id changes nothing.
 */
export function templateOptions(templateId: string, options: ThumbnailOption[]): ThumbnailOption[] {
  const chosen = templateRecipe(templateId);
  if (!chosen) return options;
  const { palette, colors } = colourPalettes[chosen.colour];
  const siblings = siblingsOf(chosen);
  return options.map((option, k) => {
    const template = k === 0 ? chosen : siblings[(k - 1) % Math.max(1, siblings.length)];
    if (!template) return { ...option, template: chosen.id };
    return {
      layout: layoutOrder.indexOf(template.look.layout),
      template: template.id,
      palette,
      ...(colors ? { colors } : {}),
    };
  });
}
