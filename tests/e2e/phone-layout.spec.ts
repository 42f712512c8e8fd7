import type { Page } from "@playwright/test";
import { createAccount, logIn, uniqueEmail } from "./accounts";
import { expect, javaScriptOn, test } from "./fixtures";

/**
 * Every page on a phone (issue 29), in both languages, with JavaScript on and off (the projects):
 * nothing scrolls sideways at 360, 390 and 768 px, the dashboard opens on the creator's thumbnails,
 * and the signed-out header's menu reaches every section of the landing page, the FAQ and the sign-in
 * and sign-up pages without JavaScript. Each page loads once at 360 px and is measured again after
 * the window is widened: the layout is CSS only, so a resize answers what a fresh load would.
 */
const widths = [360, 390, 768] as const;

const publicPages = [
  "/",
  "/faq",
  "/ajuda",
  "/tutoriais",
  "/api",
  "/termos",
  "/privacidade",
  "/cookies",
  "/status",
  "/login",
  "/cadastro",
  "/esqueci-senha",
  "/uma-pagina-que-nao-existe",
];

/**
 * The signed-in pages (the feed preview is added from the first thumbnail's link; the editor needs a
 * generated thumbnail, which the samples are not).
 */
const signedInPages = [
  "/dashboard",
  "/thumbnail-expert",
  "/gerar",
  "/templates",
  "/analise-tendencias",
  "/analise-canal",
  "/video-analysis",
  "/image-upscale",
  "/image-compress",
  "/exportar",
  "/assinatura",
  "/configuracoes/perfil",
  "/configuracoes/seguranca",
  "/configuracoes/youtube",
  "/configuracoes/api",
  "/configuracoes/afiliados",
  "/",
  "/faq",
  "/api",
  "/status",
];

const languages = {
  pt: {
    locale: "pt-BR",
    menu: "Menu",
    sections: [
      { name: "Como funciona", url: /\/#como-funciona$/, target: "#como-funciona" },
      { name: "Depoimentos", url: /\/#depoimentos$/, target: "#depoimentos" },
      { name: "Planos", url: /\/#planos$/, target: "#planos" },
    ],
    pages: [
      { name: "FAQ", url: /\/faq$/ },
      { name: "Entrar", url: /\/login$/ },
      { name: "Começar grátis", url: /\/cadastro$/ },
    ],
    addSamples: "Criar exemplos",
    feedPreview: "Prévia no feed",
  },
  en: {
    locale: "en-US",
    menu: "Menu",
    sections: [
      { name: "How it works", url: /\/#como-funciona$/, target: "#como-funciona" },
      { name: "Testimonials", url: /\/#depoimentos$/, target: "#depoimentos" },
      { name: "Pricing", url: /\/#planos$/, target: "#planos" },
    ],
    pages: [
      { name: "FAQ", url: /\/faq$/ },
      { name: "Login", url: /\/login$/ },
      { name: "Get Started Free", url: /\/cadastro$/ },
    ],
    addSamples: "Add samples",
    feedPreview: "Feed preview",
  },
} as const;

type Language = keyof typeof languages;
type Copy = (typeof languages)[Language];

/** Loads each page at 360 px and lists every width at which the document is wider than the window. */
async function sidewaysScrolls(page: Page, paths: readonly string[]) {
  const offenders: string[] = [];
  for (const path of paths) {
    await page.setViewportSize({ width: widths[0], height: 740 });
    await page.goto(path);
    for (const width of widths) {
      await page.setViewportSize({ width, height: 740 });
      const { scrollWidth, innerWidth } = await page.evaluate(() => ({
        scrollWidth: document.documentElement.scrollWidth,
        innerWidth: window.innerWidth,
      }));
      if (scrollWidth > innerWidth) offenders.push(`${path} at ${width} px is ${scrollWidth} px wide`);
    }
  }
  return offenders;
}

/** Queues the development job that adds sample thumbnails and waits for them on the dashboard. */
async function addSamples(page: Page, copy: Copy, count: number) {
  await page.goto("/dev/thumbnails");
  await page.getByLabel(/Quantas|How many/).selectOption(String(count));
  await page.getByRole("button", { name: copy.addSamples }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(async () => {
    await page.goto("/dashboard");
    await expect(page.getByTestId("thumbnail-card")).toHaveCount(count, { timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
}

const menu = (page: Page) => page.getByTestId("phone-menu");

for (const [language, copy] of Object.entries(languages) as [Language, Copy][]) {
  test.describe(`on a phone, in ${language}`, () => {
    test.use({ locale: copy.locale });

    test("no public page scrolls sideways at 360, 390 or 768 px", async ({ page, pageErrors }) => {
      test.setTimeout(90_000);
      expect(await sidewaysScrolls(page, publicPages)).toEqual([]);
      // Chromium logs the 404 page's own status as a console error; that one is expected here.
      const notFoundLoad = /Failed to load resource: the server responded with a status of 404/;
      pageErrors.splice(0, pageErrors.length, ...pageErrors.filter((e) => !notFoundLoad.test(e)));
    });

    test("the dashboard opens on the thumbnails, and no signed-in page scrolls sideways", async ({
      page,
    }) => {
      test.setTimeout(120_000);
      const email = uniqueEmail("phone");
      await createAccount(page.request, { email });
      await logIn(page, email);
      await addSamples(page, copy, 3);

      for (const size of [
        { width: 360, height: 640 },
        { width: 390, height: 844 },
      ]) {
        await page.setViewportSize(size);
        await page.goto("/dashboard");
        const first = page.getByTestId("thumbnail-card").first();
        const box = await first.boundingBox();
        expect(box, "the first thumbnail is laid out").not.toBeNull();
        expect(box!.y, `the first thumbnail starts within the first ${size.height} px`).toBeLessThan(
          size.height - 100,
        );
        // The plan and this month's figures are in the strip above, the full meters further down.
        await expect(page.getByTestId("usage-strip")).toBeVisible();
        expect((await page.getByTestId("usage-strip").boundingBox())!.y).toBeLessThan(box!.y);
      }
      const card = page.getByTestId("thumbnail-card").first();
      const preview = await card.getByRole("link", { name: copy.feedPreview }).getAttribute("href");
      expect(await sidewaysScrolls(page, [...signedInPages, preview!])).toEqual([]);
    });

    test("the signed-out header menu reaches every section and page", async ({ page }, testInfo) => {
      const js = javaScriptOn(testInfo.project.name);
      await page.setViewportSize({ width: 390, height: 844 });
      const summary = menu(page).getByText(copy.menu, { exact: true });
      for (const section of copy.sections) {
        await page.goto("/faq");
        await summary.click();
        await menu(page).getByRole("link", { name: section.name, exact: true }).click();
        await expect(page).toHaveURL(section.url);
        await expect(page.locator(section.target)).toBeInViewport();
        // With JavaScript, following a link closes the menu.
        if (js) await expect(menu(page)).not.toHaveAttribute("open");
      }
      for (const target of copy.pages) {
        await page.goto("/");
        await expect(menu(page).getByRole("navigation")).toBeHidden();
        await summary.click();
        await menu(page).getByRole("link", { name: target.name, exact: true }).click();
        await expect(page).toHaveURL(target.url);
      }
      // On a wide screen the sections are in the header itself and the menu is not shown.
      await page.setViewportSize({ width: 1280, height: 800 });
      await expect(menu(page)).toBeHidden();
      await expect(
        page.getByRole("banner").getByRole("link", { name: copy.sections[2].name, exact: true }),
      ).toBeVisible();
    });
  });
}
