/**
 * The compressor's form (docs/product.md, Image compressor): a picture and a target size in MB
 * (0.1 to 10, a comma or a dot). One schema for the server action and the in-browser compression,
 * so both refuse the same things with the same messages (i18n keys, translated at render).
 */
import { z } from "zod";
import { parseTargetMb } from "~/engines/media/file-size";

export const CompressFormSchema = z.object({
  image: z
    .instanceof(File, { message: "compress.invalidImage" })
    .refine((file) => file.size > 0 && file.type.startsWith("image/"), "compress.invalidImage"),
  targetMb: z
    .string({ required_error: "compress.invalidTarget", invalid_type_error: "compress.invalidTarget" })
    .transform((value, context) => {
      const parsed = parseTargetMb(value);
      if (parsed === null) {
        context.addIssue({ code: z.ZodIssueCode.custom, message: "compress.invalidTarget" });
        return z.NEVER;
      }
      return parsed;
    }),
});
