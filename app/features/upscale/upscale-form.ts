/**
 * The upscale form (docs/product.md, Image upscaling): a picture and a target (4K or 8K). Messages
 * are i18n keys, translated at render; the bytes, the header and the plan are checked by the
 * upscale store.
 */
import { z } from "zod";
import { upscaleTargetIds, type UpscaleTarget } from "~/features/upscale/upscale-options";

export const UpscaleFormSchema = z.object({
  image: z
    .instanceof(File, { message: "upscale.chooseImage" })
    .refine((file) => file.size > 0, "upscale.chooseImage"),
  target: z.enum(upscaleTargetIds as [UpscaleTarget, ...UpscaleTarget[]], {
    errorMap: () => ({ message: "upscale.chooseTarget" }),
  }),
});
