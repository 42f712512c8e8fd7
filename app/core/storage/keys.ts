/**
 * Every R2 key of the media bucket is formatted and parsed here, and nowhere else. Per-user data
 * lives under `<folder>/<userId>/…`, so ownership is a prefix check and deleting an account is
 * deleting its prefixes (docs/decisions/008-accounts-sessions-and-sign-in.md, "Deleting an account
 * and exporting its data"); copies made from a thumbnail live under its id (`derived/<thumbnail>/`).
 * Pure: the browser's frame upload and the Workers share it.
 */

/** The folders that hold objects of one user, each as `<folder>/<userId>/`. */
export const userFolders = [
  "thumbnails",
  "references",
  "compress",
  "upscale",
  "videos",
  "backgrounds",
  "exports",
] as const;
export type UserFolder = (typeof userFolders)[number];

/** A whole folder, every user's objects in it (the retention sweep and the orphan search list it). */
export const folderPrefix = (folder: UserFolder) => `${folder}/`;

/** A user's folder: `<folder>/<userId>/`. */
export const userFolderPrefix = (folder: UserFolder, userId: string) => `${folder}/${userId}/`;

/** Every prefix that holds objects of the user (an account's deletion empties each). */
export const userKeyPrefixes = (userId: string) =>
  userFolders.map((folder) => userFolderPrefix(folder, userId));

/** The user id of a `<folder>/<id>/` prefix from a delimited listing of the folder; null otherwise. */
export function userIdOfFolderPrefix(folder: UserFolder, prefix: string): string | null {
  return prefix.startsWith(`${folder}/`) && prefix.endsWith("/") ? prefix.slice(folder.length + 1, -1) : null;
}

// Thumbnails ------------------------------------------------------------------------------------

/** Where a thumbnail's JPEG lives. */
export const thumbnailObjectKey = (userId: string, thumbnailId: string) =>
  `${userFolderPrefix("thumbnails", userId)}${thumbnailId}.jpg`;

/** The thumbnail id of one of the user's thumbnail JPEGs; null for any other key (another user's). */
export function ownedThumbnailId(userId: string, key: string): string | null {
  const prefix = userFolderPrefix("thumbnails", userId);
  if (!key.startsWith(prefix)) return null;
  const id = /^([0-9a-f-]{36})\.jpg$/.exec(key.slice(prefix.length))?.[1];
  return id ?? null;
}

/** Resized and watermarked copies of a thumbnail, made on demand and cached. */
export const derivedObjectPrefix = (thumbnailId: string) => `derived/${thumbnailId}/`;

/**
 * One cached copy: named after the thumbnail's revision too, so a copy of older bytes made while an
 * edit was being saved is never served for the new one.
 */
export const derivedObjectKey = (thumbnailId: string, variant: string, width: number, revision: number) =>
  `${derivedObjectPrefix(thumbnailId)}${variant}-${width}${revision > 0 ? `-r${revision}` : ""}.jpg`;

/**
 * A thumbnail's score (docs/product.md, Performance AI):
 * JSON, one per revision, among the derived copies, so an edit and a deletion let go of it.
 */
export const scoreObjectKey = (thumbnailId: string, revision: number) =>
  `${derivedObjectPrefix(thumbnailId)}score-r${revision}.json`;

/**
 * A thumbnail exported at a larger size (1080p, 4K, 8K), cached per revision, size and variant
 * (watermarked or not), under the thumbnail's derived copies so an edit or a deletion drops it with
 * them (docs/decisions/023-export-at-the-plans-resolution.md).
 */
export const imageExportKey = (thumbnailId: string, variant: string, size: string, revision: number) =>
  `${derivedObjectPrefix(thumbnailId)}export-${variant}-${size}-r${revision}.jpg`;

/** A generation's backgrounds (the pictures under the editable text), shared by its thumbnails. */
export const backgroundsPrefix = (userId: string, jobId: string) =>
  `${userFolderPrefix("backgrounds", userId)}${jobId}/`;

export const backgroundKey = (userId: string, jobId: string, set: number, option: number) =>
  `${backgroundsPrefix(userId, jobId)}${set}-${option}.jpg`;

// Reference images ------------------------------------------------------------------------------

/** The name an uploaded reference is known by in addresses: `<uuid>.<ext>`. */
const referenceNamePattern = /^[0-9a-f-]{36}\.(png|jpg|webp)$/;

/** A new upload's key (the id is a fresh UUID). */
export const newReferenceKey = (userId: string, id: string, extension: string) =>
  `${userFolderPrefix("references", userId)}${id}.${extension}`;

/** The key of one of the user's uploads, from the name in its address; null for anything else. */
export const referenceKeyFromName = (userId: string, name: string) =>
  referenceNamePattern.test(name) ? `${userFolderPrefix("references", userId)}${name}` : null;

/** The name of one of the user's uploads, from its key; null when the key is not theirs. */
export function ownedReferenceName(userId: string, key: string): string | null {
  const prefix = userFolderPrefix("references", userId);
  return key.startsWith(prefix) ? key.slice(prefix.length) : null;
}

/** The name of an upload from its key, whoever owns it (a job's payload, already the owner's). */
export const referenceNameOf = (key: string) => /^references\/[^/]+\/([^/]+)$/.exec(key)?.[1] ?? null;

/** Whether the key is an uploaded reference (not a thumbnail used as one). */
export const isReferenceKey = (key: string) => key.startsWith("references/");

/** Whether the user may read the key as a reference: their uploads and their thumbnails. */
export const isOwnedReferenceSource = (userId: string, key: string) =>
  key.startsWith(userFolderPrefix("references", userId)) ||
  key.startsWith(userFolderPrefix("thumbnails", userId));

// Compressor and upscaler -------------------------------------------------------------------------

/** One compression's folder: its original and its result. */
export const compressKeyPrefix = (userId: string, upload: string) =>
  `${userFolderPrefix("compress", userId)}${upload}/`;
export const compressOriginalPrefix = (userId: string, upload: string) =>
  `${compressKeyPrefix(userId, upload)}original.`;
export const compressOriginalKey = (userId: string, upload: string, extension: string) =>
  `${compressOriginalPrefix(userId, upload)}${extension}`;
export const compressResultKey = (userId: string, upload: string) =>
  `${compressKeyPrefix(userId, upload)}compressed.jpg`;
/** Whether the key is one of the user's compressor objects (a job's payload is checked with it). */
export const isOwnedCompressKey = (userId: string, key: string) =>
  key.startsWith(userFolderPrefix("compress", userId));

/** One upscale's folder: its source and its result. */
export const upscaleKeyPrefix = (userId: string, upload: string) =>
  `${userFolderPrefix("upscale", userId)}${upload}/`;
export const upscaleSourceKey = (userId: string, upload: string, extension: string) =>
  `${upscaleKeyPrefix(userId, upload)}source.${extension}`;
export const upscaleResultKey = (userId: string, upload: string) =>
  `${upscaleKeyPrefix(userId, upload)}result.jpg`;

// Video frames ----------------------------------------------------------------------------------

/** Where a frame is uploaded within the videos folder: {userId}/frames/{timestamp}_{index}.jpg */
export const framePath = (userId: string, timestamp: number | string, index: number) =>
  `${userId}/frames/${timestamp}_${index}.jpg`;

/** A frame's key: the "videos" bucket of the product is a prefix of the media bucket. */
export const videoFrameKey = (userId: string, timestamp: number, index: number) =>
  `videos/${framePath(userId, timestamp, index)}`;

/** Whether the key is an uploaded video frame. */
export const isVideoFrameKey = (key: string) => /^videos\/[^/]+\/frames\//.test(key);

// Template previews -----------------------------------------------------------------------------

/**
 * A template's preview in the library (/templates): owned by no user, named after the library's
 * version so a changed library never serves an old picture (docs/decisions/025-template-library.md).
 */
export const templatePreviewKey = (version: string, templateId: string, language: string, width: number) =>
  `templates/${version}/${templateId}-${language}-${width}.jpg`;

// Data exports and housekeeping -----------------------------------------------------------------

/** Every user's exports, for the cron that removes the expired ones. */
export const exportsPrefix = "exports/";
export const exportObjectKey = (userId: string, jobId: string) =>
  `${userFolderPrefix("exports", userId)}${jobId}.zip`;

/** Where the retention sweep leaves off in a prefix's listing, for its next run. */
export const retentionCursorKey = (prefix: string) => `system/retention-cursor/${prefix}`;
