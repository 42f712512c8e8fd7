/**
 * The sizes a thumbnail can be exported at (docs/decisions/023-export-at-the-plans-resolution.md):
 * 16:9 like the 1280×720 canvas every document is drawn on. Pure data, so the pages, the gates and
 * the jobs read the same list; which plan reaches which size is the plan catalog's.
 */
export const exportSizeIds = ["720p", "1080p", "4k", "8k"] as const;
export type ExportSizeId = (typeof exportSizeIds)[number];

export const exportSizes: Record<ExportSizeId, { width: number; height: number; label: string }> = {
  "720p": { width: 1280, height: 720, label: "720p" },
  "1080p": { width: 1920, height: 1080, label: "1080p" },
  "4k": { width: 3840, height: 2160, label: "4K" },
  "8k": { width: 7680, height: 4320, label: "8K" },
};

export function isExportSizeId(value: unknown): value is ExportSizeId {
  return typeof value === "string" && (exportSizeIds as readonly string[]).includes(value);
}
