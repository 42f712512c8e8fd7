/**
 * Every dialog is a `Modal` (app/ui/modal.tsx), opened on pages that receive only some translation
 * groups (app/core/i18n/page-groups.ts). The modal's own words (its close link) must come from a
 * group every page has, or a page without that group shows the raw key ("feedback.close" on the
 * Thumbnail Expert's rename and delete dialogs, issue 29).
 */
import { readFileSync } from "node:fs";
import { afterEach, describe, expect, it } from "vitest";
import en from "~/core/i18n/locales/en";
import pt from "~/core/i18n/locales/pt";
import { pickTranslations } from "~/core/i18n/page-groups";
import { createT, setMissingTranslationReporter, type TranslationTree } from "~/core/i18n/translate";

const modalSource = readFileSync(new URL("./modal.tsx", import.meta.url), "utf8");
/** The keys the modal itself translates (literal `t("…")` calls). */
const modalKeys = [...modalSource.matchAll(/\bt\(\s*["']([^"']+)["']/g)].map((match) => match[1]!);

/** Pages that open dialogs, and one that receives no page group at all. */
const pages = ["/thumbnail-expert", "/dashboard", "/gerar", "/configuracoes/seguranca", "/nao-existe"];

let restore: (() => void) | null = null;
afterEach(() => restore?.());

describe("the dialogs' own words", () => {
  it("the modal translates at least its close link", () => {
    expect(modalKeys.length).toBeGreaterThan(0);
  });

  it.each(["pt", "en"] as const)("%s: every page that can open a dialog has the modal's keys", (language) => {
    const missing: string[] = [];
    restore = setMissingTranslationReporter((key) => missing.push(key));
    const translations = language === "pt" ? pt : en;
    for (const page of pages) {
      const t = createT(
        language,
        pickTranslations(translations, page) as TranslationTree,
        pickTranslations(pt, page) as TranslationTree,
      );
      for (const key of modalKeys) {
        const text = t(key as never) as string;
        expect(text, `${page}: ${key}`).not.toBe(key);
      }
    }
    expect(missing).toEqual([]);
  });

  it("the close link reads Fechar / Close", () => {
    const close = (language: "pt" | "en") =>
      createT(
        language,
        pickTranslations(language === "pt" ? pt : en, "/thumbnail-expert") as TranslationTree,
      )("dialog.close" as never);
    expect(close("pt")).toBe("Fechar");
    expect(close("en")).toBe("Close");
  });
});
