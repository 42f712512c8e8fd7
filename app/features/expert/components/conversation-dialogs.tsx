import { useTranslation } from "~/core/i18n/use-translation";
import { ConfirmDeleteDialog } from "~/ui/confirm-delete-dialog";
import { lazyDialog } from "~/ui/lazy-dialog";

interface ConversationRef {
  id: string;
  title: string;
}

/**
 * Rename a conversation (rename-conversation-dialog.tsx): its code, with conform and zod, loads when
 * it opens; the history's rename link starts the download when it is hovered or focused.
 */
export const { Dialog: RenameConversationDialog, preload: preloadRenameDialog } = lazyDialog(() =>
  import("~/features/expert/components/rename-conversation-dialog").then((m) => m.RenameConversationDialog),
);

/** 'Tem certeza que deseja excluir esta conversa?' (docs/product.md, Thumbnail Expert). */
export function DeleteConversationDialog({
  conversation,
  currentId,
}: {
  conversation: ConversationRef;
  currentId: string | null;
}) {
  const { t } = useTranslation();
  return (
    <ConfirmDeleteDialog
      id="delete-conversation-dialog"
      title={t("expert.deleteTitle")}
      lead={t("expert.deleteBody")}
      itemName={conversation.title}
      fields={{ id: conversation.id, ...(currentId ? { current: currentId } : {}) }}
      labels={{ cancel: t("expert.cancel"), confirm: t("expert.delete"), pending: t("expert.deleting") }}
    />
  );
}
