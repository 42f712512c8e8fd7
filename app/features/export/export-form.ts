/**
 * The export's one form field, `export=<thumbnail id>:<size>` (a single field so the size buttons
 * can also be submit buttons of another form: app/ui/download-menu.tsx). Null for anything else.
 */
import { isUuid } from "~/core/db/ids";
import { isExportSizeId, type ExportSizeId } from "~/engines/render/export/export-sizes";

export function readExportField(
  value: FormDataEntryValue | null,
): { thumbnailId: string; size: ExportSizeId } | null {
  if (typeof value !== "string") return null;
  const [thumbnailId, size, ...rest] = value.split(":");
  if (rest.length > 0 || !thumbnailId || !isUuid(thumbnailId) || !isExportSizeId(size)) return null;
  return { thumbnailId, size };
}
