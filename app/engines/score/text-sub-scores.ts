/**
 * The sub-scores read from the text layers (docs/decisions/024-thumbnail-score.md): legibility at
 * phone size, contrast, word count, the duration corner and repetition of the title, each with
 * the fix for a low one.
 */
import type { FontLibrary } from "~/engines/render/fonts";
import { timestampZone } from "~/engines/render/geometry";
import type { RgbaImage } from "~/engines/render/pixels";
import { headlineForPlatform, wordsOf } from "~/engines/render/text-fit";
import { sizeLimitsFor } from "~/engines/render/thumbnail-document";
import {
  contrastRatios,
  freeWords,
  legibilityPx,
  lowScore,
  part,
  ramp,
  round1,
  wordCost,
  type LayerPatch,
  type Part,
  type ScoreFix,
} from "~/engines/score/score-formula";
import {
  bestPlace,
  feedLetterHeight,
  layerContrast,
  mainLayer,
  shareInside,
  surroundLuminances,
  type MeasuredLayer,
} from "~/engines/score/score-layers";
import { isFunctionWord, titleRepetition } from "~/engines/score/title-words";

export function legibility(fonts: FontLibrary, measured: MeasuredLayer[]): Part | null {
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

export function contrast(
  measured: MeasuredLayer[],
  image: RgbaImage,
  background: RgbaImage | null,
): Part | null {
  let worst: { m: MeasuredLayer; ratio: number } | null = null;
  for (const m of measured) {
    const surround = surroundLuminances(m, image, background);
    const ratio = layerContrast(m, surround);
    if (!worst || ratio < worst.ratio) worst = { m, ratio };
  }
  if (!worst) return null;
  const { m, ratio } = worst;
  // The fix: white letters edged with a thick black outline, the look that reads on any picture
  // (the fill stands out from dark parts, the outline from light ones, and each from the other).
  const fix = (): ScoreFix => {
    const { layer } = m;
    const width = Math.min(30, Math.max(layer.outline.width, Math.round(layer.size * 0.08)));
    const patch: LayerPatch = {
      ...(layer.color !== "#ffffff" ? { color: "#ffffff" } : {}),
      outline: { width, color: "#000000" },
    };
    return { key: "score.fix.contrast", values: { ratio: round1(ratio) }, layerId: layer.id, patch };
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

export function words(measured: MeasuredLayer[]): Part {
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
        const kept = wordsOf(clause).length <= keep ? wordsOf(clause) : wordsOf(layer.text).slice(0, keep);
        // A cut that ends on "do" or a comma reads unfinished: trailing function words and marks go.
        while (kept.length > 1 && isFunctionWord(kept.at(-1)!)) kept.pop();
        const text = kept.join(" ").replace(/[\s,;:—–-]+$/u, "");
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

export function corner(fonts: FontLibrary, measured: MeasuredLayer[], subjectInZone: number): Part {
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

/** How many repeated words the title's fix names: a few make the point, a long list reads as a scold. */
const namedRepeats = 3;

export function title(measured: MeasuredLayer[], videoTitle: string): Part {
  const text = measured.map((m) => m.layer.text).join(" ");
  const repetition = titleRepetition(text, videoTitle);
  // Repeating a third of the words (a keyword) is fine; repeating all of them adds nothing.
  const score = ramp(repetition.share, 1, 0.34);
  const fix = (): ScoreFix => {
    const repeats = (m: MeasuredLayer) => titleRepetition(m.layer.text, videoTitle).repeated.length;
    const most = [...measured].sort((a, b) => repeats(b) - repeats(a))[0];
    return {
      key: "score.fix.title",
      values: { words: repetition.repeatedAsWritten.slice(0, namedRepeats) },
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
