/**
 * The thumbnail score (docs/decisions/024-thumbnail-score.md): a 0–100 made of eight sub-scores,
 * each 0–100 with a weight, measured offline from the thumbnail's pixels and its layer document,
 * with one concrete fix for each sub-score below `lowScore` (an i18n key under `score.fix`, the
 * layer it concerns and, when one exists, a patch of that layer's fields to apply in one click).
 * Pure TypeScript on decoded pixels, no WASM: the render service decodes the JPEG and calls this.
 */
import type { FontLibrary } from "~/engines/render/fonts";
import type { RgbaImage } from "~/engines/render/pixels";
import type { TextLayer } from "~/engines/render/thumbnail-document";
import { clutter, colour, subjectPart } from "~/engines/score/picture-sub-scores";
import {
  scoreFormulaVersion,
  subScoreWeights,
  type Part,
  type ThumbnailScore,
} from "~/engines/score/score-formula";
import { measureLayers } from "~/engines/score/score-layers";
import { reduce } from "~/engines/score/score-pixels";
import { contrast, corner, legibility, title, words } from "~/engines/score/text-sub-scores";

export {
  lowScore,
  scoreFixKeys,
  scoreFormulaVersion,
  subScoreIds,
  subScoreWeights,
  type LayerPatch,
  type ScoreFix,
  type SubScore,
  type SubScoreId,
  type ThumbnailScore,
} from "~/engines/score/score-formula";

export interface ScoreInput {
  /** The finished thumbnail, decoded (any size; measured on a 320×180 copy). */
  image: RgbaImage;
  /** Its layer document's layers, or null for a thumbnail made before documents (see ADR 024). */
  layers: TextLayer[] | null;
  /** The video's title, or null when unknown (the title sub-score is then left out). */
  title: string | null;
  fonts: FontLibrary;
  /**
   * The document's background without its text, decoded (optional): the text's contrast is then
   * measured against the pixels under each layer rather than around it.
   */
  background?: RgbaImage | null;
}

/** The score of one thumbnail (see the module comment and ADR 024). */
export function scoreThumbnail(input: ScoreInput): ThumbnailScore {
  const image = reduce(input.image);
  const background = input.background ? reduce(input.background) : null;
  const measured = input.layers ? measureLayers(input.fonts, input.layers) : null;
  const subject = subjectPart(background ?? image, measured ?? []);
  const parts: (Part | null)[] = [
    measured && legibility(input.fonts, measured),
    measured && contrast(measured, image, background),
    measured && words(measured),
    subject.part,
    clutter(image, measured ?? []),
    colour(image),
    corner(input.fonts, measured ?? [], subject.subject.inZone),
    measured && input.title !== null && input.title.trim() !== "" ? title(measured, input.title) : null,
  ];
  const present = parts.filter((p): p is Part => p !== null);
  const total = present.reduce((sum, p) => sum + subScoreWeights[p.id], 0);
  const subScores = present.map((p) => ({ ...p, weight: subScoreWeights[p.id] / total }));
  const score = Math.round(subScores.reduce((sum, s) => sum + s.weight * s.score, 0));
  return { score, subScores, formula: scoreFormulaVersion };
}
