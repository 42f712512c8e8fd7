/**
 * The password change's schema (Configurações › Segurança), apart from the page so it ships without
 * zod: the browser loads it on the form's first blur or submit (app/ui/use-late-zod-form.ts); the
 * action parses with it.
 */
import { z } from "zod";
import { newPasswordMinLength, passwordMaxLength } from "~/features/accounts/field-limits";

const required = "settings.security.fieldsRequired";

/**
 * The password change: both fields required and matching, new passwords of at least 8 characters
 * (docs/decisions/008-accounts-sessions-and-sign-in.md). The current password is asked for whenever
 * the account has one; the other sessions end unless the creator ticks to keep them.
 */
export function changePasswordSchema(needsCurrent: boolean) {
  return z
    .object({
      currentPassword: z.string().max(passwordMaxLength, "auth.validation.passwordMax").optional(),
      password: z
        .string({ required_error: required })
        .min(newPasswordMinLength, "settings.security.minLength")
        .max(passwordMaxLength, "auth.validation.passwordMax"),
      confirmPassword: z.string({ required_error: required }),
      keepOtherSessions: z.boolean().optional().default(false),
    })
    .superRefine((value, context) => {
      if (needsCurrent && !value.currentPassword) {
        context.addIssue({
          path: ["currentPassword"],
          code: "custom",
          message: "settings.security.currentRequired",
        });
      }
      if (value.password !== value.confirmPassword) {
        context.addIssue({
          path: ["confirmPassword"],
          code: "custom",
          message: "auth.validation.passwordsDontMatch",
        });
      }
    });
}
