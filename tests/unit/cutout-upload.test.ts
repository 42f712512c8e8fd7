import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { readReferenceImage, storeReferenceImage } from "~/features/expert/reference-images.server";
import { quickLimits } from "~/features/generator/quick-form";

/**
 * The browser's cut-out (docs/decisions/022-creator-photo-as-hero.md, The cut-out in the browser)
 * reaches the server as a PNG with alpha: both pages that take a photo accept it and R2 keeps it
 * byte for byte, so the renderer gets the transparency (no re-encode to JPEG on the way).
 */
const cutout = new Uint8Array(readFileSync("tests/fixtures/photos/person-astronaut-cutout.png"));

function memoryBucket() {
  const objects = new Map<string, { bytes: Uint8Array; contentType?: string }>();
  const bucket = {
    objects,
    async put(key: string, bytes: Uint8Array, options?: { httpMetadata?: { contentType?: string } }) {
      objects.set(key, { bytes: new Uint8Array(bytes), contentType: options?.httpMetadata?.contentType });
    },
    async get(key: string) {
      const object = objects.get(key);
      return object ? { arrayBuffer: async () => object.bytes.slice().buffer } : null;
    },
  };
  return bucket;
}

describe("a cut-out PNG uploaded as a reference", () => {
  it.each([
    ["the Thumbnail Expert", undefined],
    [
      "the quick generator",
      { maxBytes: quickLimits.imageBytes, types: ["image/png", "image/jpeg"] as const },
    ],
  ])("is accepted by %s and stored as the same PNG, alpha and all", async (_page, limits) => {
    const bucket = memoryBucket();
    const env = { MEDIA: bucket as unknown as R2Bucket };
    const file = new File([cutout], "person-astronaut-cutout.png", { type: "image/png" });
    const stored = await storeReferenceImage(env, "user-1", file, limits);
    expect(stored.ok).toBe(true);
    if (!stored.ok) return;
    expect(stored.key).toMatch(/\.png$/);
    expect(bucket.objects.get(stored.key)?.contentType).toBe("image/png");
    const read = await readReferenceImage(env, "user-1", stored.key);
    expect(read?.mime).toBe("image/png");
    expect(Buffer.from(read!.bytes).equals(Buffer.from(cutout))).toBe(true);
    // Colour type 6: truecolour with alpha.
    expect(read!.bytes[25]).toBe(6);
  });
});
