import { describe, expect, it } from "vitest";
import {
  defaultLanguage,
  detectLanguage,
  isLanguage,
  preferredBrowserLanguage,
  supportedLanguages,
} from "~/core/i18n/config";

describe("detectLanguage", () => {
  describe("a stored choice wins over the browser", () => {
    it.each([
      ["pt", "en-US,en;q=0.9", "pt"],
      ["en", "pt-BR,pt;q=0.9", "en"],
      ["pt", null, "pt"],
      ["en", null, "en"],
    ] as const)("stored %s with Accept-Language %s → %s", (stored, header, expected) => {
      expect(detectLanguage(stored, header)).toBe(expected);
    });
  });

  describe("an invalid stored value is ignored and the browser decides", () => {
    it.each(["es", "PT", "EN", "pt-BR", "", " pt", "portuguese", "undefined"])("stored %j", (stored) => {
      expect(detectLanguage(stored, "pt-BR")).toBe("pt");
      expect(detectLanguage(stored, "en-US")).toBe("en");
    });

    it("null and undefined stored values fall through to the browser", () => {
      expect(detectLanguage(null, "pt-BR")).toBe("pt");
      expect(detectLanguage(undefined, "pt-BR")).toBe("pt");
      expect(detectLanguage(undefined, "en-GB")).toBe("en");
    });
  });

  describe("Accept-Language without a stored choice", () => {
    it.each([
      ["pt-BR", "pt"],
      ["pt", "pt"],
      ["PT-pt", "pt"],
      ["pt-PT", "pt"],
      ["  pt-BR  ", "pt"],
      ["en-US", "en"],
      ["en", "en"],
      ["fr-FR", "en"],
      ["es-ES,es;q=0.9", "en"],
      ["en-US,pt;q=0.9", "en"],
      ["pt;q=0.4,en;q=0.8", "en"],
      ["en;q=0.1,pt-BR", "pt"],
      // Only the browser's first choice counts: a French-first browser gets English even if it lists pt.
      ["fr-FR,pt-BR;q=0.9,en;q=0.8", "en"],
      ["fr-FR;q=0.5,pt-BR;q=0.9,en;q=0.8", "pt"],
      ["pt-BR;q=0,en;q=0.1", "en"],
      ["*", "en"],
      ["*,pt;q=0.5", "pt"],
      [";;;,,,", "en"],
      ["not a language header ☃", "en"],
      ["pt-BR;q=abc", "en"],
    ] as const)("%j → %s", (header, expected) => {
      expect(detectLanguage(null, header)).toBe(expected);
    });

    it("a missing or empty header gives English", () => {
      expect(detectLanguage(null, null)).toBe("en");
      expect(detectLanguage(null, "")).toBe("en");
      expect(detectLanguage(undefined, "   ")).toBe("en");
    });
  });
});

describe("preferredBrowserLanguage", () => {
  it("returns null for no header, an empty header, or nothing usable", () => {
    expect(preferredBrowserLanguage(null)).toBeNull();
    expect(preferredBrowserLanguage("")).toBeNull();
    expect(preferredBrowserLanguage("*")).toBeNull();
    expect(preferredBrowserLanguage(",,;")).toBeNull();
    expect(preferredBrowserLanguage("pt;q=0")).toBeNull();
  });

  it("lower-cases and trims the chosen tag", () => {
    expect(preferredBrowserLanguage("  PT-br ")).toBe("pt-br");
    expect(preferredBrowserLanguage("en-US")).toBe("en-us");
  });

  it("picks the highest quality, not the first listed", () => {
    expect(preferredBrowserLanguage("pt;q=0.4,en;q=0.8")).toBe("en");
    expect(preferredBrowserLanguage("en;q=0.1,pt-BR")).toBe("pt-br");
    expect(preferredBrowserLanguage("de;q=0.2, fr;q=0.7 , es;q=0.5")).toBe("fr");
  });

  it("an entry without q counts as q=1", () => {
    expect(preferredBrowserLanguage("en;q=0.99,fr")).toBe("fr");
  });

  it("breaks ties by the order the browser listed them", () => {
    expect(preferredBrowserLanguage("en-US,pt-BR")).toBe("en-us");
    expect(preferredBrowserLanguage("pt-BR,en-US")).toBe("pt-br");
    expect(preferredBrowserLanguage("fr;q=0.5,pt;q=0.5,en;q=0.5")).toBe("fr");
  });

  it("skips the wildcard, q=0 and unreadable q values", () => {
    expect(preferredBrowserLanguage("*,en;q=0.1")).toBe("en");
    expect(preferredBrowserLanguage("pt;q=0,en;q=0.1")).toBe("en");
    expect(preferredBrowserLanguage("pt;q=oops,en;q=0.1")).toBe("en");
  });

  it("reads q among other parameters", () => {
    expect(preferredBrowserLanguage("pt;level=1;q=0.2,en;q=0.3")).toBe("en");
  });
});

describe("supported languages", () => {
  it("are Portuguese (the default) and English", () => {
    expect([...supportedLanguages]).toEqual(["pt", "en"]);
    expect(defaultLanguage).toBe("pt");
  });

  it("isLanguage accepts only exact supported codes", () => {
    expect(isLanguage("pt")).toBe(true);
    expect(isLanguage("en")).toBe(true);
    for (const value of ["PT", "pt-BR", "es", "", null, undefined, 1, {}, ["pt"]]) {
      expect(isLanguage(value)).toBe(false);
    }
  });
});
