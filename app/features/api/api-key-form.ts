/**
 * The settings forms for API keys (Configurações › API): a key is made with a name the creator
 * chooses (where it is used: "Zapier", "my script") and revoked by its id. Messages are i18n keys.
 */
import { z } from "zod";
import { apiKeyLimits } from "~/features/api/api-key-limits";

export { apiKeyLimits };

export const CreateApiKeySchema = z.object({
  intent: z.literal("create"),
  name: z
    .string({ required_error: "settings.api.validation.nameRequired" })
    .trim()
    .min(1, "settings.api.validation.nameRequired")
    .max(apiKeyLimits.name, "settings.api.validation.nameTooLong"),
});

/** Posted by the confirm dialog with `intent=delete`. */
export const RevokeApiKeySchema = z.object({ keyId: z.string().uuid() });
