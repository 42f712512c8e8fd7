import type { Page } from "@playwright/test";
import { expect, javaScriptOn, markDocument, sameDocument, test } from "./fixtures";

/**
 * The landing's static islands (docs/decisions/027-less-to-hydrate.md): sections with nothing to
 * interact with are server-rendered once and React leaves their DOM alone on hydration. React marks
 * every node it hydrates or renders with an internal `__reactFiber$…` property; the islands' inner
 * nodes must have none after the first hydration, and must be React's own after a client navigation.
 */
const islands = [
  "hero-examples",
  "stats",
  "tools",
  "steps",
  "examples",
  "testimonials",
  "features-free",
  "features-pro",
  "guarantees",
  "cta",
  "footer",
];

const languages = {
  pt: {
    locale: "pt-BR",
    stepsTitle: "Como funciona",
    startFree: "Comece grátis agora",
    signupTitle: "Crie sua conta grátis",
    freePlanTitle: "O plano Free inclui",
    otherLanguage: { menu: "Mudar idioma", choice: "English", stepsTitle: "How it works" },
  },
  en: {
    locale: "en-US",
    stepsTitle: "How it works",
    startFree: "Start Free Now",
    signupTitle: "Create your free account",
    freePlanTitle: "The Free plan includes",
    otherLanguage: { menu: "Change language", choice: "Português", stepsTitle: "Como funciona" },
  },
} as const;

/** Per island (`expected`, and any other on the page): its inner elements, and how many React touched. */
async function islandNodes(page: Page, expected: readonly string[] = islands) {
  return page.evaluate((expected) => {
    const touched = (el: Element) => Object.keys(el).some((key) => key.startsWith("__reactFiber$"));
    const onPage = [...document.querySelectorAll("[data-island]")].map((el) =>
      el.getAttribute("data-island"),
    );
    const names = [...new Set([...expected, ...onPage])] as string[];
    return names.map((name) => {
      const island = document.querySelector(`[data-island="${name}"]`);
      const inner = island ? [...island.querySelectorAll("*")] : [];
      return {
        name,
        found: island !== null,
        island: island ? touched(island) : false,
        inner: inner.length,
        innerTouched: inner.filter(touched).length,
      };
    });
  }, expected);
}

for (const [language, copy] of Object.entries(languages)) {
  test.describe(`the landing's static islands in ${language}`, () => {
    test.use({ locale: copy.locale });

    test("are served with their content, and after hydration React has left their DOM alone", async ({
      page,
    }, testInfo) => {
      await page.goto("/");
      const js = javaScriptOn(testInfo.project.name);
      await expect(page.locator("#como-funciona h2")).toHaveText(copy.stepsTitle);
      await expect(page.locator("#como-funciona li")).toHaveCount(4);
      await expect(page.locator("[data-island='stats'] dd")).toHaveCount(4);
      for (const island of await islandNodes(page)) {
        expect(island.found, `${island.name} is on the page`).toBe(true);
        expect(island.inner, `${island.name} has content`).toBeGreaterThan(0);
        // The island element itself is React's (it hydrates it, with its click handler)...
        expect(island.island, `${island.name} itself is hydrated`).toBe(js);
        // ...and nothing inside it is.
        expect(island.innerTouched, `elements React hydrated inside ${island.name}`).toBe(0);
      }
      if (js) {
        // The interactive parts around the islands did hydrate.
        const hydrated = await page.evaluate(() =>
          ["#hero-prompt", "#planos nav a"].map((selector) =>
            Object.keys(document.querySelector(selector) ?? {}).some((k) => k.startsWith("__reactFiber$")),
          ),
        );
        expect(hydrated).toEqual([true, true]);
      }
    });

    test("the sign-up page's free-plan list is served whole and left alone by React", async ({
      page,
    }, testInfo) => {
      await page.goto("/cadastro");
      const js = javaScriptOn(testInfo.project.name);
      const aside = page.locator("[data-island='free-plan']");
      await expect(aside.getByRole("heading", { level: 2 })).toHaveText(copy.freePlanTitle);
      expect(await aside.locator("li").count()).toBeGreaterThan(3);
      const [island] = await islandNodes(page, ["free-plan"]);
      expect(island).toMatchObject({ name: "free-plan", found: true, island: js, innerTouched: 0 });
    });

    test("a link inside an island works, without reloading the page when JavaScript runs", async ({
      page,
    }, testInfo) => {
      await page.goto("/");
      await markDocument(page);
      await page.locator("[data-island='cta']").getByRole("link", { name: copy.startFree }).click();
      await expect(page).toHaveURL(/\/cadastro$/);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(copy.signupTitle);
      expect(await sameDocument(page)).toBe(javaScriptOn(testInfo.project.name));
    });

    test("coming back to the landing in the app renders the islands with React", async ({
      page,
    }, testInfo) => {
      test.skip(!javaScriptOn(testInfo.project.name), "a client navigation needs JavaScript");
      await page.goto("/cadastro");
      await page.locator("header a[href='/']").click();
      await expect(page).toHaveURL(/\/$/);
      await expect(page.locator("#como-funciona h2")).toHaveText(copy.stepsTitle);
      await expect(page.getByTestId("testimonial")).toHaveCount(9);
      for (const island of await islandNodes(page)) {
        expect(island.inner, `${island.name} has content`).toBeGreaterThan(0);
        // The footer belongs to every page: it stays as the first page's server sent it.
        const expected = island.name === "footer" ? 0 : island.inner;
        expect(island.innerTouched, `elements React rendered inside ${island.name}`).toBe(expected);
      }
    });

    test("switching the language on the landing translates the islands too", async ({ page }) => {
      await page.goto("/");
      await page.locator("summary", { hasText: copy.otherLanguage.menu }).click();
      await page.getByRole("button", { name: copy.otherLanguage.choice }).click();
      await expect(page.locator("html")).toHaveAttribute("lang", language === "pt" ? "en" : "pt");
      await expect(page.locator("#como-funciona h2")).toHaveText(copy.otherLanguage.stepsTitle);
      await expect(page.locator("#como-funciona li")).toHaveCount(4);
    });

    test("the header's links to the landing's sections land on each, one after another", async ({ page }) => {
      await page.setViewportSize({ width: 1280, height: 844 });
      await page.goto("/");
      // From the top, then from one section to the next: with JavaScript the router's scroll
      // restoration used to take the second jump back to the top of the page.
      for (const id of ["depoimentos", "planos", "como-funciona", "planos"]) {
        await page.locator(`header a[href="/#${id}"]:visible`).click();
        await expect(page).toHaveURL(new RegExp(`/#${id}$`));
        await expect(page.locator(`#${id} h2`)).toBeInViewport();
      }
    });

    test.describe("on a phone", () => {
      test.use({ viewport: { width: 390, height: 844 } });

      test("the sections below the first screen are laid out only when the creator gets near them", async ({
        page,
      }) => {
        await page.goto("/");
        const skipped = (selector: string) =>
          page
            .locator(selector)
            .evaluate((el) => !el.checkVisibility({ contentVisibilityAuto: true } as CheckVisibilityOptions));
        // The hero is drawn at once; the testimonials and the footer are far below it.
        expect(await skipped("#hero-title")).toBe(false);
        expect(await skipped("#depoimentos h2")).toBe(true);
        expect(await skipped("#planos h2")).toBe(true);
        expect(await skipped("footer a >> nth=-1")).toBe(true);
        // Until it is drawn, the plans' section holds about its real height (five stacked cards).
        const plansHeight = () => page.locator("#planos").evaluate((el) => el.getBoundingClientRect().height);
        const placeholderHeight = await plansHeight();
        // Scrolling there draws them, and a link to a section lands on it.
        await page.locator("footer").scrollIntoViewIfNeeded();
        await expect.poll(() => skipped("footer a >> nth=-1")).toBe(false);
        await page.locator("#planos").scrollIntoViewIfNeeded();
        await expect.poll(() => skipped("#planos h2")).toBe(false);
        const drawnHeight = await plansHeight();
        expect(Math.abs(drawnHeight - placeholderHeight) / drawnHeight).toBeLessThan(0.1);
        await page.goto("/#depoimentos");
        await expect.poll(() => skipped("#depoimentos h2")).toBe(false);
        await expect(page.locator("#depoimentos h2")).toBeInViewport();
        await page.goto("/faq");
        await page.goto("/#planos");
        await expect.poll(() => skipped("#planos h2")).toBe(false);
        await expect(page.locator("#planos h2")).toBeInViewport();
      });
    });
  });
}
