/**
 * A thumbnail as an editable document: a background image (everything but the editable text:
 * the base picture, shapes, pictures, highlights, labels and grain, stored as a JPEG elsewhere)
 * and up to four text layers drawn over it (the headline, the secondary text and the layout's
 * number badge), each fitted into a box at most at its size (see `document-layers.ts`). The JPEG is always rendered from the document, so an edit re-renders
 * the same way. Pure: zod schemas and types, no WASM.
 */
import { z } from "zod";
import { briefChoiceIds } from "~/core/brief/thumbnail-brief";
import { fontFaces, type FontId } from "~/engines/render/fonts";
import { canvas } from "~/engines/render/geometry";
import { layoutIds } from "~/engines/render/layout-ids";
import { documentPositions } from "~/engines/render/document-positions";
import {
  badgeSizeLimits,
  layerRoles,
  layerSizeLimits,
  layerTextMaxLength,
  sizeLimitsFor,
  type LayerRole,
} from "~/engines/render/layer-limits";

export { documentPositions };
export { badgeSizeLimits, layerRoles, layerSizeLimits, layerTextMaxLength, sizeLimitsFor };
export type { LayerRole };

export const maxDocumentLayers = 4;
export const maxDocumentBackgrounds = 4;

const hex = z
  .string()
  .regex(/^#[0-9a-fA-F]{6}$/, "a colour as #rrggbb")
  .transform((value) => value.toLowerCase());

const fontIdTuple = Object.keys(fontFaces) as [FontId, ...FontId[]];
const styleIdTuple = briefChoiceIds.style;

/** Tolerance for boxes computed in floating point that end exactly on the canvas edge. */
const edge = 0.5;

const boxSchema = z
  .object({
    x: z.number().finite(),
    y: z.number().finite(),
    width: z.number().finite().positive(),
    height: z.number().finite().positive(),
  })
  .refine(
    (b) =>
      b.x >= -edge &&
      b.y >= -edge &&
      b.x + b.width <= canvas.width + edge &&
      b.y + b.height <= canvas.height + edge,
    "the box must be on the 1280×720 canvas",
  );

/**
 * A decoration drawn with a layer's text and sized by it (see `plates.ts`): a rounded pill behind
 * it; a box behind each line (fills taken in turn; the lines' room is reserved by the fit); a bar
 * beside the text's left edge; a band across the whole canvas at the text's height (its thin
 * stripes, and a hand-drawn ring around the emphasised word); a thick bar under the last line; a
 * starburst around the text (a badge's), filled and edged.
 */
export const plateSchema = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("pill"), fill: hex, shadow: z.boolean() }),
  z.object({ kind: z.literal("line-boxes"), fills: z.array(hex).min(1).max(4), shadow: z.boolean() }),
  z.object({ kind: z.literal("bar"), color: hex }),
  z.object({ kind: z.literal("band"), fill: hex, stripe: hex.nullable(), ring: hex.nullable() }),
  z.object({ kind: z.literal("underline"), color: hex }),
  z.object({ kind: z.literal("burst"), fill: hex, edge: hex }),
]);
export type Plate = z.infer<typeof plateSchema>;

const textLayerFields = z.object({
  /** Unique in the document ("headline", "secondary", "badge", …). */
  id: z.string().regex(/^[a-z0-9][a-z0-9-]{0,31}$/, "a short slug"),
  /** The badge: the number (or word) a layout puts on a starburst or draws big. */
  role: z.enum(layerRoles),
  /** As typed (cased when drawn if `uppercase`). */
  text: z.string().trim().min(1).max(layerTextMaxLength),
  /** The preferred font (a fallback draws characters it lacks). */
  font: z.enum(fontIdTuple),
  uppercase: z.boolean(),
  /** The largest font size the fitter may use, in px: the editor's "font size". */
  size: z.number().int().min(layerSizeLimits.min).max(badgeSizeLimits.max),
  color: hex,
  /** The colour of the emphasised words (null: none). */
  accent: hex.nullable(),
  /** Which words take the accent: none, the keywords (digits, else the longest), every other word. */
  emphasis: z.enum(["none", "keywords", "alternate"]),
  /** Outline, shadow and glow are in px at `size`, and scale with the size the text is fitted at. */
  outline: z.object({ width: z.number().min(0).max(30), color: hex }),
  shadow: z
    .object({ dx: z.number().min(-40).max(40), dy: z.number().min(-40).max(40), color: hex })
    .nullable(),
  glow: z.object({ radius: z.number().min(0).max(40), color: hex }).nullable(),
  plate: plateSchema.nullable(),
  position: z.enum(documentPositions),
  /** The box the layout chose (used by the "layout" position). */
  box: boxSchema,
  /** Degrees about the box's centre ("layout" position only). */
  rotation: z.number().min(-30).max(30),
  align: z.enum(["left", "center", "right"]),
  valign: z.enum(["top", "middle", "bottom"]),
  maxLines: z.number().int().min(1).max(6),
  /** Line pitch and letter spacing, in em. */
  lineHeight: z.number().min(0.8).max(2),
  letterSpacing: z.number().min(-0.1).max(0.3),
  /**
   * Removed by the creator: kept (so it can be shown again) but not drawn. Absent in documents
   * made before layers could be removed.
   */
  hidden: z.boolean().optional(),
  /**
   * A badge showing the headline's number (its text was derived from it): editing the headline
   * updates it, or removes it when no number is left, until the creator types the badge's own text.
   */
  followsHeadline: z.boolean().optional(),
});

export const textLayerSchema = textLayerFields.refine(
  (layer) => layer.size <= sizeLimitsFor(layer.role).max,
  "the size is too large for the layer's role",
);
export type TextLayer = z.infer<typeof textLayerFields>;
export type TextPosition = (typeof documentPositions)[number];

export const thumbnailDocumentSchema = z
  .object({
    version: z.literal(1),
    layout: z.enum(layoutIds),
    style: z.enum(styleIdTuple),
    /**
     * The library's template it was drawn from (docs/decisions/025-template-library.md); absent in
     * documents made before the library.
     */
    template: z
      .string()
      .regex(/^[a-z0-9][a-z0-9-]{0,63}$/, "a template's id")
      .optional(),
    /** Which background of the set this thumbnail sits on. */
    background: z
      .number()
      .int()
      .min(0)
      .max(maxDocumentBackgrounds - 1),
    /** The set's background JPEGs (storage keys). */
    backgrounds: z.array(z.string().min(1)).min(1).max(maxDocumentBackgrounds),
    layers: z
      .array(textLayerSchema)
      .min(1)
      .max(maxDocumentLayers)
      .refine(
        (layers) => new Set(layers.map((l) => l.id)).size === layers.length,
        "layer ids must be unique",
      ),
  })
  .refine((d) => d.background < d.backgrounds.length, "the background must be one of the set");
export type ThumbnailDocument = z.infer<typeof thumbnailDocumentSchema>;

/** The document, or null when `json` is not a valid one (a stored row, a posted edit). */
export function parseThumbnailDocument(json: unknown): ThumbnailDocument | null {
  const result = thumbnailDocumentSchema.safeParse(json);
  return result.success ? result.data : null;
}
