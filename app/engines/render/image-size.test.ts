import * as photon from "@cf-wasm/photon/node";
import { describe, expect, it } from "vitest";
import { decodable, imageSize, maxDecodedPixels } from "~/engines/render/image-size";

function encoded(width: number, height: number) {
  const image = new photon.PhotonImage(new Uint8Array(width * height * 4).fill(128), width, height);
  try {
    return { png: image.get_bytes(), jpeg: image.get_bytes_jpeg(80), webp: image.get_bytes_webp() };
  } finally {
    image.free();
  }
}

describe("imageSize", () => {
  it("reads PNG, JPEG and WebP headers", () => {
    for (const [width, height] of [
      [640, 360],
      [37, 1201],
    ] as const) {
      const files = encoded(width, height);
      for (const [format, bytes] of Object.entries(files))
        expect(imageSize(bytes), format).toEqual({ width, height });
    }
  });

  it("refuses what it cannot read", () => {
    expect(imageSize(new Uint8Array([1, 2, 3]))).toBeNull();
    expect(imageSize(new TextEncoder().encode("<svg xmlns='http://www.w3.org/2000/svg'/>"))).toBeNull();
  });

  it("lets photon decode pictures up to about 4 megapixels only", () => {
    expect(decodable(encoded(1920, 1080).jpeg)).toBe(true);
    // A 4000×3000 photo's header, without the photo: only the SOF segment matters.
    const header = new Uint8Array([
      0xff, 0xd8, 0xff, 0xc0, 0x00, 0x11, 0x08, 0x0b, 0xb8, 0x0f, 0xa0, 0x03, 0, 0, 0, 0, 0, 0,
    ]);
    expect(imageSize(header)).toEqual({ width: 4000, height: 3000 });
    expect(4000 * 3000).toBeGreaterThan(maxDecodedPixels);
    expect(decodable(header)).toBe(false);
  });
});
