import type { BriefLanguage } from "~/core/brief/thumbnail-brief";
import { dateFormat } from "~/core/i18n/formatters";

/**
 * The conversation's title (docs/product.md, Thumbnail Expert): 'Thumbnail Expert Chat' when the
 * first message is a quick reply, else 'Thumbnail - {date}' (dd/mm/yyyy in Portuguese, mm/dd/yyyy in
 * English).
 *
 * The dated title is written when a page shows it, in the reader's language, from the
 * conversation's `created_at`: a new conversation stores an empty title for it. Conversations made
 * before issue 29 stored the date already formatted in the language of the day; such a title is
 * recognised (it is exactly what this function made from the conversation's own creation day) and
 * shown in the reader's language too, while a title the creator typed is shown as typed.
 */
export function conversationTitle(
  firstMessageIsQuickReply: boolean,
  date: Date | number,
  language: BriefLanguage,
  timeZone = "UTC",
): string {
  if (firstMessageIsQuickReply) return quickReplyTitle;
  const formatted = dateFormat(language, {
    day: "2-digit",
    month: "2-digit",
    year: "numeric",
    timeZone,
  }).format(date);
  return `Thumbnail - ${formatted}`;
}

const quickReplyTitle = "Thumbnail Expert Chat";

/** What a new conversation stores: the quick-reply title, or "" for the dated one (written at render). */
export function storedConversationTitle(firstMessageIsQuickReply: boolean): string {
  return firstMessageIsQuickReply ? quickReplyTitle : "";
}

const day = 24 * 60 * 60 * 1000;

/** A dated title stored before issue 29: made in pt or en on the day the row was created (or the day before, if the row landed after midnight). */
function bakedDatedTitle(stored: string, createdAt: number) {
  if (!stored.startsWith("Thumbnail - ")) return false;
  return [createdAt, createdAt - day].some((time) =>
    (["pt", "en"] as const).some((language) => stored === conversationTitle(false, time, language)),
  );
}

/** The title a page shows, in the reader's language. */
export function shownConversationTitle(stored: string, createdAt: number, language: BriefLanguage): string {
  return stored === "" || bakedDatedTitle(stored, createdAt)
    ? conversationTitle(false, createdAt, language)
    : stored;
}
