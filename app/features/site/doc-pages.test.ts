/**
 * The long-form pages must say the same thing in both languages, keep the structure docs/product.md
 * names (terms: 8 sections, privacy: 9) and list every cookie the code really sets.
 */
import { readFileSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { apiPage } from "~/features/site/api-docs.server";
import { cookiesPage } from "~/features/site/cookies.server";
import type { DocPage, DocPageTranslations } from "~/features/site/doc-page";
import { helpPage } from "~/features/site/help.server";
import { privacyPage } from "~/features/site/privacy.server";
import { termsPage } from "~/features/site/terms.server";
import { tutorialsPage } from "~/features/site/tutorials.server";
import { toolRoutes } from "~/core/http/tool-routes";

const pages: Record<string, DocPageTranslations> = {
  terms: termsPage,
  privacy: privacyPage,
  cookies: cookiesPage,
  help: helpPage,
  tutorials: tutorialsPage,
  api: apiPage,
};

function allText(page: DocPage) {
  return [
    page.title,
    page.description,
    page.intro,
    ...page.sections.flatMap((s) => [
      s.title,
      s.link?.label ?? "",
      ...s.blocks.flatMap((b) => [b.text ?? "", b.code ?? "", ...(b.items ?? [])]),
    ]),
  ].join("\n");
}

describe.each(Object.entries(pages))("the %s page", (_name, translations) => {
  it("has the same sections, in the same order and with the same links, in both languages", () => {
    const shape = (page: DocPage) => page.sections.map((s) => [s.id, s.link?.to ?? null, s.ordered ?? false]);
    expect(shape(translations.en)).toEqual(shape(translations.pt));
    expect(translations.en.updated).toBe(translations.pt.updated);
  });

  it.each(["pt", "en"] as const)(
    "in %s: unique anchor ids, a search-sized description, no unknown placeholder",
    (language) => {
      const page = translations[language];
      const ids = page.sections.map((s) => s.id);
      expect(new Set(ids).size).toBe(ids.length);
      for (const id of ids) expect(id).toMatch(/^[a-z]+(-[a-z]+)*$/);
      expect(page.description.length).toBeGreaterThan(50);
      expect(page.description.length).toBeLessThanOrEqual(160);
      expect(page.updated).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(page.sections.length).toBeGreaterThanOrEqual(3);
      for (const placeholder of allText(page).match(/\{\{\w+\}\}/g) ?? []) {
        expect(["{{supportEmail}}", "{{origin}}"]).toContain(placeholder);
      }
      for (const section of page.sections) {
        expect(section.blocks.length, section.id).toBeGreaterThan(0);
        if (section.ordered)
          expect(
            section.blocks.some((b) => b.items?.length),
            section.id,
          ).toBe(true);
      }
    },
  );
});

describe("structure docs/product.md names", () => {
  it("terms: the 8 sections of docs/product.md, Public pages, then the credits", () => {
    expect(termsPage.pt.sections.map((s) => s.id)).toEqual([
      "acceptance",
      "platform-use",
      "account",
      "intellectual-property",
      "subscriptions-payments",
      "liability",
      "changes",
      "contact",
      "credits",
    ]);
    expect(termsPage.pt.title).toBe("Termos de uso");
    expect(termsPage.en.title).toBe("Terms of use");
  });

  it("privacy: the 9 sections, naming the payment processors and the infrastructure provider", () => {
    expect(privacyPage.pt.sections.map((s) => s.id)).toEqual([
      "information-collected",
      "use",
      "sharing",
      "security",
      "cookies",
      "rights",
      "retention",
      "changes",
      "contact",
    ]);
    for (const language of ["pt", "en"] as const) {
      const sharing = allText({ ...privacyPage[language], sections: [privacyPage[language].sections[2]!] });
      for (const processor of ["Stripe", "Mercado Pago", "Cloudflare", "OpenAI"]) {
        expect(sharing).toContain(processor);
      }
    }
  });

  it("the refund guarantee is 7 days wherever a page mentions one (docs/product.md, Rules that hold everywhere)", () => {
    for (const translations of Object.values(pages)) {
      for (const page of [translations.pt, translations.en]) {
        const text = allText(page);
        expect(text).not.toMatch(/garantia de 30|30-day guarantee/i);
        if (/\b(garantia|guarantee)\b/i.test(text))
          expect(text).toMatch(/garantia de 7 dias|7-day guarantee/i);
      }
    }
  });

  it("terms credit the topic art (Fluent Emoji, © Microsoft, MIT) with its notice, in both languages", () => {
    const art = readFileSync(
      new URL("../../engines/render/topic-art/icons.generated.ts", import.meta.url),
      "utf8",
    );
    expect(art).toContain("@iconify-json/fluent-emoji-flat");
    for (const language of ["pt", "en"] as const) {
      const credits = termsPage[language].sections.find((s) => s.id === "credits")!;
      expect(credits.title).toBe(language === "pt" ? "Créditos" : "Credits");
      const text = allText({ ...termsPage[language], sections: [credits] });
      for (const words of ["Fluent Emoji", "Microsoft Corporation", "MIT"]) expect(text).toContain(words);
      // The notice the licence asks for, whole: the copyright line and the permission notice.
      const notice = credits.blocks.find((b) => b.code)!.code!;
      expect(notice).toContain("Copyright (c) Microsoft Corporation.");
      expect(notice).toContain(
        "The above copyright notice and this permission notice shall be included in all\ncopies or substantial portions of the Software.",
      );
      expect(notice).toContain('THE SOFTWARE IS PROVIDED "AS IS"');
    }
    expect(termsPage.pt.sections.at(-1)!.blocks[0]!.text).toMatch(/ilustra/);
    expect(termsPage.en.sections.at(-1)!.blocks[0]!.text).toMatch(/illustration/);
  });

  it("terms credit the interface icons (Lucide, ISC; Feather, MIT) with the notices the sprite carries, in both languages", () => {
    for (const language of ["pt", "en"] as const) {
      const credits = termsPage[language].sections.find((s) => s.id === "credits")!;
      const text = allText({ ...termsPage[language], sections: [credits] });
      for (const words of ["Lucide", "ISC", "Feather", "Cole Bemis"]) expect(text).toContain(words);
      const notice = credits.blocks.filter((b) => b.code).at(-1)!.code!;
      expect(notice).toContain("Copyright (c) 2026 Lucide Icons and Contributors");
      expect(notice).toContain("copyright notice and this permission notice appear in all copies.");
      expect(notice).toContain("Copyright (c) 2013-present Cole Bemis");
      expect(notice).toContain('THE SOFTWARE IS PROVIDED "AS IS"');
      expect(notice).not.toContain("-->");
    }
  });

  it("help links every tool's route", () => {
    const links = helpPage.pt.sections.map((s) => s.link?.to);
    for (const route of Object.values(toolRoutes)) expect(links).toContain(route);
  });

  it("tutorials carry the 5-step YouTube API key guide and the 10,000 units a day tip", () => {
    for (const language of ["pt", "en"] as const) {
      const guide = tutorialsPage[language].sections.find((s) => s.id === "youtube-api-key")!;
      expect(guide.ordered).toBe(true);
      expect(guide.blocks[0]!.items).toHaveLength(5);
      expect(allText({ ...tutorialsPage[language], sections: [guide] })).toMatch(/10[.,]000/);
    }
  });
});

/** Every file under app/ (not tests), recursively. */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

describe("the cookies page", () => {
  it("lists every cookie the app sets, in both languages", () => {
    const names = new Set<string>();
    for (const file of sourceFiles(join(__dirname, "../.."))) {
      const source = readFileSync(file, "utf8");
      for (const match of source.matchAll(/createCookie\(\s*"([\w-]+)"/g)) names.add(match[1]!);
      for (const match of source.matchAll(
        /createCookieSessionStorage\(\{\s*cookie:\s*\{\s*name:\s*"([\w-]+)"/g,
      ))
        names.add(match[1]!);
      for (const match of source.matchAll(
        /(?:sessionCookieName|languageCookieName|oauthCookieName)\s*=\s*"([\w-]+)"/g,
      ))
        names.add(match[1]!);
    }
    expect([...names].sort()).toEqual([
      "live_id",
      "lng",
      "mn_oauth",
      "mn_session",
      "pending_prompt",
      "theme",
      "toast",
    ]);
    for (const language of ["pt", "en"] as const) {
      const list = cookiesPage[language].sections.find((s) => s.id === "cookies-we-use")!.blocks[0]!.items!;
      expect(list.map((item) => item.split(" — ")[0]).sort()).toEqual([...names].sort());
    }
  });
});
