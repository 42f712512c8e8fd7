import { describe, expect, it } from "vitest";
import { createJpegStreamEncoder, scaleQuantTable } from "~/engines/media/jpeg-stream-encoder";
import { concat, photonDecode as decode, image, photoLike } from "~/engines/media/jpeg-test-images";

const gradient = (width: number, height: number) =>
  image(width, height, (x, y) => [
    (x * 255) / width,
    (y * 255) / height,
    128 + 64 * (x / width - y / height),
  ]);

async function encode(rgb: Uint8Array, width: number, height: number, quality = 90, band = 16) {
  const chunks: Uint8Array[] = [];
  const encoder = createJpegStreamEncoder({
    width,
    height,
    quality,
    onData: (chunk) => void chunks.push(chunk),
  });
  for (let y = 0; y < height; y += band)
    await encoder.writeRows(rgb.subarray(y * width * 3), Math.min(band, height - y));
  const chunksBeforeFinish = chunks.length;
  await encoder.finish();
  const bytes = concat(chunks);
  return { bytes, chunks, chunksBeforeFinish, bytesWritten: encoder.bytesWritten };
}

function psnr(a: Uint8Array, b: Uint8Array): number {
  expect(a.length).toBe(b.length);
  let sum = 0;
  for (let i = 0; i < a.length; i++) sum += (a[i]! - b[i]!) ** 2;
  return 10 * Math.log10((255 * 255) / (sum / a.length));
}

/** The payload of the first marker segment `code` (after its length). */
function segment(bytes: Uint8Array, code: number): Uint8Array {
  for (let i = 2; i + 4 <= bytes.length;) {
    expect(bytes[i]).toBe(0xff);
    const length = (bytes[i + 2]! << 8) | bytes[i + 3]!;
    if (bytes[i + 1] === code) return bytes.subarray(i + 4, i + 2 + length);
    if (bytes[i + 1] === 0xda) break; // entropy-coded data follows
    i += 2 + length;
  }
  throw new Error(`no marker ${code.toString(16)}`);
}

describe("the streaming JPEG encoder", () => {
  it("writes SOI, JFIF APP0, DQT, SOF0 (YCbCr 4:2:0), DHT, SOS and EOI", async () => {
    const { bytes } = await encode(gradient(40, 24), 40, 24, 50);
    expect([...bytes.subarray(0, 2)]).toEqual([0xff, 0xd8]);
    expect([...bytes.subarray(-2)]).toEqual([0xff, 0xd9]);
    expect(new TextDecoder().decode(segment(bytes, 0xe0).subarray(0, 5))).toBe("JFIF\0");
    const frame = segment(bytes, 0xc0);
    expect([...frame]).toEqual([8, 0, 24, 0, 40, 3, 1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1]);
    // Quality 50 is Annex K as it stands, in zigzag order.
    const dqt = segment(bytes, 0xdb);
    expect([...dqt.subarray(0, 7)]).toEqual([0, 16, 11, 12, 14, 12, 10]);
    expect([...dqt.subarray(65, 72)]).toEqual([1, 17, 18, 18, 24, 21, 24]);
    expect(segment(bytes, 0xc4).length).toBe(4 * 17 + 12 + 162 + 12 + 162);
  });

  it("scales the quantisation tables as libjpeg's jpeg_quality_scaling", () => {
    const base = [16, 11, 99, 1];
    expect([...scaleQuantTable(base, 50)]).toEqual([16, 11, 99, 1]);
    expect([...scaleQuantTable(base, 90)]).toEqual([3, 2, 20, 1]); // scale 20%
    expect([...scaleQuantTable(base, 75)]).toEqual([8, 6, 50, 1]); // scale 50%
    expect([...scaleQuantTable(base, 25)]).toEqual([32, 22, 198, 2]); // scale 200%
    expect([...scaleQuantTable(base, 1)]).toEqual([255, 255, 255, 50]); // 5000%, clamped for baseline
    expect([...scaleQuantTable(base, 100)]).toEqual([1, 1, 1, 1]);
  });

  it.each([
    [1, 1, 16],
    [33, 17, 16],
    [33, 17, 5],
    [16, 16, 16],
    [17, 1, 16],
    [1, 40, 7],
    [100, 75, 75],
    [250, 9, 3],
  ])("decodes to the requested %i×%i (bands of %i rows)", async (width, height, band) => {
    const rgb = gradient(width, height);
    const { bytes } = await encode(rgb, width, height, 90, band);
    const decoded = decode(bytes);
    expect([decoded.width, decoded.height]).toEqual([width, height]);
    // The padding (repeated edge pixels) leaves the visible pixels alone.
    expect(psnr(decoded.rgb, rgb)).toBeGreaterThanOrEqual(30);
  });

  it("gives the same bytes whatever the band height", async () => {
    const rgb = photoLike(70, 45);
    const sixteen = await encode(rgb, 70, 45, 80, 16);
    expect((await encode(rgb, 70, 45, 80, 3)).bytes).toEqual(sixteen.bytes);
    expect((await encode(rgb, 70, 45, 80, 45)).bytes).toEqual(sixteen.bytes);
  });

  it("round-trips a smooth gradient and a photo-like image at quality 90 with PSNR ≥ 30 dB", async () => {
    for (const make of [gradient, photoLike]) {
      const rgb = make(320, 200);
      const decoded = decode((await encode(rgb, 320, 200, 90)).bytes);
      expect(psnr(decoded.rgb, rgb)).toBeGreaterThanOrEqual(30);
    }
  });

  it("spends fewer bytes at quality 50 than at 95", async () => {
    const rgb = photoLike(256, 256);
    const low = await encode(rgb, 256, 256, 50);
    const high = await encode(rgb, 256, 256, 95);
    expect(low.bytes.length).toBeLessThan(high.bytes.length * 0.6);
  });

  it("hands the output over in chunks as it goes, none larger than 256 KB", async () => {
    // Texture that does not compress well, so the file is well over one chunk.
    const rgb = image(1200, 800, (x, y) => [
      (x * 7 + y * 3) % 256,
      (x * y) % 251,
      128 + 100 * Math.sin(x / 3),
    ]);
    const { bytes, chunks, chunksBeforeFinish, bytesWritten } = await encode(rgb, 1200, 800, 90);
    expect(chunks.length).toBeGreaterThan(3);
    expect(chunksBeforeFinish).toBe(chunks.length - 1);
    for (const chunk of chunks) expect(chunk.length).toBeLessThanOrEqual(256 * 1024);
    expect(bytesWritten).toBe(bytes.length);
    expect(decode(bytes).width).toBe(1200);
  });

  it("waits for an asynchronous onData before going on", async () => {
    const events: string[] = [];
    const encoder = createJpegStreamEncoder({
      width: 8,
      height: 8,
      quality: 90,
      onData: async () => {
        await new Promise((resolve) => setTimeout(resolve, 5));
        events.push("stored");
      },
    });
    await encoder.writeRows(new Uint8Array(8 * 8 * 3), 8);
    await encoder.finish();
    events.push("finished");
    expect(events).toEqual(["stored", "finished"]);
  });

  it("refuses bad sizes, qualities and misuse with clear errors", async () => {
    const onData = () => undefined;
    expect(() => createJpegStreamEncoder({ width: 0, height: 10, quality: 90, onData })).toThrow(/width/);
    expect(() => createJpegStreamEncoder({ width: 10, height: 65536, quality: 90, onData })).toThrow(
      /height/,
    );
    expect(() => createJpegStreamEncoder({ width: 10.5, height: 10, quality: 90, onData })).toThrow(/width/);
    expect(() => createJpegStreamEncoder({ width: 10, height: 10, quality: 0, onData })).toThrow(/quality/);
    expect(() => createJpegStreamEncoder({ width: 10, height: 10, quality: 101, onData })).toThrow(/quality/);

    const tooMany = createJpegStreamEncoder({ width: 4, height: 4, quality: 90, onData });
    await expect(tooMany.writeRows(new Uint8Array(5 * 4 * 3), 5)).rejects.toThrow(/too many rows/);

    const short = createJpegStreamEncoder({ width: 4, height: 4, quality: 90, onData });
    await expect(short.writeRows(new Uint8Array(10), 4)).rejects.toThrow(/need 48 bytes/);

    const early = createJpegStreamEncoder({ width: 4, height: 4, quality: 90, onData });
    await early.writeRows(new Uint8Array(2 * 4 * 3), 2);
    await expect(early.finish()).rejects.toThrow(/after 2 of 4 rows/);

    const done = createJpegStreamEncoder({ width: 4, height: 4, quality: 90, onData });
    await done.writeRows(new Uint8Array(4 * 4 * 3), 4);
    await done.finish();
    await expect(done.writeRows(new Uint8Array(12), 1)).rejects.toThrow(/after finish/);
    await expect(done.finish()).rejects.toThrow(/after finish/);

    const overlapping = createJpegStreamEncoder({
      width: 4,
      height: 32,
      quality: 90,
      onData: () => new Promise((resolve) => setTimeout(resolve, 5)),
    });
    const first = overlapping.writeRows(new Uint8Array(32 * 4 * 3), 32);
    await expect(overlapping.writeRows(new Uint8Array(12), 1)).rejects.toThrow(/still running/);
    await first;
  });
});
