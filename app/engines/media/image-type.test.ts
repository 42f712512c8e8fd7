import * as photon from "@cf-wasm/photon/node";
import { describe, expect, it } from "vitest";
import { imageIsComplete, sniffImageType } from "~/engines/media/image-type";

const bytes = (...values: number[]) => new Uint8Array(values);

describe("sniffImageType", () => {
  it("reads PNG, JPEG and WebP from their signatures", () => {
    expect(sniffImageType(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0))).toBe("image/png");
    expect(sniffImageType(bytes(0xff, 0xd8, 0xff, 0xe0))).toBe("image/jpeg");
    const webp = new TextEncoder().encode("RIFF\u0000\u0000\u0000\u0000WEBPVP8 ");
    expect(sniffImageType(webp)).toBe("image/webp");
  });

  it("refuses anything else, whatever its name says", () => {
    expect(sniffImageType(new TextEncoder().encode("GIF89a"))).toBeNull();
    expect(sniffImageType(new TextEncoder().encode("<svg xmlns=…>"))).toBeNull();
    expect(sniffImageType(new TextEncoder().encode("RIFF\u0000\u0000\u0000\u0000WAVEfmt "))).toBeNull();
    expect(sniffImageType(bytes())).toBeNull();
    expect(sniffImageType(bytes(0xff, 0xd8))).toBeNull();
  });
});

describe("imageIsComplete", () => {
  it("tells a whole PNG, JPEG and WebP from one cut short", () => {
    const image = new photon.PhotonImage(new Uint8Array(64 * 48 * 4).fill(90), 64, 48);
    const png = image.get_bytes();
    const jpeg = image.get_bytes_jpeg(80);
    const webp = image.get_bytes_webp();
    image.free();
    expect(imageIsComplete(png, "image/png")).toBe(true);
    expect(imageIsComplete(jpeg, "image/jpeg")).toBe(true);
    expect(imageIsComplete(webp, "image/webp")).toBe(true);
    // Bytes after the end (a camera's padding, a motion photo's video) do not matter, even when
    // they look like markers; a progressive JPEG (several scans) is walked scan by scan.
    expect(imageIsComplete(new Uint8Array([...jpeg, 0, 0, 0]), "image/jpeg")).toBe(true);
    expect(imageIsComplete(new Uint8Array([...jpeg, 0xff, 0xda, 0, 8, 1, 2, 3, 4, 5, 6]), "image/jpeg")).toBe(
      true,
    );
    // The shape of a progressive JPEG: tables, two scans (with stuffed bytes and a restart marker
    // in their data) and a table between them.
    const segment = (marker: number, ...data: number[]) => [0xff, marker, 0, data.length + 2, ...data];
    const progressive = new Uint8Array([
      0xff,
      0xd8,
      ...segment(0xdb, 0, 1, 2),
      ...segment(0xc2, 8, 0, 16, 0, 16, 1, 1, 0x11, 0),
      ...segment(0xc4, 0, 1, 0),
      ...segment(0xda, 1, 1, 0, 0, 0, 0),
      0x12,
      0xff,
      0x00,
      0x34,
      0xff,
      0xd0,
      0x56,
      ...segment(0xc4, 0x10, 1, 0),
      ...segment(0xda, 1, 1, 0, 1, 63, 0),
      0x78,
      0xff,
      0x00,
      0x9a,
      0xff,
      0xd9,
    ]);
    expect(imageIsComplete(progressive, "image/jpeg")).toBe(true);
    for (const cut of [progressive.length - 1, progressive.length - 6, progressive.length - 20])
      expect(imageIsComplete(progressive.subarray(0, cut), "image/jpeg"), `cut at ${cut}`).toBe(false);
    for (const [bytes, mime] of [
      [png, "image/png"],
      [jpeg, "image/jpeg"],
      [webp, "image/webp"],
    ] as const)
      for (const cut of [bytes.length - 1, Math.floor(bytes.length / 2), 20])
        expect(imageIsComplete(bytes.slice(0, cut), mime), `${mime} cut at ${cut}`).toBe(false);
  });
});
