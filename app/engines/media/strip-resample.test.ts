import { describe, expect, it } from "vitest";
import { type RgbaImage, resampleInStrips, stripResampleWorkingBytes } from "~/engines/media/strip-resample";

/** An opaque RGBA image from a function of the pixel giving one grey level, or RGB. */
function rgba(width: number, height: number, pixel: (x: number, y: number) => number | number[]): RgbaImage {
  const data = new Uint8Array(width * height * 4);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const value = pixel(x, y);
      const [r, g, b, a = 255] = typeof value === "number" ? [value, value, value] : value;
      data.set([r!, g!, b!, a], (y * width + x) * 4);
    }
  return { width, height, data };
}

/** The whole output as packed RGB, and the band heights it came in. */
async function resample(source: RgbaImage, width: number, height: number, bandRows?: number) {
  const rgb = new Uint8Array(width * height * 3);
  const bands: number[] = [];
  await resampleInStrips({
    source,
    width,
    height,
    bandRows,
    onBand: async (band, rows) => {
      await Promise.resolve();
      rgb.set(band.subarray(0, rows * width * 3), bands.reduce((sum, n) => sum + n, 0) * width * 3);
      bands.push(rows);
    },
  });
  const at = (x: number, y: number, channel = 0) => rgb[(y * width + x) * 3 + channel]!;
  return { rgb, bands, at };
}

/** A plain floating-point Catmull-Rom resample with edge replication, to check the fixed-point one. */
function reference(source: RgbaImage, width: number, height: number): Uint8Array {
  const kernel = (x: number) => {
    const t = Math.abs(x);
    return t < 1 ? 1.5 * t ** 3 - 2.5 * t ** 2 + 1 : t < 2 ? -0.5 * t ** 3 + 2.5 * t ** 2 - 4 * t + 2 : 0;
  };
  const taps = (inSize: number, outSize: number, out: number) => {
    const scale = inSize / outSize;
    const widen = Math.max(1, scale);
    const centre = (out + 0.5) * scale - 0.5;
    const list: [number, number][] = [];
    for (let i = Math.floor(centre - 2 * widen); i <= Math.ceil(centre + 2 * widen); i++)
      list.push([Math.min(Math.max(i, 0), inSize - 1), kernel((i - centre) / widen)]);
    const total = list.reduce((sum, [, w]) => sum + w, 0);
    return list.map(([i, w]) => [i, w / total] as const);
  };
  const out = new Uint8Array(width * height * 3);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++)
      for (let c = 0; c < 3; c++) {
        let sum = 0;
        for (const [sy, wy] of taps(source.height, height, y))
          for (const [sx, wx] of taps(source.width, width, x))
            sum += wy * wx * source.data[(sy * source.width + sx) * 4 + c]!;
        out[(y * width + x) * 3 + c] = Math.min(255, Math.max(0, Math.round(sum)));
      }
  return out;
}

describe("strip resampling (Catmull-Rom, band by band)", () => {
  it("keeps a constant image constant, up, down and at the same size", async () => {
    const grey = rgba(9, 7, () => [37, 200, 121]);
    for (const [width, height] of [
      [40, 31],
      [3, 2],
      [9, 7],
      [1, 1],
    ]) {
      const { rgb } = await resample(grey, width!, height!);
      for (let i = 0; i < rgb.length; i += 3)
        expect([rgb[i], rgb[i + 1], rgb[i + 2]]).toEqual([37, 200, 121]);
    }
  });

  it("is the identity at the same size", async () => {
    const source = rgba(13, 11, (x, y) => [(x * 19 + y * 7) % 256, (x * y * 5) % 256, 255 - x * 9]);
    const { rgb } = await resample(source, 13, 11);
    expect(rgb).toEqual(reference(source, 13, 11));
    for (let i = 0, o = 0; o < rgb.length; i += 4, o += 3) expect(rgb[o]).toBe(source.data[i]);
  });

  it("upscales a 2×2 checker to the Catmull-Rom values, clamping the overshoot", async () => {
    const checker = rgba(2, 2, (x, y) => ((x + y) % 2) * 255);
    const { at } = await resample(checker, 4, 4);
    // Output pixel 1 sits at source 0.25: weights 0.796875 and 0.203125 once the taps past the edge fold in.
    expect(Math.abs(at(1, 1) - 255 * 2 * 0.796875 * 0.203125)).toBeLessThanOrEqual(1); // 82.6
    expect(at(0, 0)).toBe(0); // 1.0703 · 0 − 0.0703 · 255 < 0
    expect(at(3, 0)).toBe(255);
    for (let y = 0; y < 4; y++)
      for (let x = 0; x < 4; x++) expect(Math.abs(at(x, y) + at(3 - x, y) - 255)).toBeLessThanOrEqual(1);
  });

  it("matches a floating-point reference within one level, upscaling and downscaling", async () => {
    const source = rgba(23, 17, (x, y) => [(x * 37 + y * 11) % 256, Math.abs(Math.sin(x * y)) * 255, y * 15]);
    for (const [width, height] of [
      [70, 52],
      [24, 40],
      [11, 8],
      [5, 17],
      [1, 1],
    ]) {
      const { rgb } = await resample(source, width!, height!);
      const expected = reference(source, width!, height!);
      let worst = 0;
      for (let i = 0; i < rgb.length; i++) worst = Math.max(worst, Math.abs(rgb[i]! - expected[i]!));
      expect(worst, `${width}×${height}`).toBeLessThanOrEqual(1);
    }
  });

  it("keeps a linear gradient linear and monotonic", async () => {
    const ramp = rgba(16, 3, (x) => 20 + x * 14); // 20 … 230
    const { at } = await resample(ramp, 96, 9);
    for (let y = 0; y < 9; y++) {
      for (let x = 1; x < 96; x++) expect(at(x, y)).toBeGreaterThanOrEqual(at(x - 1, y));
      // Cubic convolution reproduces straight lines: away from the edges, exactly the line.
      for (let x = 12; x < 84; x++)
        expect(Math.abs(at(x, y) - (20 + 14 * ((x + 0.5) / 6 - 0.5)))).toBeLessThanOrEqual(1);
      // Past the outermost source centres the edge pixel repeats: the ends stay at the ends' values
      // (give or take the cubic's one-level dip where the repeated flat meets the slope).
      expect(Math.abs(at(0, y) - 20)).toBeLessThanOrEqual(1);
      expect(Math.abs(at(95, y) - 230)).toBeLessThanOrEqual(1);
    }
  });

  it("clamps at the edges: taps past them read the border pixels, not black or the other side", async () => {
    // A 2-pixel frame of 60 round a bright, varied middle.
    const framed = rgba(12, 10, (x, y) => (x < 2 || y < 2 || x > 9 || y > 7 ? 60 : 150 + ((x * y) % 5) * 20));
    const { at } = await resample(framed, 48, 40);
    for (let i = 0; i < 40; i++) {
      for (const x of [0, 1, 46, 47]) expect(at(x, i)).toBe(60);
      for (const y of [0, 1, 38, 39]) expect(at(i, y)).toBe(60);
    }
  });

  it("averages when downscaling instead of aliasing", async () => {
    const stripes = rgba(64, 64, (x, y) => ((x + y) % 2) * 255);
    const { rgb } = await resample(stripes, 16, 16);
    for (const value of rgb) expect(Math.abs(value - 127.5)).toBeLessThan(8);
  });

  it("composites over white where alpha is below 255", async () => {
    const translucent = rgba(4, 4, (x) => (x < 2 ? [255, 0, 0, 0] : [255, 0, 0, 128]));
    const { at } = await resample(translucent, 4, 4);
    expect([at(0, 0, 0), at(0, 0, 1), at(0, 0, 2)]).toEqual([255, 255, 255]);
    expect([at(3, 0, 0), at(3, 0, 1), at(3, 0, 2)]).toEqual([255, 127, 127]);
  });

  it("hands out bands of bandRows rows (the last may be shorter), the same pixels whatever their height", async () => {
    const source = rgba(20, 12, (x, y) => [x * 12, y * 20, (x * y) % 256]);
    const sixteen = await resample(source, 61, 50);
    expect(sixteen.bands).toEqual([16, 16, 16, 2]);
    const five = await resample(source, 61, 50, 5);
    expect(five.bands).toEqual(Array(10).fill(5));
    expect(five.rgb).toEqual(sixteen.rgb);
    expect((await resample(source, 61, 50, 64)).rgb).toEqual(sixteen.rgb);
  });

  it("holds memory for the output width, not its height", () => {
    const source = { width: 1280, height: 720, data: new Uint8Array(1280 * 720 * 4) };
    const bytes = (width: number, height: number) => stripResampleWorkingBytes({ source, width, height });
    expect(bytes(7680, 4320)).toBeLessThan(1.5 * 1024 * 1024); // the 8K output is 100 MB as RGB
    expect(bytes(7680, 8640)).toBeLessThanOrEqual(bytes(7680, 4320)); // taller: fewer source rows a band
    expect(bytes(3840, 2160)).toBeLessThan(bytes(7680, 4320) * 0.6);
  });

  it("refuses sizes that are not positive integers and short pixel data", async () => {
    const source = rgba(4, 4, () => 0);
    const onBand = () => undefined;
    await expect(resampleInStrips({ source, width: 0, height: 4, onBand })).rejects.toThrow(/width/);
    await expect(resampleInStrips({ source, width: 4, height: 2.5, onBand })).rejects.toThrow(/height/);
    await expect(resampleInStrips({ source, width: 4, height: 4, bandRows: 0, onBand })).rejects.toThrow(
      /bandRows/,
    );
    const short = { width: 4, height: 4, data: new Uint8Array(10) };
    await expect(resampleInStrips({ source: short, width: 8, height: 8, onBand })).rejects.toThrow(/RGBA/);
  });
});
