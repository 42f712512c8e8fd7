import { numberFormat } from "~/core/i18n/formatters";
/** 2.5 minutes as the creator reads it: "2,5" in Portuguese (the page and the refusals say it alike). */
export const minutesFormat = (language: string) =>
  numberFormat(language === "en" ? "en" : "pt", { maximumFractionDigits: 1 });
