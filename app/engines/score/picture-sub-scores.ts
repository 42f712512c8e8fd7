/**
 * The sub-scores read from the pixels (docs/decisions/024-thumbnail-score.md): the subject, the
 * clutter and the colour, each with the fix for a low one.
 */
import { timestampZone } from "~/engines/render/geometry";
import type { RgbaImage } from "~/engines/render/pixels";
import {
  clamp01,
  colourfulnessRange,
  edgeDensities,
  feedRatios,
  part,
  ramp,
  round1,
  type Part,
  type ScoreFix,
} from "~/engines/score/score-formula";
import type { MeasuredLayer } from "~/engines/score/score-layers";
import { colourfulness, edgeDensity, feedContrast, luminanceMap } from "~/engines/score/score-pixels";
import { measureSubject } from "~/engines/score/score-subject";

export function subjectPart(image: RgbaImage, measured: MeasuredLayer[]) {
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

/** Clutter: the picture's edges, the text's ink left out (its amount is what `words` judges). */
export function clutter(image: RgbaImage, measured: MeasuredLayer[]): Part {
  const density = edgeDensity(
    image,
    measured.map((m) => m.ink),
  );
  const percent = round1(density * 100);
  return part("clutter", ramp(density, edgeDensities.zero, edgeDensities.full), { percent }, () => ({
    key: "score.fix.clutter",
    values: { percent },
    layerId: null,
    patch: null,
  }));
}

export function colour(image: RgbaImage): Part {
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
