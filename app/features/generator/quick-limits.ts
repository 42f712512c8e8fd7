/**
 * The quick generator's limits and how it reads the titles box, without zod: the page gives the
 * lengths to the browser, which checks first while the schema's code (quick-form.ts) is on its way
 * (app/ui/use-late-zod-form.ts); the schema, the action and the API check the same numbers.
 */
export const quickLimits = {
  niche: 80,
  title: 100,
  /** The whole titles box, whatever the batch size (a paste of a novel is refused unread). */
  titlesField: 4000,
  imageBytes: 10 * 1024 * 1024,
} as const;

/** A body this big is refused unread; anything smaller is read so the typed text can come back. */
export const quickMaxBodyBytes = 20 * 1024 * 1024;

/** The titles typed in the box: one per line, trimmed, blank lines dropped. */
export const titlesOf = (raw: string | undefined) =>
  (raw ?? "")
    .split(/\r?\n/)
    .map((line) => line.replace(/\s+/g, " ").trim())
    .filter(Boolean);
