/**
 * The thumbnail score on crafted documents (docs/decisions/024-thumbnail-score.md): each is rendered
 * by the real renderer over a crafted background, decoded and scored, so every sub-score is checked
 * to move the way a viewer would judge the thumbnail, and every fix's patch to raise its sub-score.
 */
import { beforeAll, describe, expect, it } from "vitest";
import en from "~/core/i18n/locales/en";
import pt from "~/core/i18n/locales/pt";
import { renderDocument } from "~/engines/render/render-document";
import type { RenderEngine } from "~/engines/render/render-engine";
import { nodeRenderEngine } from "~/engines/render/render-engine.node";
import { solid, type RgbaImage } from "~/engines/render/pixels";
import { testHeadlineLayer } from "~/engines/render/test-documents";
import type { TextLayer } from "~/engines/render/thumbnail-document";
import {
  lowScore,
  scoreFixKeys,
  scoreThumbnail,
  subScoreIds,
  type LayerPatch,
  type SubScoreId,
  type ThumbnailScore,
} from "~/engines/score/thumbnail-score";

let engine: RenderEngine;
beforeAll(async () => {
  engine = await nodeRenderEngine();
}, 60_000);

type Rgb = [number, number, number];

/** A 1280×720 picture whose pixel (x, y) is `paint(x, y)`. */
function picture(paint: (x: number, y: number) => Rgb): RgbaImage {
  const image = solid(1280, 720, [0, 0, 0]);
  for (let y = 0; y < 720; y++)
    for (let x = 0; x < 1280; x++) image.pixels.set(paint(x, y), (y * 1280 + x) * 4);
  return image;
}

/** A plain backdrop with a disc of `radius` px centred at (900, 330). */
const disc = (radius: number) =>
  picture((x, y) => (Math.hypot(x - 900, y - 330) < radius ? [235, 90, 40] : [40, 70, 140]));

/** Seeded black-and-white blocks of 6 px: a background as busy as a picture gets. */
function noise(): RgbaImage {
  let state = 12345;
  const blocks = new Uint8Array(Math.ceil(1280 / 6) * Math.ceil(720 / 6));
  for (let i = 0; i < blocks.length; i++) {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    blocks[i] = (state >>> 0) % 2;
  }
  return picture((x, y) =>
    blocks[Math.floor(y / 6) * 214 + Math.floor(x / 6)] ? [230, 60, 60] : [20, 40, 120],
  );
}

/** A plain headline: no outline, shadow, plate or accent (so its contrast is its colour's alone). */
const plainHeadline = (overrides: Partial<TextLayer> = {}) =>
  testHeadlineLayer({
    text: "Pão caseiro fácil",
    outline: { width: 0, color: "#000000" },
    shadow: null,
    plate: null,
    accent: null,
    emphasis: "none",
    ...overrides,
  });

/** The document rendered over `background` (a colour or a picture), decoded and scored. */
async function scored(
  layers: TextLayer[] | null,
  background: Rgb | RgbaImage,
  title: string | null = null,
): Promise<ThumbnailScore> {
  const image = Array.isArray(background) ? solid(1280, 720, background) : background;
  const backgroundJpeg = engine.encodeJpeg(image, 90);
  const jpeg = layers ? await renderDocument(engine, { layers, background: backgroundJpeg }) : backgroundJpeg;
  return scoreThumbnail({ image: engine.decode(jpeg), layers, title, fonts: engine.fonts });
}

const sub = (score: ThumbnailScore, id: SubScoreId) => {
  const found = score.subScores.find((s) => s.id === id);
  if (!found) throw new Error(`no ${id} sub-score`);
  return found;
};

/** The document with the fix's patch applied to the layer it names. */
function applied(layers: TextLayer[], layerId: string | null, patch: LayerPatch | null): TextLayer[] {
  expect(layerId).not.toBeNull();
  expect(patch).not.toBeNull();
  return layers.map((layer) => (layer.id === layerId ? { ...layer, ...patch } : layer));
}

const dark: Rgb = [25, 30, 45];

describe("the thumbnail score's sub-scores", () => {
  it("legibility: bigger text scores higher at phone size, and the fix's bigger size raises it", async () => {
    const small = [plainHeadline({ size: 36, color: "#ffffff" })];
    const big = [plainHeadline({ size: 120, color: "#ffffff" })];
    const low = sub(await scored(small, dark), "legibility");
    const high = sub(await scored(big, dark), "legibility");
    expect(high.measured.xHeightPx!).toBeGreaterThan(low.measured.xHeightPx!);
    expect(high.score).toBeGreaterThan(low.score);
    expect(low.score).toBeLessThan(lowScore);
    expect(low.fix?.key).toBe("score.fix.legibility");
    expect(low.fix?.patch?.size).toBeGreaterThan(36);
    const fixed = sub(await scored(applied(small, low.fix!.layerId, low.fix!.patch), dark), "legibility");
    expect(fixed.score).toBeGreaterThan(low.score);
    expect(fixed.score).toBeGreaterThanOrEqual(lowScore);
  });

  it("legibility: a text boxed too small to grow is moved to a roomier place", async () => {
    const boxed = [
      plainHeadline({ size: 200, color: "#ffffff", box: { x: 64, y: 56, width: 300, height: 60 } }),
    ];
    const low = sub(await scored(boxed, dark), "legibility");
    expect(low.score).toBeLessThan(lowScore);
    expect(low.fix?.patch?.position).toBeDefined();
    const fixed = sub(await scored(applied(boxed, low.fix!.layerId, low.fix!.patch), dark), "legibility");
    expect(fixed.score).toBeGreaterThan(low.score);
  });

  it("contrast: lower contrast between the text and the picture scores lower", async () => {
    const layers = [plainHeadline({ color: "#ffffff" })];
    const results = [];
    for (const grey of [20, 110, 170, 225])
      results.push(sub(await scored(layers, [grey, grey, grey]), "contrast"));
    const ratios = results.map((r) => r.measured.ratio!);
    expect([...ratios].sort((a, b) => b - a)).toEqual(ratios);
    expect(new Set(ratios).size).toBe(ratios.length);
    for (let i = 1; i < results.length; i++)
      expect(results[i]!.score).toBeLessThanOrEqual(results[i - 1]!.score);
    expect(results[0]!.score).toBe(100);
    expect(results.at(-1)!.score).toBeLessThan(lowScore);
  });

  it("contrast: an outline edges the letters, and the fix's colour and outline raise a low contrast", async () => {
    const light: Rgb = [215, 215, 215];
    const bare = [plainHeadline({ color: "#ffffff" })];
    const outlined = [plainHeadline({ color: "#ffffff", outline: { width: 14, color: "#000000" } })];
    const low = sub(await scored(bare, light), "contrast");
    expect(sub(await scored(outlined, light), "contrast").score).toBeGreaterThan(low.score);
    expect(low.fix?.key).toBe("score.fix.contrast");
    expect(low.fix?.patch?.outline?.width).toBeGreaterThan(0);
    const fixed = sub(await scored(applied(bare, low.fix!.layerId, low.fix!.patch), light), "contrast");
    expect(fixed.score).toBeGreaterThan(low.score);
    expect(fixed.score).toBeGreaterThanOrEqual(lowScore);
  });

  it("contrast: a pill behind the text is what the letters are read against", async () => {
    const pill = (fill: string) => [
      plainHeadline({ color: "#ffffff", plate: { kind: "pill", fill, shadow: false }, size: 90 }),
    ];
    const good = sub(await scored(pill("#101010"), [240, 240, 240]), "contrast");
    const bad = sub(await scored(pill("#f0f0f0"), [10, 10, 10]), "contrast");
    expect(good.score).toBe(100);
    expect(bad.score).toBeLessThan(lowScore);
  });

  it("words: more words score lower, and the fix's shorter text raises it", async () => {
    const few = [plainHeadline({ text: "Pão em 10 minutos", color: "#ffffff" })];
    const many = [
      plainHeadline({
        text: "O pão caseiro mais fácil do mundo em só 10 minutos sem sovar",
        color: "#ffffff",
      }),
    ];
    const high = sub(await scored(few, dark), "words");
    const low = sub(await scored(many, dark), "words");
    expect(low.measured.words).toBe(13);
    expect(low.score).toBeLessThan(high.score);
    expect(low.fix?.key).toBe("score.fix.words");
    expect(low.fix?.patch?.text).toBe("O pão caseiro mais fácil");
    const fixed = sub(await scored(applied(many, low.fix!.layerId, low.fix!.patch), dark), "words");
    expect(fixed.score).toBeGreaterThan(low.score);
    expect(fixed.score).toBeGreaterThanOrEqual(lowScore);
  });

  it("words: a wordy secondary text is the one the fix hides", async () => {
    const layers = [
      plainHeadline({ text: "Pão em 10 minutos", color: "#ffffff" }),
      plainHeadline({
        id: "secondary",
        role: "secondary",
        text: "A receita da minha avó sem sovar nada",
        size: 60,
        color: "#ffffff",
        box: { x: 64, y: 560, width: 800, height: 100 },
      }),
    ];
    const low = sub(await scored(layers, dark), "words");
    expect(low.fix).toMatchObject({
      key: "score.fix.wordsHide",
      layerId: "secondary",
      patch: { hidden: true },
    });
    const fixed = sub(await scored(applied(layers, "secondary", low.fix!.patch), dark), "words");
    expect(fixed.score).toBeGreaterThan(low.score);
  });

  it("corner: text under the video's duration scores lower, and the fix's position clears it", async () => {
    const cornered = [plainHeadline({ color: "#ffffff", size: 90, position: "bottom-right" })];
    const clear = [plainHeadline({ color: "#ffffff", size: 90, position: "top-left" })];
    const low = sub(await scored(cornered, dark), "corner");
    const high = sub(await scored(clear, dark), "corner");
    expect(low.measured.textPercent).toBeGreaterThan(0);
    expect(high.score).toBe(100);
    expect(low.score).toBeLessThan(lowScore);
    expect(low.fix?.key).toBe("score.fix.corner");
    expect(low.fix?.patch?.position).not.toBe("bottom-right");
    const fixed = sub(await scored(applied(cornered, low.fix!.layerId, low.fix!.patch), dark), "corner");
    expect(fixed.score).toBe(100);
  });

  it("clutter: a busy, noisy background scores lower than a plain one", async () => {
    const layers = [plainHeadline({ color: "#ffffff", size: 90 })];
    const busy = sub(await scored(layers, noise()), "clutter");
    const calm = sub(await scored(layers, dark), "clutter");
    expect(busy.measured.percent!).toBeGreaterThan(calm.measured.percent!);
    expect(busy.score).toBeLessThan(calm.score);
    expect(busy.score).toBeLessThan(lowScore);
    expect(busy.fix?.key).toBe("score.fix.clutter");
  });

  it("colour: a grey, low-saturation picture scores lower than a saturated one", async () => {
    const grey = sub(
      await scored(
        null,
        picture((x) => [90 + (x % 60), 90 + (x % 60), 90 + (x % 60)]),
      ),
      "colour",
    );
    const vivid = sub(
      await scored(
        null,
        picture((x) => (x < 640 ? [240, 200, 0] : [200, 20, 120])),
      ),
      "colour",
    );
    expect(grey.measured.colourfulness!).toBeLessThan(vivid.measured.colourfulness!);
    expect(grey.score).toBeLessThan(vivid.score);
    expect(grey.score).toBeLessThan(lowScore);
    expect(grey.fix?.key).toBe("score.fix.colourDull");
  });

  it("colour: a thumbnail as dark as the dark feed loses to one that stands out from it", async () => {
    const black = sub(await scored(null, [12, 12, 12]), "colour");
    const navy = sub(await scored(null, [40, 70, 140]), "colour");
    expect(black.measured.darkFeedRatio!).toBeLessThan(1.1);
    expect(black.score).toBeLessThan(navy.score);
  });

  it("title: a headline that repeats the title scores lower than one that adds to it", async () => {
    const title = "Pão caseiro em 10 minutos";
    const repeats = [plainHeadline({ text: "Pão caseiro em 10 minutos", color: "#ffffff" })];
    const adds = [plainHeadline({ text: "Sem sovar nada", color: "#ffffff" })];
    const low = sub(await scored(repeats, dark, title), "title");
    const high = sub(await scored(adds, dark, title), "title");
    expect(low.measured.repeatedPercent).toBe(100);
    expect(high.measured.repeatedPercent).toBe(0);
    expect(low.score).toBeLessThan(high.score);
    expect(low.fix).toMatchObject({ key: "score.fix.title", layerId: "headline" });
    // Named as the thumbnail writes them, at most three (translated as a list: score-text.ts).
    expect(low.fix?.values?.words).toEqual(["Pão", "caseiro", "10"]);
  });

  it("subject: a tiny subject scores lower than a big one", async () => {
    const tiny = sub(await scored(null, disc(30)), "subject");
    const big = sub(await scored(null, disc(230)), "subject");
    expect(tiny.measured.percent!).toBeLessThan(big.measured.percent!);
    expect(tiny.score).toBeLessThan(big.score);
    expect(tiny.score).toBeLessThan(lowScore);
    expect(big.score).toBeGreaterThanOrEqual(lowScore);
  });

  it("subject: a big headline on a plain background is not taken for the subject", async () => {
    const score = await scored([plainHeadline({ color: "#ffffff" })], dark);
    expect(sub(score, "subject").measured.percent).toBeLessThan(3);
    expect(sub(score, "subject").fix?.key).toBe("score.fix.subjectMissing");
  });
});

describe("the thumbnail score as a whole", () => {
  it("is the weighted mean of its sub-scores, each low one with a fix and no other", async () => {
    const layers = [
      plainHeadline({
        text: "O pão caseiro mais fácil do mundo em 10 minutos",
        size: 40,
        position: "bottom-right",
      }),
    ];
    const score = await scored(layers, noise(), "Pão caseiro em 10 minutos");
    expect(score.formula).toBe(1);
    expect(score.subScores.map((s) => s.id)).toEqual([...subScoreIds]);
    const weights = score.subScores.reduce((sum, s) => sum + s.weight, 0);
    expect(weights).toBeCloseTo(1, 10);
    expect(score.score).toBe(Math.round(score.subScores.reduce((sum, s) => sum + s.weight * s.score, 0)));
    expect(score.subScores.filter((s) => s.score < lowScore).length).toBeGreaterThanOrEqual(4);
    for (const s of score.subScores) {
      expect(Number.isInteger(s.score) && s.score >= 0 && s.score <= 100).toBe(true);
      if (s.score < lowScore) expect(s.fix, s.id).not.toBeNull();
      else expect(s.fix, s.id).toBeNull();
    }
  });

  it("leaves out the text's sub-scores without a document, and the title's without a title, renormalising the weights", async () => {
    const withoutDocument = await scored(null, disc(200), "Pão caseiro");
    expect(withoutDocument.subScores.map((s) => s.id)).toEqual(["subject", "clutter", "colour", "corner"]);
    expect(withoutDocument.subScores.reduce((sum, s) => sum + s.weight, 0)).toBeCloseTo(1, 10);
    expect(sub(withoutDocument, "subject").weight).toBeCloseTo(15 / 45, 10);
    const withoutTitle = await scored([plainHeadline()], dark, null);
    expect(withoutTitle.subScores.map((s) => s.id)).not.toContain("title");
    expect(sub(withoutTitle, "legibility").weight).toBeCloseTo(20 / 90, 10);
  });

  it("scores a better-made thumbnail higher overall", async () => {
    const title = "Pão caseiro em 10 minutos";
    const poor = await scored(
      [
        plainHeadline({
          text: "Pão caseiro em 10 minutos de forma fácil",
          size: 40,
          color: "#dddddd",
          position: "bottom-right",
        }),
      ],
      noise(),
      title,
    );
    const good = await scored(
      [
        plainHeadline({
          text: "Sem sovar!",
          size: 150,
          color: "#ffffff",
          outline: { width: 12, color: "#000000" },
          position: "left",
        }),
      ],
      disc(230),
      title,
    );
    expect(good.score).toBeGreaterThan(poor.score + 25);
  });
});

describe("the score's texts", () => {
  const lookup = (dictionary: unknown, path: string) =>
    path
      .split(".")
      .reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], dictionary);

  it.each([
    ["pt", pt],
    ["en", en],
  ] as const)(
    "every sub-score's name, explanation and measure, and every fix, exist in %s",
    (_, dictionary) => {
      for (const id of subScoreIds)
        for (const group of ["names", "explanations", "measured"])
          expect(typeof lookup(dictionary, `score.${group}.${id}`), `score.${group}.${id}`).toBe("string");
      for (const key of scoreFixKeys)
        expect(typeof lookup(dictionary, `score.fix.${key}`), key).toBe("string");
    },
  );

  it("interpolates exactly what each sub-score measures", async () => {
    const score = await scored([plainHeadline()], disc(200), "Pão");
    for (const s of score.subScores) {
      const template = lookup(en, `score.measured.${s.id}`) as string;
      const names = [...template.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]);
      for (const name of names) expect(Object.keys(s.measured), `${s.id}: ${name}`).toContain(name);
    }
  });
});
