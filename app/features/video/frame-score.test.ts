import { describe, expect, it } from "vitest";
import {
  formatFrameTime,
  pickBestFrame,
  pickBestScored,
  scoreFrame,
  type RgbaFrame,
} from "~/features/video/frame-score";

type Rgb = [number, number, number];

const width = 640;
const height = 360;

function makeFrame(pixel: (x: number, y: number) => Rgb, w = width, h = height): RgbaFrame {
  const data = new Uint8ClampedArray(w * h * 4);
  for (let y = 0; y < h; y++)
    for (let x = 0; x < w; x++) {
      const [r, g, b] = pixel(x, y);
      data.set([r, g, b, 255], (y * w + x) * 4);
    }
  return { width: w, height: h, data };
}

const checker =
  (a: Rgb, b: Rgb, cell = 20) =>
  (x: number, y: number) =>
    (Math.floor(x / cell) + Math.floor(y / cell)) % 2 ? a : b;

/** A box blur of the given radius, horizontal then vertical, three passes (close to a Gaussian). */
function blur(frame: RgbaFrame, radius: number): RgbaFrame {
  const { width: w, height: h } = frame;
  let source = Float64Array.from(frame.data);
  for (let pass = 0; pass < 3; pass++)
    for (const [dx, dy] of [
      [1, 0],
      [0, 1],
    ] as const) {
      const target = new Float64Array(source.length);
      for (let y = 0; y < h; y++)
        for (let x = 0; x < w; x++)
          for (let c = 0; c < 4; c++) {
            let sum = 0;
            for (let k = -radius; k <= radius; k++) {
              const sx = Math.min(w - 1, Math.max(0, x + k * dx));
              const sy = Math.min(h - 1, Math.max(0, y + k * dy));
              sum += source[(sy * w + sx) * 4 + c]!;
            }
            target[(y * w + x) * 4 + c] = sum / (2 * radius + 1);
          }
      source = target;
    }
  return { width: w, height: h, data: Uint8ClampedArray.from(source) };
}

const greyChecker = makeFrame(checker([40, 40, 40], [215, 215, 215]));
const colourChecker = makeFrame(checker([230, 200, 40], [30, 40, 160]));
const flatGrey = makeFrame(() => [128, 128, 128]);
const black = makeFrame(() => [0, 0, 0]);
/** A fade-in: the colourful frame at 6% brightness. */
const fade = { ...colourChecker, data: Uint8ClampedArray.from(colourChecker.data, (v) => v * 0.06) };

describe("scoreFrame", () => {
  it("scores a sharp checkerboard sharper than its blurred copy", () => {
    const sharp = scoreFrame(greyChecker);
    const blurred = scoreFrame(blur(greyChecker, 8));
    expect(sharp.sharpness).toBeGreaterThan(0.9);
    expect(blurred.sharpness).toBeLessThan(sharp.sharpness - 0.2);
    expect(blurred.score).toBeLessThan(sharp.score);
  });

  it("gives a flat grey frame no sharpness, contrast or colour, but full exposure", () => {
    const scores = scoreFrame(flatGrey);
    expect(scores.sharpness).toBeCloseTo(0, 6);
    expect(scores.contrast).toBeCloseTo(0, 6);
    expect(scores.colourfulness).toBeCloseTo(0, 6);
    expect(scores.exposure).toBe(1);
    expect(scores.score).toBeCloseTo(0.25, 6);
  });

  it("finds colour only where there is colour", () => {
    expect(scoreFrame(greyChecker).colourfulness).toBeCloseTo(0, 6);
    expect(scoreFrame(colourChecker).colourfulness).toBeGreaterThan(0.5);
  });

  it("penalises black, faded and blown-out frames", () => {
    const normal = scoreFrame(colourChecker);
    expect(normal.exposure).toBe(1);
    expect(scoreFrame(black)).toMatchObject({ exposure: 0, score: 0 });
    const faded = scoreFrame(fade);
    expect(faded.exposure).toBeLessThan(0.3);
    expect(faded.score).toBeLessThan(normal.score / 2);
    expect(scoreFrame(makeFrame(() => [250, 250, 250])).exposure).toBeLessThan(0.1);
  });

  it("keeps every quality between 0 and 1, for any size of frame", () => {
    for (const frame of [
      greyChecker,
      colourChecker,
      flatGrey,
      black,
      fade,
      makeFrame(checker([0, 0, 255], [255, 255, 0], 1), 7, 5),
    ]) {
      for (const value of Object.values(scoreFrame(frame))) {
        expect(value).toBeGreaterThanOrEqual(0);
        expect(value).toBeLessThanOrEqual(1);
      }
    }
  });

  it("refuses pixel data that does not match the size", () => {
    expect(() => scoreFrame({ width: 10, height: 10, data: new Uint8ClampedArray(10) })).toThrow(RangeError);
    expect(() => scoreFrame({ width: 0, height: 10, data: new Uint8ClampedArray(0) })).toThrow(RangeError);
  });
});

describe("formatFrameTime", () => {
  it("writes m:ss", () => {
    expect(formatFrameTime(0)).toBe("0:00");
    expect(formatFrameTime(42.7)).toBe("0:42");
    expect(formatFrameTime(125)).toBe("2:05");
    expect(formatFrameTime(1799.9)).toBe("29:59");
  });
});

describe("pickBestFrame", () => {
  const candidates = [
    { index: 0, time: 2.5, ...fade },
    { index: 1, time: 12.5, ...greyChecker },
    { index: 2, time: 42.5, ...colourChecker },
    { index: 3, time: 60, ...blur(colourChecker, 8) },
    { index: 4, time: 75, ...flatGrey },
    { index: 5, time: 90, ...black },
  ];

  it("picks the sharp, colourful, well exposed frame and says why in Portuguese", () => {
    const best = pickBestFrame(candidates, "pt");
    expect(best.index).toBe(2);
    expect(best.time).toBe(42.5);
    expect(best.scores).toEqual(scoreFrame(colourChecker));
    expect(best.reason).toBe(
      "O quadro em 0:42 é o mais nítido e tem as cores mais vivas, com bom contraste e boa iluminação.",
    );
  });

  it("and in English", () => {
    expect(pickBestFrame(candidates, "en").reason).toBe(
      "The frame at 0:42 is the sharpest and has the most vivid colours, with good contrast and good lighting.",
    );
  });

  it("lets a normal frame beat a black fade", () => {
    const best = pickBestFrame(
      [
        { index: 0, time: 0.5, ...black },
        { index: 1, time: 1.5, ...fade },
        { index: 2, time: 3, ...greyChecker },
      ],
      "en",
    );
    expect(best.index).toBe(2);
    expect(best.reason).toBe(
      "The frame at 0:03 is the sharpest and has the most contrast, with good lighting.",
    );
  });

  it("is deterministic and keeps the earliest of equal frames", () => {
    const twins = [
      { index: 7, time: 30, ...colourChecker },
      { index: 8, time: 45, ...colourChecker },
    ];
    expect(pickBestFrame(twins, "pt")).toEqual(pickBestFrame(twins, "pt"));
    const best = pickBestFrame(twins, "pt");
    expect(best.index).toBe(7);
    expect(best.reason).toBe(
      "O quadro em 0:30 tem o melhor equilíbrio entre nitidez, contraste, cores e iluminação.",
    );
  });

  it("describes a lone frame by its own qualities", () => {
    expect(pickBestFrame([{ index: 0, time: 5, ...greyChecker }], "en").reason).toBe(
      "The frame at 0:05 has good sharpness and good contrast.",
    );
    expect(pickBestFrame([{ index: 0, time: 5, ...black }], "pt").reason).toBe(
      "O quadro em 0:05 é o único disponível.",
    );
  });

  it("needs at least one frame", () => {
    expect(() => pickBestFrame([], "pt")).toThrow(RangeError);
  });
});

describe("pickBestScored", () => {
  it("names a picture uploaded without a video by its number, from scores made one frame at a time", () => {
    const scored = [flatGrey, colourChecker, black].map((frame, index) => ({
      index,
      time: null,
      scores: scoreFrame(frame),
    }));
    const pt = pickBestScored(scored, "pt");
    expect(pt.index).toBe(1);
    expect(pt.time).toBeNull();
    expect(pt.reason).toMatch(/^O quadro 2 é o mais nítido/);
    expect(pickBestScored(scored, "en").reason).toMatch(/^Frame 2 is the sharpest/);
    expect(() => pickBestScored([], "pt")).toThrow(RangeError);
  });
});
