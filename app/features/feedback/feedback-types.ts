/** The kinds of feedback a creator can send (spec 2 §3 "feedback"). */
export const feedbackTypes = ["question", "suggestion", "problem", "other"] as const;
export type FeedbackType = (typeof feedbackTypes)[number];
