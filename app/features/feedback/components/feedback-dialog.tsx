import { getFormProps, getInputProps, getSelectProps, getTextareaProps, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod";
import type { SubmissionResult } from "@conform-to/react";
import { Form, useLocation } from "@remix-run/react";
import { useTranslation } from "~/core/i18n/use-translation";
import { ErrorList, Field, FormAlert, SubmitButton } from "~/ui/forms";
import { Modal, withoutParam } from "~/ui/modal";
import { FeedbackSchema, feedbackLimits } from "~/features/feedback/feedback-schema";
import { feedbackTypes } from "~/core/db/feedback-types";

/**
 * The dashboard's feedback dialog (docs/product.md, Feedback): type, subject and message with an
 * n/1000 counter. It is a page state (`?feedback=1`) posted to the dashboard's action, so it opens,
 * validates and keeps what was typed without JavaScript; with JavaScript conform checks each field
 * as it is left.
 */
export function FeedbackDialog({ lastResult }: { lastResult?: SubmissionResult<string[]> | null }) {
  const { t } = useTranslation();
  const location = useLocation();
  const [form, fields] = useForm({
    id: "feedback",
    lastResult,
    constraint: getZodConstraint(FeedbackSchema),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: FeedbackSchema }),
  });
  const length = (fields.message.value ?? "").trim().length;
  return (
    <Modal
      id="feedback"
      title={t("feedback.title")}
      lead={t("feedback.lead")}
      closeHref={withoutParam(location.pathname, location.search, "feedback")}
    >
      <Form
        method="post"
        action={`/dashboard?${new URLSearchParams({ feedback: "1" })}`}
        {...getFormProps(form)}
        className="mt-5 space-y-4"
      >
        <input type="hidden" name="intent" value="feedback" />
        <div>
          <label htmlFor={fields.type.id} className="block text-sm font-semibold">
            {t("feedback.type")}
          </label>
          <select
            {...getSelectProps(fields.type)}
            className="mt-1 block w-full rounded-lg border border-border bg-background px-3 py-2.5 text-base aria-[invalid=true]:border-red-600"
          >
            <option value="">{t("feedback.chooseType")}</option>
            {feedbackTypes.map((type) => (
              <option key={type} value={type}>
                {t(`feedback.types.${type}`)}
              </option>
            ))}
          </select>
          <ErrorList id={fields.type.errorId} errors={fields.type.errors} />
        </div>
        <Field
          label={t("feedback.subject")}
          inputProps={{ ...getInputProps(fields.subject, { type: "text" }), maxLength: undefined }}
          errors={fields.subject.errors}
          errorId={fields.subject.errorId}
        />
        <div>
          <label htmlFor={fields.message.id} className="block text-sm font-semibold">
            {t("feedback.message")}
          </label>
          <textarea
            {...getTextareaProps(fields.message)}
            maxLength={undefined}
            rows={5}
            aria-describedby={`${fields.message.errorId} feedback-counter`}
            className="mt-1 block w-full rounded-lg border border-border bg-background px-3 py-2.5 text-base aria-[invalid=true]:border-red-600"
          />
          <p
            id="feedback-counter"
            className={`mt-1 text-right text-xs ${length > feedbackLimits.message.max ? "font-bold text-red-700" : "text-muted-foreground"}`}
          >
            {t("feedback.counter", { count: length, max: feedbackLimits.message.max })}
          </p>
          <ErrorList id={fields.message.errorId} errors={fields.message.errors} />
        </div>
        <FormAlert title={t("feedback.failed")} messages={form.errors} />
        <SubmitButton label={t("feedback.submit")} pendingLabel={t("feedback.sending")} />
      </Form>
    </Modal>
  );
}
