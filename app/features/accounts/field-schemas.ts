/**
 * The account forms' fields, one zod schema each, shared by every form that has the field (sign-up,
 * login, forgot password, settings). Messages are i18n keys under `auth.validation`, translated where
 * they are shown, so the server and the browser say the same thing in the user's language.
 */
import { z } from "zod";
import {
  emailMaxLength,
  fullNameMaxLength,
  loginPasswordMinLength,
  newPasswordMinLength,
  passwordMaxLength,
} from "~/features/accounts/field-limits";

export { newPasswordMinLength };

const key = (name: string) => `auth.validation.${name}`;

/** A basic address pattern (docs/product.md, Accounts): something@something.tld, no spaces. */
export const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const EmailSchema = z
  .string({ required_error: key("emailRequired") })
  .trim()
  .min(1, key("emailRequired"))
  .max(emailMaxLength, key("emailInvalid"))
  .regex(emailPattern, key("emailInvalid"))
  .transform((email) => email.toLowerCase());

/** The login form checks only for 6 characters (docs/product.md, Rules that hold everywhere). */
export const LoginPasswordSchema = z
  .string({ required_error: key("passwordRequired") })
  .min(loginPasswordMinLength, key("passwordMin6"))
  .max(passwordMaxLength, key("passwordMax"));

/** New passwords (sign-up, reset, change) need at least 8 characters. */
export const NewPasswordSchema = z
  .string({ required_error: key("passwordRequired") })
  .min(newPasswordMinLength, key("passwordMin8"))
  .max(passwordMaxLength, key("passwordMax"));

export const FullNameSchema = z
  .string({ required_error: key("nameRequired") })
  .trim()
  .min(1, key("nameRequired"))
  .max(fullNameMaxLength, key("nameMax"));

export const ConfirmPasswordSchema = z.string({ required_error: key("confirmRequired") });

/** Adds 'As senhas não coincidem' on the confirmation field when the two differ. */
export function passwordsMatch(
  value: { password?: string; confirmPassword?: string },
  context: z.RefinementCtx,
) {
  if (value.password && value.confirmPassword && value.password !== value.confirmPassword) {
    context.addIssue({ path: ["confirmPassword"], code: "custom", message: key("passwordsDontMatch") });
  }
}

/** An optional referral code from `?ref=`: letters and digits only, or nothing. */
export const ReferralCodeSchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9]{4,16}$/)
  .optional()
  .catch(undefined);

export const LoginSchema = z.object({
  email: EmailSchema,
  password: LoginPasswordSchema,
  remember: z.boolean().optional().default(false),
  redirectTo: z.string().optional(),
});

export const SignupSchema = z
  .object({
    fullName: FullNameSchema,
    email: EmailSchema,
    password: NewPasswordSchema,
    confirmPassword: ConfirmPasswordSchema,
    // Optional here and required below, so a missing tick and mismatched passwords show together.
    terms: z.boolean().optional(),
    ref: ReferralCodeSchema,
  })
  .superRefine((value, context) => {
    passwordsMatch(value, context);
    if (!value.terms) context.addIssue({ path: ["terms"], code: "custom", message: key("termsRequired") });
  });

export const ForgotPasswordSchema = z.object({
  email: z
    .string({ required_error: key("forgotEmailRequired") })
    .trim()
    .min(1, key("forgotEmailRequired"))
    .regex(emailPattern, key("emailInvalid")),
});

export const ResetPasswordSchema = z
  .object({
    token: z.string(),
    password: NewPasswordSchema,
    confirmPassword: ConfirmPasswordSchema,
  })
  .superRefine(passwordsMatch);
