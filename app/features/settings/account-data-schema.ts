/**
 * The account deletion's schema, apart from the section's constants (account-data-form.ts) so the
 * page ships without zod: the browser loads it on the form's first submit
 * (app/ui/use-late-zod-form.ts); the action parses with it.
 */
import { z } from "zod";
import { passwordMaxLength } from "~/features/accounts/field-limits";
import { deleteAccountIntent } from "~/features/settings/account-data-form";

/** The password is required for an account that has one; the action knows which (Google-only). */
export const DeleteAccountSchema = z.object({
  intent: z.literal(deleteAccountIntent),
  password: z.string().max(passwordMaxLength, "auth.validation.passwordMax").optional(),
});
