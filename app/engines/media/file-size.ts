/**
 * Numbers the image compressor screen shows and reads (docs/product.md, Image compressor):
 * file sizes in Bytes, KB or MB with 2 decimals, the reduction percentage, the download name
 * compressed-image-{N}mb.jpg and the target size field (0.1 to 10 MB, step 0.1, default 1).
 *
 * Sizes are 1024-based (1 KB = 1024 bytes, 1 MB = 1024 KB), for the sizes shown and for the target.
 * Portuguese writes the decimal comma ("1,50 KB"); no thousands separator is used in either language.
 */
import type { Language } from "~/core/i18n/config";

const KB = 1024;
const MB = 1024 * 1024;

/** The target size field, in MB. */
export const targetMbRange = { min: 0.1, max: 10, step: 0.1 } as const;
export const defaultTargetMb = 1;

/** "512 Bytes", "1.50 KB", "2.00 MB" (en); "1,50 KB", "2,00 MB" (pt). */
export function formatFileSize(bytes: number, locale: Language): string {
  const whole = Number.isFinite(bytes) ? Math.max(0, Math.round(bytes)) : 0;
  if (whole < KB) return `${whole} Bytes`;
  const decimals = (value: number) => {
    const text = value.toFixed(2);
    return locale === "pt" ? text.replace(".", ",") : text;
  };
  // 1048575 bytes would round to "1024.00 KB"; show it as "1.00 MB" instead.
  const kb = whole / KB;
  if (Math.round(kb * 100) / 100 < 1024) return `${decimals(kb)} KB`;
  return `${decimals(whole / MB)} MB`;
}

/**
 * round((1 - compressed / original) × 100): 75 when a 4 MB image becomes 1 MB. Negative when the
 * result grew; 0 when the original size is not a positive number.
 */
export function reductionPercent(original: number, compressed: number): number {
  if (!(original > 0) || !Number.isFinite(original) || !Number.isFinite(compressed)) return 0;
  // `|| 0` turns Math.round's -0 (for -0.5 < x < 0) into 0.
  return Math.round((1 - compressed / original) * 100) || 0;
}

/** The target as typed, at most one decimal and no trailing zeros: 1, 0.5, 2.3. */
function targetLabel(value: number) {
  return String(Math.round(value * 10) / 10);
}

/** compressed-image-1mb.jpg, compressed-image-0.5mb.jpg, compressed-image-2.3mb.jpg */
export function compressedFileName(targetMb: number): string {
  return `compressed-image-${targetLabel(targetMb)}mb.jpg`;
}

export function mbToBytes(mb: number): number {
  return Math.round(mb * MB);
}

/**
 * The target size field: a number (or text, with "." or "," as the decimal mark) from 0.1 to 10 on
 * a 0.1 step. Returns the value rounded to one decimal, or null when it is missing or invalid (the
 * screen then starts from `defaultTargetMb`).
 */
export function parseTargetMb(value: unknown): number | null {
  let parsed: number;
  if (typeof value === "number") parsed = value;
  else if (typeof value === "string") {
    const text = value.trim().replace(",", ".");
    if (!/^(\d+\.?\d*|\.\d+)$/.test(text)) return null;
    parsed = Number(text);
  } else return null;
  if (!Number.isFinite(parsed)) return null;
  const tenths = Math.round(parsed * 10);
  if (Math.abs(parsed * 10 - tenths) > 1e-6) return null;
  const rounded = tenths / 10;
  return rounded >= targetMbRange.min && rounded <= targetMbRange.max ? rounded : null;
}
