import i18next from "i18next";
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import en from "~/core/i18n/locales/en";
import pt from "~/core/i18n/locales/pt";
import { pickTranslations } from "~/core/i18n/page-groups";
import { createT, setMissingTranslationReporter, type TranslationTree } from "~/core/i18n/translate";
import { TranslationProvider, useTranslation } from "~/core/i18n/use-translation";

/** An untyped view of `t`, for keys made up by the test. */
const loose = (t: unknown) => t as (key: string, values?: Record<string, unknown>) => string;

let missing: string[] = [];
let restore: () => void;
beforeEach(() => {
  missing = [];
  restore = setMissingTranslationReporter((key, language) => missing.push(`${language}:${key}`));
});
afterEach(() => restore());

describe("createT", () => {
  it("reads nested keys", () => {
    expect(createT("en", en)("errors.returnHome")).toBe("Return to Home");
    expect(createT("pt", pt)("errors.returnHome")).toBe(pt.errors.returnHome);
    expect(loose(createT("en", { a: { b: { c: "deep" } } }))("a.b.c")).toBe("deep");
    expect(missing).toEqual([]);
  });

  it("interpolates {{values}}, nested ones too, without HTML escaping (React escapes)", () => {
    const t = loose(createT("en", en));
    expect(t("errors.notFoundBody", { path: "/<b>&x" })).toBe(
      "The address /<b>&x does not exist or has moved.",
    );
    const tree = { greet: "Hi {{ name }}, {{user.plan}} plan, {{name}} again", raw: "{{- html}}" };
    const tiny = loose(createT("en", tree));
    expect(tiny("greet", { name: "Ana", user: { plan: "Pro" } })).toBe("Hi Ana, Pro plan, Ana again");
    expect(tiny("raw", { html: "<i>" })).toBe("<i>");
  });

  it("leaves a placeholder without a value as it is, and empties one given as undefined or null", () => {
    const t = loose(createT("en", { text: "a {{x}} b" }));
    expect(t("text")).toBe("a {{x}} b");
    expect(t("text", {})).toBe("a {{x}} b");
    expect(t("text", { x: undefined })).toBe("a  b");
    expect(t("text", { x: null })).toBe("a  b");
    expect(t("text", { x: 0 })).toBe("a 0 b");
  });

  it("picks English plurals by Intl.PluralRules (0, 2 and 1.5 are plural)", () => {
    const t = loose(createT("en", en));
    expect(t("auth.errors.loginLocked", { count: 1 })).toBe("Too many attempts. Try again in 1 minute.");
    for (const count of [0, 2, 1.5])
      expect(t("auth.errors.loginLocked", { count })).toBe(
        `Too many attempts. Try again in ${count} minutes.`,
      );
  });

  it("picks Portuguese plurals by Intl.PluralRules (0, 1 and 1.5 are singular in Brazil)", () => {
    const t = loose(createT("pt", pt));
    for (const count of [0, 1, 1.5])
      expect(t("auth.errors.loginLocked", { count })).toBe(
        `Muitas tentativas. Tente de novo em ${count} minuto.`,
      );
    expect(t("auth.errors.loginLocked", { count: 2 })).toBe("Muitas tentativas. Tente de novo em 2 minutos.");
  });

  it("prefers _zero for 0 when it exists, and falls back to the bare key without a plural form", () => {
    const t = loose(
      createT("en", { n_zero: "none", n_one: "one", n_other: "{{count}}", plain: "{{count}} x" }),
    );
    expect(t("n", { count: 0 })).toBe("none");
    expect(t("n", { count: 1 })).toBe("one");
    expect(t("n", { count: 7 })).toBe("7");
    expect(t("plain", { count: 3 })).toBe("3 x");
    expect(missing).toEqual([]);
  });

  it("falls back to Portuguese, then to the key itself, and reports each missing key", () => {
    const fallback = { only: { pt: "só em português, {{n}}" } };
    const t = loose(createT("en", { other: "x" }, fallback));
    expect(t("only.pt", { n: 2 })).toBe("só em português, 2");
    expect(t("nowhere.at.all")).toBe("nowhere.at.all");
    expect(loose(createT("en", en))("Required")).toBe("Required");
    expect(missing).toEqual(["en:only.pt", "en:nowhere.at.all", "en:Required"]);
  });

  it("treats a group (an object) as missing rather than returning it", () => {
    expect(loose(createT("en", en))("errors")).toBe("errors");
    expect(missing).toEqual(["en:errors"]);
  });
});

/** Every key the locales hold, plural forms folded into their base key. */
function keysOf(tree: TranslationTree, prefix = ""): string[] {
  return Object.entries(tree).flatMap(([key, value]) => {
    const path = prefix ? `${prefix}.${key}` : key;
    if (value && typeof value === "object") return keysOf(value as TranslationTree, path);
    return [path.replace(/_(zero|one|two|few|many|other)$/, "")];
  });
}

describe("the same text as i18next gave, for every key in both languages", () => {
  it.each([
    ["pt", pt],
    ["en", en],
  ] as const)("%s", async (language, resources) => {
    const i18n = i18next.createInstance();
    await i18n.init({
      lng: language,
      fallbackLng: false,
      resources: { [language]: { translation: resources } },
      interpolation: { escapeValue: false },
    });
    const ours = loose(createT(language, resources));
    const theirs = loose(i18n.t);
    const keys = [...new Set(keysOf(resources))];
    expect(keys.length).toBeGreaterThan(500);
    const differences: string[] = [];
    for (const key of keys) {
      for (const values of [undefined, { count: 0 }, { count: 1 }, { count: 2 }, { count: 1.5 }]) {
        // Every placeholder name gets a value, so the interpolation is compared too.
        const filled = values && { name: "Ana", size: "2 MB", path: "/x", formatted: "1.234", ...values };
        const a = ours(key, filled);
        const b = theirs(key, filled);
        if (a !== b) differences.push(`${key} ${JSON.stringify(values)}: ${a} ≠ ${b}`);
      }
    }
    expect(differences).toEqual([]);
    // Only a plural's bare key asked without a count is missing (and shows as the key, as in i18next).
    const plurals = keys.filter((key) => !hasLeaf(resources, key));
    expect([...new Set(missing)].sort()).toEqual(plurals.map((key) => `${language}:${key}`).sort());
  });
});

function hasLeaf(tree: TranslationTree, path: string): boolean {
  const value = path
    .split(".")
    .reduce<unknown>((node, part) => (node as TranslationTree | undefined)?.[part], tree);
  return typeof value === "string";
}

describe("TranslationProvider and useTranslation", () => {
  function Probe() {
    const { t, i18n } = useTranslation();
    return createElement("p", { lang: i18n.language }, t("errors.notFoundBody", { path: "/a" }));
  }

  it.each([
    ["pt", pt, "O endereço /a não existe ou foi movido."],
    ["en", en, "The address /a does not exist or has moved."],
  ] as const)("render the page's own translations in %s (the server's HTML)", (language, resources, text) => {
    const html = renderToString(
      createElement(
        TranslationProvider,
        { language, translations: pickTranslations(resources, "/") },
        createElement(Probe),
      ),
    );
    expect(html).toBe(`<p lang="${language}">${text}</p>`);
    expect(missing).toEqual([]);
  });
});
