/**
 * What a layout produces: a description of one thumbnail that is pure data (testable without any
 * WASM). The composer turns it into pixels: the base picture first, then the items in order (vector
 * shapes, pictures clipped to a shape, text drawn by satori, each text block with its plate).
 */
import type { FontId } from "~/engines/render/fonts";
import { center, rotatedBounds, type Rect } from "~/engines/render/geometry";
import type { LayoutId } from "~/engines/render/layout-ids";
import type { FittedText } from "~/engines/render/text-fit";
import type { Plate, TextLayer } from "~/engines/render/thumbnail-document";

/** A picture for the scene: the i-th variation's image-model background, or the creator's reference. */
export interface PictureSource {
  source: "background" | "reference";
  /** The point to keep in view, as fractions of the source, and how much to magnify it. */
  focus: { x: number; y: number };
  zoom: number;
  /**
   * The creator's subject as the hero: framed exactly at `focus` (the layout placed the subject
   * with it), graded lightly and never greyed unless the palette is monochrome; as a picture item,
   * drawn opaque into its rect (no shape, rotation or clip) between the overlay's parts.
   */
  hero?: boolean;
}

/** What lies under the overlay. */
export type BasePlan =
  | { kind: "offline" }
  | {
      kind: "photo";
      picture: PictureSource;
      /** Where the photo goes (the rest is covered by the overlay). */
      region: Rect;
      /** Graded toward the palette, and how strongly; blurred; darkened (0–1, 1 = unchanged). */
      tint: number;
      blur: boolean;
      brightness: number;
    };

export interface TextBlock {
  role: "headline" | "secondary" | "badge" | "number" | "label";
  font: FontId;
  fitted: FittedText;
  /** The colour of each word, line by line. */
  colors: string[][];
  stroke: { width: number; color: string } | null;
  shadow: { dx: number; dy: number; color: string } | null;
  glow: { radius: number; color: string } | null;
  /** Rotation in degrees about `pivot` (the centre of the box it was fitted in). */
  rotation: number;
  pivot: { x: number; y: number };
  /** The box the text was fitted in (before rotation). */
  box: Rect;
  /**
   * A decoration sized by the fitted text (a pill behind it, boxes behind its lines, a bar beside
   * it…), drawn with the text: see `plates.ts`.
   */
  plate?: Plate | null;
  /** The editable layer the block was fitted from (the headline, the secondary text and the badge). */
  layer?: TextLayer;
}

export type SceneItem =
  | {
      kind: "svg";
      markup: string;
      /** The topic art this markup draws, and the square it fills (see `topic-art/draw.ts`). */
      topic?: { icon: string; box: Rect };
    }
  | {
      kind: "picture";
      picture: PictureSource;
      rect: Rect;
      shape: "circle" | "rounded" | "rect";
      /** Grey and flat (the "before" of a before/after). */
      dull?: boolean;
      /** Rotation in degrees about the rect's centre. */
      rotation?: number;
      /** Only this part of the picture is drawn (canvas px). */
      clip?: Rect;
    }
  | { kind: "text"; block: TextBlock }
  | {
      /**
       * The creator's cut-out (a reference with a transparent background) drawn whole at `rect`
       * (canvas px, may pass the canvas's edges), over an outline and a glow that follow its
       * silhouette.
       */
      kind: "cutout";
      rect: Rect;
      outline: { color: string; width: number };
      glow: string;
    };

export interface Scene {
  layout: LayoutId;
  base: BasePlan;
  items: SceneItem[];
}

/** The canvas area a text block may paint (its ink, outline, shadow and glow, rotated). */
export function textBounds(block: TextBlock): Rect {
  return rotatedBounds(block.fitted.ink, block.rotation, block.pivot.x, block.pivot.y);
}

export const textBlocks = (scene: Scene) =>
  scene.items.flatMap((item) => (item.kind === "text" ? [item.block] : []));

export const pivotOf = (box: Rect) => center(box);
