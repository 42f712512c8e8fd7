/**
 * A failure that another attempt cannot fix (the plan has no thumbnails left, the conversation was
 * deleted): the job fails at once instead of being retried.
 */
export class PermanentJobError extends Error {
  override name = "PermanentJobError";
}
