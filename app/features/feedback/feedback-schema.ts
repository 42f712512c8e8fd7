import { z } from "zod";
import { feedbackTypes } from "~/core/db/feedback-types";

/** Limits on the trimmed text (docs/product.md, Feedback). */
export const feedbackLimits = { subject: { min: 3, max: 100 }, message: { min: 10, max: 1000 } } as const;

/** The feedback dialog's fields; messages are i18n keys (shown by ErrorList). */
export const FeedbackSchema = z.object({
  intent: z.literal("feedback"),
  type: z.enum(feedbackTypes, { errorMap: () => ({ message: "feedback.validation.type" }) }),
  subject: z
    .string({ required_error: "feedback.validation.subjectMin" })
    .trim()
    .min(feedbackLimits.subject.min, "feedback.validation.subjectMin")
    .max(feedbackLimits.subject.max, "feedback.validation.subjectMax"),
  message: z
    .string({ required_error: "feedback.validation.messageMin" })
    .trim()
    .min(feedbackLimits.message.min, "feedback.validation.messageMin")
    .max(feedbackLimits.message.max, "feedback.validation.messageMax"),
});
