/**
 * A template applied to a brief (docs/decisions/025-template-library.md). Chosen by the creator,
 * the template is the whole look: its style, colours, highlight, mood, effects, fonts and
 * background, with the creator's words. Drawn by the generator for a brief (no template chosen),
 * it is the style's plain member for the composition, in the colours, highlight and mood the
 * creator's brief asked for: only its composition is taken.
 */
import type { ThumbnailBrief } from "~/core/brief/thumbnail-brief";
import type { ArtOverrides } from "~/engines/render/art-direction";
import type { Template } from "~/engines/render/templates/catalog";
import { colourPalettes } from "~/engines/render/templates/dimensions";

export type TemplateUse = "chosen" | "family";

export function templateBrief(brief: ThumbnailBrief, template: Template, use: TemplateUse): ThumbnailBrief {
  if (use === "family") return { ...brief, style: template.style };
  const { palette, colors } = colourPalettes[template.colour];
  const { look } = template;
  const { colors: _named, ...rest } = brief;
  return {
    ...rest,
    style: template.style,
    palette,
    ...(colors ? { colors } : {}),
    highlight: look.highlight,
    mood: look.mood,
    effects: look.effects.length ? look.effects : [],
  };
}

export const templateArt = (template: Template, use: TemplateUse = "chosen"): ArtOverrides =>
  use === "family"
    ? {}
    : {
        motifs: template.look.motifs,
        fonts: template.look.fonts,
        ground: template.look.ground,
      };
