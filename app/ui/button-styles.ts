/** The two button looks shared by links and buttons across pages. */
export const primaryButton =
  "inline-flex items-center justify-center rounded-lg bg-primary px-6 py-3 font-semibold text-primary-foreground hover:opacity-90 disabled:opacity-60";
export const secondaryButton =
  "inline-flex items-center justify-center rounded-lg border border-border bg-card px-6 py-3 font-semibold hover:bg-muted disabled:opacity-60";

/** A file input whose button looks like the primary button. */
export const fileInput =
  "mt-1 block w-full text-sm file:mr-3 file:rounded-lg file:border-0 file:bg-primary file:px-4 file:py-2 file:font-semibold file:text-primary-foreground";
