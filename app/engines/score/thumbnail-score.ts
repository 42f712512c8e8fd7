/**
 * The thumbnail score (docs/decisions/024-thumbnail-score.md): a 0–100 made of eight sub-scores,
 * each 0–100 with a weight, measured offline from the thumbnail's pixels and its layer document,
 * with one concrete fix for each sub-score below `lowScore` (an i18n key under `score.fix`, the
 * layer it concerns and, when one exists, a patch of that layer's fields to apply in one click).
 * Pure TypeScript on decoded pixels, no WASM: the render service decodes the JPEG and calls this.
 */
import type { FontLibrary } from "~/engines/render/fonts";
import { timestampZone } from "~/engines/render/geometry";
import { readableOn } from "~/engines/render/palettes";
import type { RgbaImage } from "~/engines/render/pixels";
import { sizeLimitsFor, type TextLayer, type TextPosition } from "~/engines/render/thumbnail-document";
import { headlineForPlatform, wordsOf } from "~/engines/render/text-fit";
import {
  bestPlace,
  feedLetterHeight,
  layerContrast,
  mainLayer,
  measureLayers,
  medianLuminance,
  shareInside,
  surroundLuminances,
  type MeasuredLayer,
} from "~/engines/score/score-layers";
import { colourfulness, edgeDensity, feedContrast, luminanceMap, reduce } from "~/engines/score/score-pixels";
import { measureSubject } from "~/engines/score/score-subject";
import { titleRepetition } from "~/engines/score/title-words";

export const subScoreIds = [
  "legibility",
  "contrast",
  "words",
  "subject",
  "clutter",
  "colour",
  "corner",
  "title",
] as const;
export type SubScoreId = (typeof subScoreIds)[number];

/** Fields of a `TextLayer` a fix sets (applied with `{ ...layer, ...patch }`). */
export interface LayerPatch {
  size?: number;
  color?: string;
  outline?: { width: number; color: string };
  text?: string;
  position?: TextPosition;
  hidden?: boolean;
}

/** Every fix the score gives (each an i18n key under `score.fix`, in pt and en). */
export const scoreFixKeys = [
  "legibility",
  "legibilityShorten",
  "contrast",
  "words",
  "wordsHide",
  "subjectMissing",
  "subjectBackdrop",
  "subjectCut",
  "subjectSmall",
  "clutter",
  "colourDull",
  "colourLightFeed",
  "colourDarkFeed",
  "corner",
  "cornerSubject",
  "title",
] as const;

export interface ScoreFix {
  /** An i18n key (`score.fix.*`), translated with `values`. */
  key: string;
  values?: Record<string, string | number>;
  /** The document layer it concerns (`TextLayer.id`), or null for the picture as a whole. */
  layerId: string | null;
  /** The one-click change, when one exists. */
  patch: LayerPatch | null;
}

export interface SubScore {
  id: SubScoreId;
  /** 0–100, whole. */
  score: number;
  /** Its share of the overall score: the weights of the sub-scores given sum to 1. */
  weight: number;
  /** What was measured, in the units its name says (e.g. `xHeightPx`, `ratio`, `percent`). */
  measured: Record<string, number>;
  /** Set when `score` is below `lowScore`. */
  fix: ScoreFix | null;
}

export interface ThumbnailScore {
  /** 0–100, whole: the weighted mean of the sub-scores. */
  score: number;
  subScores: SubScore[];
  /** The formula's version (ADR 024): scores of different versions are not compared. */
  formula: number;
}

export const scoreFormulaVersion = 1;

/** Below this a sub-score is low and gets a fix. */
export const lowScore = 60;

/**
 * Each sub-score's weight before the ones left out are dropped and the rest renormalised (ADR 024,
 * "Weights"): reading the text at phone size matters most, then the subject and the contrast.
 */
export const subScoreWeights: Record<SubScoreId, number> = {
  legibility: 20,
  contrast: 15,
  words: 10,
  subject: 15,
  clutter: 10,
  colour: 10,
  corner: 10,
  title: 10,
};

/** Letter height at phone feed size scoring 0 and 100, in px (ADR 024, "Legibility"). */
export const legibilityPx = { zero: 3, full: 8 } as const;
/** WCAG ratios scoring 0 and 100 (ADR 024, "Contrast"). */
export const contrastRatios = { zero: 1.5, full: 4.5 } as const;
/** Words scoring 100; each further word costs `wordCost` (ADR 024, "Words"). */
export const freeWords = 3;
export const wordCost = 15;
/** Edge densities scoring 100 and 0 (ADR 024, "Clutter"). */
export const edgeDensities = { full: 0.08, zero: 0.3 } as const;
/** Colourfulness scoring 0 and 100, and the feed contrast ratio scoring 0 and 100 (ADR 024, "Colour"). */
export const colourfulnessRange = { zero: 10, full: 50 } as const;
export const feedRatios = { zero: 1.15, full: 2 } as const;

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

const clamp01 = (v: number) => (v < 0 ? 0 : v > 1 ? 1 : v);
/** `value` mapped linearly from [zero, full] to 0–100 (either order), clamped. */
const ramp = (value: number, zero: number, full: number) => 100 * clamp01((value - zero) / (full - zero));
const round1 = (v: number) => Math.round(v * 10) / 10;

type Part = Omit<SubScore, "weight">;

/** A sub-score; its fix is only worked out (some fixes refit the layer) when the score is low. */
function part(
  id: SubScoreId,
  score: number,
  measured: Record<string, number>,
  fix: () => ScoreFix | null,
): Part {
  const whole = Math.round(score);
  return { id, score: whole, measured, fix: whole < lowScore ? fix() : null };
}

function legibility(fonts: FontLibrary, measured: MeasuredLayer[]): Part | null {
  const main = mainLayer(measured);
  if (!main) return null;
  const px = feedLetterHeight(fonts, main.block);
  const fix = (): ScoreFix => {
    const { layer } = main;
    const perPx = px / main.block.fitted.fontSize;
    const wanted = Math.min(sizeLimitsFor(layer.role).max, Math.ceil(legibilityPx.full / perPx));
    const size = Math.max(layer.size, wanted);
    // A bigger size only helps when the box lets the text grow: else a roomier place is sought.
    const place = bestPlace(fonts, main, size);
    if (!place || place.fontSize <= main.block.fitted.fontSize)
      return {
        key: "score.fix.legibilityShorten",
        values: { px: round1(px) },
        layerId: layer.id,
        patch: null,
      };
    const patch: LayerPatch = {
      ...(size !== layer.size ? { size } : {}),
      ...(place.position !== layer.position ? { position: place.position } : {}),
    };
    return {
      key: "score.fix.legibility",
      values: { px: round1(px), target: legibilityPx.full },
      layerId: layer.id,
      patch,
    };
  };
  const measuredValues = { xHeightPx: round1(px), fontSize: main.block.fitted.fontSize };
  return part("legibility", ramp(px, legibilityPx.zero, legibilityPx.full), measuredValues, fix);
}

function contrast(measured: MeasuredLayer[], image: RgbaImage, background: RgbaImage | null): Part | null {
  let worst: { m: MeasuredLayer; ratio: number; surround: number[] } | null = null;
  for (const m of measured) {
    const surround = surroundLuminances(m, image, background);
    const ratio = layerContrast(m, surround);
    if (!worst || ratio < worst.ratio) worst = { m, ratio, surround };
  }
  if (!worst) return null;
  const { m, ratio, surround } = worst;
  const fix = (): ScoreFix => {
    // The fix edges the letters with the colour that stands out most from the surround and fills
    // them with the one that stands out most from that edge (white on black on a light picture…).
    const grey = Math.round(255 * medianLuminance(surround) ** (1 / 2.2));
    const edge = readableOn(`#${grey.toString(16).padStart(2, "0").repeat(3)}`);
    const width = Math.min(30, Math.max(m.layer.outline.width, Math.round(m.layer.size * 0.08)));
    const patch: LayerPatch = { color: readableOn(edge), outline: { width, color: edge } };
    return { key: "score.fix.contrast", values: { ratio: round1(ratio) }, layerId: m.layer.id, patch };
  };
  return part(
    "contrast",
    ramp(ratio, contrastRatios.zero, contrastRatios.full),
    { ratio: round1(ratio) },
    fix,
  );
}

/** Most words a thumbnail keeps before the word sub-score turns low. */
const wordsLimit = freeWords + Math.floor((100 - lowScore) / wordCost);

function words(measured: MeasuredLayer[]): Part {
  const count = measured.reduce((sum, m) => sum + m.words, 0);
  const score = Math.max(0, 100 - wordCost * Math.max(0, count - freeWords));
  const fix = (): ScoreFix | null => {
    const wordiest = [...measured].sort((a, b) => b.words - a.words)[0];
    let fix: ScoreFix | null = null;
    if (wordiest) {
      const { layer } = wordiest;
      const excess = count - wordsLimit;
      if (layer.role !== "headline" && wordiest.words > 1) {
        fix = {
          key: "score.fix.wordsHide",
          values: { words: count },
          layerId: layer.id,
          patch: { hidden: true },
        };
      } else {
        const keep = Math.max(2, wordsOf(layer.text).length - excess);
        const clause = headlineForPlatform(layer.text, "mobile");
        const text = wordsOf(clause).length <= keep ? clause : wordsOf(layer.text).slice(0, keep).join(" ");
        fix = {
          key: "score.fix.words",
          values: { words: count, target: wordsLimit },
          layerId: layer.id,
          patch: text !== layer.text ? { text } : null,
        };
      }
    }
    return fix;
  };
  return part("words", score, { words: count }, fix);
}

function subjectPart(image: RgbaImage, measured: MeasuredLayer[]) {
  const subject = measureSubject(
    image,
    measured.map((m) => m.ink),
    timestampZone,
  );
  // Size: a subject under 3% of the picture is lost at feed size; 15–60% fills it; more is a backdrop.
  const size =
    subject.area <= 0.6 ? ramp(subject.area, 0.03, 0.15) : 100 - 50 * clamp01((subject.area - 0.6) / 0.35);
  const clarity = clamp01((subject.clarity - 0.18) / 0.17);
  const score = size * (0.6 + 0.4 * clarity) * (1 - Math.min(0.4, subject.cut));
  const fix = (): ScoreFix =>
    subject.area < 0.03
      ? { key: "score.fix.subjectMissing", layerId: null, patch: null }
      : subject.area > 0.6
        ? { key: "score.fix.subjectBackdrop", layerId: null, patch: null }
        : subject.cut > 0.25
          ? { key: "score.fix.subjectCut", layerId: null, patch: null }
          : {
              key: "score.fix.subjectSmall",
              values: { percent: Math.round(subject.area * 100) },
              layerId: null,
              patch: null,
            };
  const measuredValues = {
    percent: Math.round(subject.area * 100),
    clarity: Math.round(subject.clarity * 100),
    cutPercent: Math.round(subject.cut * 100),
  };
  return { part: part("subject", score, measuredValues, fix), subject };
}

function clutter(image: RgbaImage): Part {
  const density = edgeDensity(image);
  const percent = round1(density * 100);
  return part("clutter", ramp(density, edgeDensities.zero, edgeDensities.full), { percent }, () => ({
    key: "score.fix.clutter",
    values: { percent },
    layerId: null,
    patch: null,
  }));
}

function colour(image: RgbaImage): Part {
  const vivid = colourfulness(image);
  const feeds = feedContrast(luminanceMap(image), image.width, image.height);
  const feedRatio = Math.min(feeds.light, feeds.dark);
  const score =
    0.65 * ramp(vivid, colourfulnessRange.zero, colourfulnessRange.full) +
    0.35 * ramp(feedRatio, feedRatios.zero, feedRatios.full);
  const dullness =
    1 - clamp01((vivid - colourfulnessRange.zero) / (colourfulnessRange.full - colourfulnessRange.zero));
  const feedWeakness = 1 - clamp01((feedRatio - feedRatios.zero) / (feedRatios.full - feedRatios.zero));
  const key =
    0.65 * dullness >= 0.35 * feedWeakness
      ? "score.fix.colourDull"
      : feeds.light < feeds.dark
        ? "score.fix.colourLightFeed"
        : "score.fix.colourDarkFeed";
  return part(
    "colour",
    score,
    {
      colourfulness: Math.round(vivid),
      lightFeedRatio: round1(feeds.light),
      darkFeedRatio: round1(feeds.dark),
    },
    () => ({ key, layerId: null, patch: null }),
  );
}

function corner(fonts: FontLibrary, measured: MeasuredLayer[], subjectInZone: number): Part {
  let worst: { m: MeasuredLayer; share: number } | null = null;
  for (const m of measured) {
    const share = shareInside(m.ink, timestampZone);
    if (share > 0 && (!worst || share > worst.share)) worst = { m, share };
  }
  const textShare = worst?.share ?? 0;
  const score = 100 * (1 - Math.min(1, textShare * 4)) * (1 - 0.6 * subjectInZone);
  const fix = (): ScoreFix => {
    if (!worst) return { key: "score.fix.cornerSubject", layerId: null, patch: null };
    const place = bestPlace(fonts, worst.m, worst.m.layer.size);
    return {
      key: "score.fix.corner",
      layerId: worst.m.layer.id,
      patch: place ? { position: place.position } : null,
    };
  };
  return part(
    "corner",
    score,
    { textPercent: Math.round(textShare * 100), subjectPercent: Math.round(subjectInZone * 100) },
    fix,
  );
}

function title(measured: MeasuredLayer[], videoTitle: string): Part {
  const text = measured.map((m) => m.layer.text).join(" ");
  const repetition = titleRepetition(text, videoTitle);
  // Repeating a third of the words (a keyword) is fine; repeating all of them adds nothing.
  const score = ramp(repetition.share, 1, 0.34);
  const fix = (): ScoreFix => {
    const repeats = (m: MeasuredLayer) => titleRepetition(m.layer.text, videoTitle).repeated.length;
    const most = [...measured].sort((a, b) => repeats(b) - repeats(a))[0];
    return {
      key: "score.fix.title",
      values: { words: [...new Set(repetition.repeated)].join(", ") },
      layerId: most?.layer.id ?? null,
      patch: null,
    };
  };
  const measuredValues = {
    repeatedPercent: Math.round(repetition.share * 100),
    words: repetition.words.length,
  };
  return part("title", score, measuredValues, fix);
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
    clutter(image),
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
