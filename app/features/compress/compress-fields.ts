/**
 * What the compressor's form accepts (docs/product.md, Image compressor): a picture, and a target
 * size in MB (0.1 to 10, a comma or a dot). Plain checks without zod, so the in-browser compression
 * can use them without carrying a schema library to the phone; the action's schema
 * (compress-form.ts) is built from the same checks, so both paths refuse the same things with the
 * same keys.
 */
import { parseTargetMb } from "~/engines/media/file-size";

export const invalidImageKey = "compress.invalidImage";
export const invalidTargetKey = "compress.invalidTarget";

/** A non-empty file the browser calls a picture. */
export const isCompressibleImage = (file: File) => file.size > 0 && file.type.startsWith("image/");

/** The form's values, or its errors by field (i18n keys), as conform reports them. */
export function readCompressForm(
  form: FormData,
): { image: File; targetMb: number } | { errors: Record<string, string[]> } {
  const image = form.get("image");
  const targetMb = typeof form.get("targetMb") === "string" ? parseTargetMb(form.get("targetMb")) : null;
  const errors: Record<string, string[]> = {};
  if (!(image instanceof File) || !isCompressibleImage(image)) errors.image = [invalidImageKey];
  if (targetMb === null) errors.targetMb = [invalidTargetKey];
  if (Object.keys(errors).length || !(image instanceof File) || targetMb === null) return { errors };
  return { image, targetMb };
}
