import { Link } from "@remix-run/react";
import { useTranslation } from "~/core/i18n/use-translation";
import { conversationActions } from "~/features/expert/chat-limits";
import { preloadRenameDialog } from "~/features/expert/components/conversation-dialogs";
import { Icon } from "~/ui/icon";

interface ConversationItem {
  id: string;
  title: string;
  /** When it was last active, formatted by the loader (no Intl in the browser). */
  updatedOn: string;
}

/**
 * The history of conversations (desktop only; docs/product.md, Thumbnail Expert), most recently
 * active first, with rename and delete. Rename and delete are page states (`?rename=<id>`, `?delete=<id>`), so they work
 * without JavaScript.
 */
export function ConversationHistory({
  conversations,
  currentId,
}: {
  conversations: ConversationItem[];
  currentId: string | null;
}) {
  const { t } = useTranslation();
  const stateLink = (name: "rename" | "delete", id: string) =>
    `?${new URLSearchParams({ ...(currentId ? { c: currentId } : {}), [name]: id })}`;
  return (
    <aside className="hidden lg:block" aria-labelledby="history-title">
      <Link
        to="/thumbnail-expert"
        className="block rounded-lg bg-primary px-4 py-2.5 text-center font-bold text-primary-foreground hover:opacity-90"
      >
        <Icon name="plus" /> {t("expert.newChat")}
      </Link>
      <h2
        id="history-title"
        className="mt-6 text-sm font-semibold uppercase tracking-wide text-muted-foreground"
      >
        {t("expert.history")}
      </h2>
      {conversations.length === 0 ? (
        <p className="mt-2 text-sm text-muted-foreground">{t("expert.noConversations")}</p>
      ) : (
        <ul className="mt-2 space-y-1" data-testid="conversation-list">
          {conversations.map((conversation) => {
            const current = conversation.id === currentId;
            return (
              <li
                key={conversation.id}
                className={`group rounded-lg px-2 py-1.5 ${current ? "bg-muted" : "hover:bg-muted"}`}
              >
                <Link
                  to={`?${new URLSearchParams({ c: conversation.id })}`}
                  aria-current={current ? "page" : undefined}
                  className="block truncate text-sm font-semibold"
                >
                  {conversation.title}
                </Link>
                <div className="flex items-center justify-between gap-2 text-xs text-muted-foreground">
                  <span>{t("expert.updatedOn", { date: conversation.updatedOn })}</span>
                  <span className="flex gap-2">
                    {conversationActions.map((action) => (
                      <Link
                        key={action}
                        to={stateLink(action, conversation.id)}
                        preventScrollReset
                        onMouseEnter={action === "rename" ? preloadRenameDialog : undefined}
                        onFocus={action === "rename" ? preloadRenameDialog : undefined}
                        aria-label={t(`expert.${action}For`, { title: conversation.title })}
                        className={`hover:underline ${action === "delete" ? "hover:text-destructive" : "hover:text-foreground"}`}
                      >
                        {t(`expert.${action}`)}
                      </Link>
                    ))}
                  </span>
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </aside>
  );
}
