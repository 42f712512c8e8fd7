/**
 * The profile and YouTube key forms' schemas (Configurações › Perfil, › YouTube), apart from the
 * pages so they ship without zod: the browser loads them on a form's first blur or submit
 * (app/ui/use-late-zod-form.ts); the actions parse with them. Messages are i18n keys.
 */
import { z } from "zod";
import { FullNameSchema } from "~/features/accounts/field-schemas";
import { youtubeKeyMaxLength, youtubeKeyPattern } from "~/features/settings/field-limits";

export const ProfileSchema = z.object({ intent: z.literal("profile"), fullName: FullNameSchema });

const required = "settings.youtube.required";

export const YoutubeKeySchema = z.object({
  apiKey: z
    .string({ required_error: required })
    .trim()
    .min(1, required)
    .max(youtubeKeyMaxLength, required)
    .regex(youtubeKeyPattern, required),
});
