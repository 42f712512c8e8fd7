import { getFormProps, getInputProps, useForm, type SubmissionResult } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod";
import { Form, Link, useLocation } from "@remix-run/react";
import { useTranslation } from "~/core/i18n/use-translation";
import { secondaryButton } from "~/ui/button-styles";
import { Field, SubmitButton } from "~/ui/forms";
import { Modal, withoutParam } from "~/ui/modal";
import { RenameConversationSchema } from "~/features/expert/chat-schemas";

function CurrentInput({ currentId }: { currentId: string | null }) {
  return currentId ? <input type="hidden" name="current" value={currentId} /> : null;
}

/**
 * Rename a conversation: the new name must not be empty once trimmed (docs/product.md, Thumbnail
 * Expert). Loaded when it opens (conversation-dialogs.tsx), so its conform and zod stay off the
 * page's first download.
 */
export function RenameConversationDialog({
  conversation,
  currentId,
  lastResult,
}: {
  conversation: { id: string; title: string };
  currentId: string | null;
  lastResult?: SubmissionResult<string[]>;
}) {
  const { t } = useTranslation();
  const location = useLocation();
  const [form, fields] = useForm({
    id: "rename-conversation",
    lastResult,
    defaultValue: { title: conversation.title },
    constraint: getZodConstraint(RenameConversationSchema),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: RenameConversationSchema }),
  });
  return (
    <Modal
      id="rename-conversation-dialog"
      title={t("expert.renameTitle")}
      closeHref={withoutParam(location.pathname, location.search, "rename")}
    >
      <Form method="post" {...getFormProps(form)} className="mt-5 space-y-4">
        <input type="hidden" name="intent" value="rename" />
        <input type="hidden" name="id" value={conversation.id} />
        <CurrentInput currentId={currentId} />
        <Field
          label={t("expert.renameLabel")}
          inputProps={{ ...getInputProps(fields.title, { type: "text" }), required: false, autoFocus: true }}
          errors={fields.title.errors}
          errorId={fields.title.errorId}
        />
        <div className="flex justify-end gap-3">
          <Link to={withoutParam(location.pathname, location.search, "rename")} className={secondaryButton}>
            {t("expert.cancel")}
          </Link>
          <div>
            <SubmitButton label={t("expert.save")} pendingLabel={t("expert.saving")} />
          </div>
        </div>
      </Form>
    </Modal>
  );
}
