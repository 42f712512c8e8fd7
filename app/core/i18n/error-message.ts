import type { ParseKeys, TFunction } from "i18next";

/**
 * The one error convention of the app's forms and endpoints: an action or loader never translates an
 * error, it returns a key of app/core/i18n/locales, and the page translates it at render in the
 * reader's language (app/ui/forms.tsx does it for every form).
 *
 * The encoding is a plain string, because conform's `submission.reply({ formErrors })` and zod's
 * messages carry strings:
 * - `"auth.errors.linkInvalid"`: a key and nothing else (what zod schemas' messages are);
 * - `'auth.errors.loginLocked {"count":5}'`: a key, one space, then the JSON of its interpolation
 *   values (a key never holds a space). Build it with `errorMessage`, never by hand.
 */
export type ErrorKey = ParseKeys;
export type ErrorValues = Record<string, string | number>;

/** The encoded error: `key`, or `key {json values}` when the message interpolates. */
export function errorMessage(key: ErrorKey, values?: ErrorValues): string {
  return values && Object.keys(values).length ? `${key} ${JSON.stringify(values)}` : key;
}

/** Splits an encoded error back into its key and values (a bare key has none). */
export function parseErrorMessage(message: string): { key: string; values?: ErrorValues } {
  const space = message.indexOf(" ");
  if (space === -1) return { key: message };
  const key = message.slice(0, space);
  try {
    const values: unknown = JSON.parse(message.slice(space + 1));
    if (values && typeof values === "object" && !Array.isArray(values))
      return { key, values: values as ErrorValues };
  } catch {
    // Not an encoded message: the whole string is the key (i18next shows an unknown key as itself).
  }
  return { key: message };
}

/** Translates an encoded error with the page's `t`. */
export function translateError(t: TFunction, message: string): string {
  const { key, values } = parseErrorMessage(message);
  // The key is chosen at run time, so it is looked up untyped.
  const translate = t as unknown as (key: string, values?: ErrorValues) => string;
  return translate(key, values);
}
