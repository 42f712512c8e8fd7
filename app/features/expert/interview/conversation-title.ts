import type { BriefLanguage } from "~/core/brief/thumbnail-brief";
import { dateFormat } from "~/core/i18n/formatters";

/**
 * The conversation's title: 'Thumbnail Expert Chat' when the first message is a quick reply,
 * else 'Thumbnail - {date}' (dd/mm/yyyy in Portuguese, mm/dd/yyyy in English).
 */
export function conversationTitle(
  firstMessageIsQuickReply: boolean,
  date: Date,
  language: BriefLanguage,
  timeZone = "UTC",
): string {
  if (firstMessageIsQuickReply) return "Thumbnail Expert Chat";
  const formatted = dateFormat(language, {
    day: "2-digit",
    month: "2-digit",
    year: "numeric",
    timeZone,
  }).format(date);
  return `Thumbnail - ${formatted}`;
}
