/** 2.5 minutes as the creator reads it: "2,5" in Portuguese (the page and the refusals say it alike). */
export const minutesFormat = (language: string) =>
  new Intl.NumberFormat(language === "en" ? "en-US" : "pt-BR", { maximumFractionDigits: 1 });
