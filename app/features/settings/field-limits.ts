/**
 * The settings fields' limits, without zod: the schemas (settings-schemas.ts) check them, and the
 * forms give them to the browser (`maxLength`), which checks first while the schemas' code is on its
 * way (app/ui/use-late-zod-form.ts).
 */
export const youtubeKeyMaxLength = 200;
/** A Google API key: letters, digits, `_` and `-`. */
export const youtubeKeyPattern = /^[\w-]+$/;
