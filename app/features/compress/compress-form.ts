/**
 * The compressor's form as the action parses it (docs/product.md, Image compressor), built from the
 * same checks as the in-browser path (compress-fields.ts), so both refuse the same things with the
 * same keys (translated at render).
 */
import { z } from "zod";
import { parseTargetMb } from "~/engines/media/file-size";
import { invalidImageKey, invalidTargetKey, isCompressibleImage } from "~/features/compress/compress-fields";

export const CompressFormSchema = z.object({
  image: z.instanceof(File, { message: invalidImageKey }).refine(isCompressibleImage, invalidImageKey),
  targetMb: z
    .string({ required_error: invalidTargetKey, invalid_type_error: invalidTargetKey })
    .transform((value, context) => {
      const parsed = parseTargetMb(value);
      if (parsed === null) {
        context.addIssue({ code: z.ZodIssueCode.custom, message: invalidTargetKey });
        return z.NEVER;
      }
      return parsed;
    }),
});
