/**
 * A score's sentences as a reader of each language reads them (docs/decisions/024-thumbnail-score.md):
 * numbers with the language's decimal mark, the title's repeated words as the creator wrote them, in
 * the language's own list.
 */
import i18next from "i18next";
import { describe, expect, it } from "vitest";
import en from "~/core/i18n/locales/en";
import pt from "~/core/i18n/locales/pt";
import { titleRepetition } from "~/engines/score/title-words";
import { readerValues, translateFix, translateMeasured } from "~/features/score/score-text";

async function tIn(language: "pt" | "en") {
  const i18n = i18next.createInstance();
  await i18n.init({
    lng: language,
    resources: { pt: { translation: pt }, en: { translation: en } },
    interpolation: { escapeValue: false },
  });
  return i18n.t;
}

describe("the score's texts in the reader's language", () => {
  it("names the words a thumbnail repeats from its title as written, in a Portuguese list", async () => {
    const t = await tIn("pt");
    const { repeatedAsWritten } = titleRepetition(
      "Pão de FERMENTAÇÃO: pão fácil",
      "Pão de fermentação natural",
    );
    expect(repeatedAsWritten).toEqual(["Pão", "FERMENTAÇÃO"]);
    expect(translateFix(t, { key: "score.fix.title", values: { words: repeatedAsWritten } }, "pt")).toBe(
      "O texto repete o título (Pão e FERMENTAÇÃO): mostre outra coisa — um número, uma reação, uma promessa.",
    );
    expect(
      translateFix(t, { key: "score.fix.title", values: { words: ["pão", "caseiro", "10"] } }, "pt"),
    ).toContain("(pão, caseiro e 10)");
  });

  it("names them in an English list", async () => {
    const t = await tIn("en");
    const { repeatedAsWritten } = titleRepetition(
      "Bread & Fermentation, bread",
      "Sourdough bread fermentation",
    );
    expect(repeatedAsWritten).toEqual(["Bread", "Fermentation"]);
    expect(translateFix(t, { key: "score.fix.title", values: { words: repeatedAsWritten } }, "en")).toBe(
      "The text repeats the title (Bread and Fermentation): show something else — a number, a reaction, a promise.",
    );
    expect(
      translateFix(t, { key: "score.fix.title", values: { words: ["bread", "home", "10"] } }, "en"),
    ).toContain("(bread, home, and 10)");
  });

  it("writes measured numbers and fix numbers with the language's decimal mark", async () => {
    const [tPt, tEn] = [await tIn("pt"), await tIn("en")];
    const contrast = { id: "contrast", measured: { ratio: 13.25 } } as const;
    expect(translateMeasured(tPt, contrast, "pt")).toBe("Contraste de 13,3:1");
    expect(translateMeasured(tEn, contrast, "en")).toBe("Contrast 13.3:1");
    const legibility = { key: "score.fix.legibility", values: { px: 5.4, target: 8 } };
    expect(translateFix(tPt, legibility, "pt")).toBe(
      "As letras ficam com 5,4 px no celular: aumente o texto para chegar a 8 px.",
    );
    expect(translateFix(tEn, legibility, "en")).toBe(
      "The letters are 5.4 px tall on a phone: make the text bigger to reach 8 px.",
    );
  });

  it("keeps words as they are and whole numbers whole", () => {
    expect(readerValues({ words: 13, name: "3.5 kg", ratio: 2 }, "pt")).toEqual({
      words: "13",
      name: "3.5 kg",
      ratio: "2",
    });
    expect(readerValues(undefined, "en")).toEqual({});
  });
});
