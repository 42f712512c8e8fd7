/**
 * The account fields' lengths, without zod: the schemas (field-schemas.ts) check them, and the
 * sign-in and sign-up forms give them to the browser as `minLength`/`maxLength`, so the browser
 * checks first while the schemas' code is still on its way.
 */
export const emailMaxLength = 254;
export const loginPasswordMinLength = 6;
/** New passwords (sign-up, reset, change) need at least 8 characters. */
export const newPasswordMinLength = 8;
export const passwordMaxLength = 200;
export const fullNameMaxLength = 120;
