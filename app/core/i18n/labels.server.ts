/**
 * Dates and sizes as a page shows them, formatted by the server into the loader's data. The browser
 * then hydrates plain text and never builds an Intl formatter for them: the first
 * Intl.DateTimeFormat or Intl.NumberFormat a page builds loads the locale's data, a single task of
 * 15–28 ms on a desktop Chromium and several times that on a cheap phone, right in the middle of
 * hydration (docs/decisions/027-less-to-hydrate.md, "Dates and numbers formatted by the server").
 */
import { dateFormat, numberFormat } from "~/core/i18n/formatters";

const styles = {
  /** "31 de jan. de 2026" / "Jan 31, 2026" */
  day: { dateStyle: "medium" },
  /** "31 de jan. de 2026, 23:30" / "Jan 31, 2026, 11:30 PM" */
  dayAndTime: { dateStyle: "medium", timeStyle: "short" },
  /** "31/01/2026, 23:30" / "1/31/26, 11:30 PM" */
  shortDayAndTime: { dateStyle: "short", timeStyle: "short" },
  /** "31 de janeiro de 2026" / "January 31, 2026" */
  long: { dateStyle: "long" },
  /** "31 de janeiro de 2026 às 23:30" / "January 31, 2026 at 11:30 PM" */
  longDayAndTime: { dateStyle: "long", timeStyle: "short" },
} satisfies Record<string, Intl.DateTimeFormatOptions>;

export type DateLabelStyle = keyof typeof styles;

/** `at` in the page's language (`pt`, `en` or any BCP 47 tag), in UTC like every date the app shows. */
export function dateLabel(language: string, at: number | Date, style: DateLabelStyle): string {
  return dateFormat(language, styles[style]).format(at);
}

/** The language's number format with one decimal at most ("2,5" / "2.5"). */
export const oneDecimal = (language: string) => numberFormat(language, { maximumFractionDigits: 1 });

/** "1,5" / "1.5": the size in megabytes, one decimal at most, for a text that names the unit. */
export function megabytesFigure(language: string, bytes: number): string {
  return oneDecimal(language).format(bytes / (1024 * 1024));
}

/** "1,5 MB" / "1.5 MB". */
export function megabytesLabel(language: string, bytes: number): string {
  return `${megabytesFigure(language, bytes)} MB`;
}

/** "12,5 KB" / "1.2 MB": kilobytes under a megabyte, else megabytes, one decimal at most. */
export function fileSizeLabel(language: string, bytes: number): string {
  if (bytes >= 1024 * 1024) return megabytesLabel(language, bytes);
  return `${oneDecimal(language).format(bytes / 1024)} KB`;
}
