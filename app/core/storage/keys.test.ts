import { describe, expect, it } from "vitest";
import {
  backgroundKey,
  backgroundsPrefix,
  compressOriginalKey,
  compressOriginalPrefix,
  compressResultKey,
  derivedObjectKey,
  derivedObjectPrefix,
  imageExportKey,
  exportObjectKey,
  framePath,
  isOwnedCompressKey,
  isOwnedReferenceSource,
  isReferenceKey,
  isVideoFrameKey,
  newReferenceKey,
  ownedReferenceName,
  ownedThumbnailId,
  referenceKeyFromName,
  referenceNameOf,
  thumbnailObjectKey,
  upscaleResultKey,
  upscaleSourceKey,
  userFolders,
  userIdOfFolderPrefix,
  userKeyPrefixes,
  videoFrameKey,
} from "~/core/storage/keys";

const me = "11111111-1111-4111-8111-111111111111";
const other = "22222222-2222-4222-8222-222222222222";
const id = "33333333-3333-4333-8333-333333333333";

describe("R2 keys", () => {
  it("formats every per-user key under <folder>/<userId>/", () => {
    const keys = [
      thumbnailObjectKey(me, id),
      backgroundKey(me, id, 1, 2),
      newReferenceKey(me, id, "png"),
      compressOriginalKey(me, id, "png"),
      compressResultKey(me, id),
      upscaleSourceKey(me, id, "webp"),
      upscaleResultKey(me, id),
      videoFrameKey(me, 1763900000000, 3),
      exportObjectKey(me, id),
    ];
    for (const key of keys) expect(userKeyPrefixes(me).some((prefix) => key.startsWith(prefix))).toBe(true);
    expect(userKeyPrefixes(me)).toHaveLength(userFolders.length);
  });

  it("keeps the formats the bucket already holds", () => {
    expect(thumbnailObjectKey(me, id)).toBe(`thumbnails/${me}/${id}.jpg`);
    expect(derivedObjectKey(id, "wm", 640, 0)).toBe(`derived/${id}/wm-640.jpg`);
    expect(derivedObjectKey(id, "orig", 320, 2)).toBe(`derived/${id}/orig-320-r2.jpg`);
    expect(derivedObjectKey(id, "wm", 640, 1).startsWith(derivedObjectPrefix(id))).toBe(true);
    expect(backgroundKey(me, id, 0, 3)).toBe(`${backgroundsPrefix(me, id)}0-3.jpg`);
    expect(backgroundsPrefix(me, id)).toBe(`backgrounds/${me}/${id}/`);
    expect(compressOriginalKey(me, id, "png")).toBe(`compress/${me}/${id}/original.png`);
    expect(compressOriginalKey(me, id, "png").startsWith(compressOriginalPrefix(me, id))).toBe(true);
    expect(compressResultKey(me, id)).toBe(`compress/${me}/${id}/compressed.jpg`);
    expect(upscaleSourceKey(me, id, "png")).toBe(`upscale/${me}/${id}/source.png`);
    expect(upscaleResultKey(me, id)).toBe(`upscale/${me}/${id}/result.jpg`);
    expect(framePath("user-1", 1700000000000, 3)).toBe("user-1/frames/1700000000000_3.jpg");
    expect(videoFrameKey(me, 1763900000000, 3)).toBe(`videos/${me}/frames/1763900000000_3.jpg`);
    expect(exportObjectKey(me, id)).toBe(`exports/${me}/${id}.zip`);
  });

  it("keeps a larger export per revision, size and variant, among the thumbnail's derived copies", () => {
    const key = imageExportKey(id, "orig", "4k", 3);
    expect(key).toBe(`derived/${id}/export-orig-4k-r3.jpg`);
    expect(key.startsWith(derivedObjectPrefix(id))).toBe(true);
    expect(imageExportKey(id, "wm", "4k", 3)).not.toBe(key);
    expect(imageExportKey(id, "orig", "4k", 4)).not.toBe(key);
  });

  it("parses back what it formats", () => {
    const reference = newReferenceKey(me, id, "webp");
    const name = ownedReferenceName(me, reference);
    expect(name).toBe(`${id}.webp`);
    expect(referenceKeyFromName(me, name!)).toBe(reference);
    expect(referenceNameOf(reference)).toBe(name);
    expect(isReferenceKey(reference)).toBe(true);
    expect(ownedThumbnailId(me, thumbnailObjectKey(me, id))).toBe(id);
    expect(isVideoFrameKey(videoFrameKey(me, 1763900000000, 0))).toBe(true);
    expect(isOwnedCompressKey(me, compressOriginalKey(me, id, "jpg"))).toBe(true);
    for (const folder of userFolders) expect(userIdOfFolderPrefix(folder, `${folder}/${me}/`)).toBe(me);
  });

  it("refuses other users' keys and anything that is not a key of the kind", () => {
    const theirs = newReferenceKey(other, id, "png");
    expect(ownedReferenceName(me, theirs)).toBeNull();
    expect(ownedThumbnailId(me, thumbnailObjectKey(other, id))).toBeNull();
    expect(isOwnedReferenceSource(me, theirs)).toBe(false);
    expect(isOwnedReferenceSource(me, thumbnailObjectKey(other, id))).toBe(false);
    expect(isOwnedReferenceSource(me, thumbnailObjectKey(me, id))).toBe(true);
    expect(isOwnedReferenceSource(me, newReferenceKey(me, id, "jpg"))).toBe(true);
    expect(isOwnedCompressKey(me, compressOriginalKey(other, id, "jpg"))).toBe(false);
    // Only `<uuid>.<png|jpg|webp>` names: no path, no other extension.
    expect(referenceKeyFromName(me, `../${other}/${id}.png`)).toBeNull();
    expect(referenceKeyFromName(me, `${id}.gif`)).toBeNull();
    expect(ownedThumbnailId(me, `thumbnails/${me}/not-an-id.jpg`)).toBeNull();
    expect(ownedThumbnailId(me, `thumbnails/${me}/${id}.jpg/x`)).toBeNull();
    expect(referenceNameOf(thumbnailObjectKey(me, id))).toBeNull();
    expect(isVideoFrameKey(`videos/${me}/other/1.jpg`)).toBe(false);
    expect(userIdOfFolderPrefix("thumbnails", `references/${me}/`)).toBeNull();
  });
});
