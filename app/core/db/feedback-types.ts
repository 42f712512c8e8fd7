/**
 * The kinds of feedback a creator can send (docs/product.md, Feedback). The feedback table's `type`
 * column is this enum, so it lives beside the schema; the feedback form and dialog read it from here.
 */
export const feedbackTypes = ["question", "suggestion", "problem", "other"] as const;
export type FeedbackType = (typeof feedbackTypes)[number];
