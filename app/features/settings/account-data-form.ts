/** The forms of the "Your data" section of Configurações › Segurança, shared by page and action. */
import { z } from "zod";

export const deleteAccountIntent = "delete-account";
export const exportDataIntent = "export-data";

/** The page state that opens the deletion's confirm step (works without JavaScript). */
export const confirmDeletionParam = "excluir";

/** The password is required for an account that has one; the action knows which (Google-only). */
export const DeleteAccountSchema = z.object({
  intent: z.literal(deleteAccountIntent),
  password: z.string().max(200, "auth.validation.passwordMax").optional(),
});
