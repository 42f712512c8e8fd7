import "i18next";
import type { Translations } from "~/core/i18n/locales/pt";

declare module "i18next" {
  interface CustomTypeOptions {
    defaultNS: "translation";
    resources: { translation: Translations };
  }
}
