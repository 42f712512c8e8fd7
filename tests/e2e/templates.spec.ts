import { templates } from "../../app/engines/render/templates";
import { createAccount, logIn, uniqueEmail } from "./accounts";
import {
  expect,
  imageTimings,
  javaScriptOn,
  noteHydration,
  settle,
  slowNetwork,
  test,
  withoutCache,
} from "./fixtures";

/**
 * The template library (docs/product.md, Templates) with JavaScript on and off, in both languages:
 * filter the grid (a GET form), see premium templates locked on Free, choose a template, find it
 * chosen on /gerar, generate, and open the first option (the template with the title) in the editor.
 */
const languages = {
  pt: {
    locale: "pt-BR",
    style: "Estilo",
    tier: "Tipo",
    filter: "Filtrar",
    found: (n: number) => (n === 1 ? "1 template encontrado" : `${n} templates encontrados`),
    locked: "Premium: disponível nos planos pagos.",
    plans: "Ver planos",
    use: "Usar este template",
    chosen: "Template escolhido",
    titles: "Título do vídeo (opcional)",
    submit: "Gerar 4 opções",
    edit: "Editar",
    editor: "Editor de thumbnail",
    title: "Pão caseiro em 10 minutos",
  },
  en: {
    locale: "en-US",
    style: "Style",
    tier: "Type",
    filter: "Filter",
    found: (n: number) => (n === 1 ? "1 template found" : `${n} templates found`),
    locked: "Premium: available on the paid plans.",
    plans: "See plans",
    use: "Use this template",
    chosen: "Chosen template",
    titles: "Video title (optional)",
    submit: "Generate 4 options",
    edit: "Edit",
    editor: "Thumbnail editor",
    title: "Homemade bread in 10 minutes",
  },
} as const;

const basic = templates.find((t) => t.tier === "basic")!;
const basicOfStyle = templates.filter((t) => t.tier === "basic" && t.style === basic.style);

for (const [language, copy] of Object.entries(languages)) {
  test.describe(`the template library in ${language}`, () => {
    test.use({ locale: copy.locale });

    test("on 3G the previews wait for the page's code, then show; without JavaScript they load with the page", async ({
      page,
    }, testInfo) => {
      test.setTimeout(90_000);
      const email = uniqueEmail("slow-templates");
      await createAccount(page.request, { email });
      await logIn(page, email);
      await withoutCache(page);
      await noteHydration(page);
      await slowNetwork(page);
      await page.goto("/templates");
      const first = page.getByTestId("template-card").first().getByRole("img");
      await expect(first).toHaveJSProperty("complete", true, { timeout: 30_000 });
      expect(await first.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
      const { hydratedAt, imageStarts } = await imageTimings(page, /^\/templates\/previa\//);
      expect(imageStarts.length).toBeGreaterThan(0);
      if (!javaScriptOn(testInfo.project.name)) return expect(hydratedAt).toBeNull();
      expect(Math.min(...imageStarts)).toBeGreaterThanOrEqual(hydratedAt!);
    });

    test("filters the grid, locks premium on Free, and a chosen template goes through /gerar to the editor", async ({
      page,
    }, testInfo) => {
      test.setTimeout(240_000);
      // The first view of a preview renders it (later ones come from R2); over the local server's
      // HTTP/1.1 the browser's six connections may be busy with those while a navigation waits.
      const navigation = { timeout: 60_000 };
      const js = javaScriptOn(testInfo.project.name);
      const email = uniqueEmail(`templates-${language}-${testInfo.project.name}`);
      await createAccount(page.request, { email });
      await logIn(page, email);

      // Premium templates are shown, locked, with the way to the plans.
      await page.goto("/templates?tipo=premium");
      await settle(page, js);
      const premiumCard = page.getByTestId("template-card").first();
      await expect(premiumCard).toHaveAttribute("data-tier", "premium");
      await expect(premiumCard.getByText(copy.locked)).toBeVisible();
      await expect(premiumCard.getByRole("link", { name: copy.plans })).toHaveAttribute(
        "href",
        "/assinatura",
      );
      await expect(premiumCard.getByRole("link", { name: copy.use })).toHaveCount(0);

      // The filters: a GET form whose address can be shared.
      await page.goto("/templates");
      await settle(page, js);
      await page.getByLabel(copy.style).selectOption(basic.style);
      await page.getByLabel(copy.tier).selectOption("basic");
      await page.getByRole("button", { name: copy.filter }).click();
      await expect(page).toHaveURL(new RegExp(`estilo=${basic.style}`), navigation);
      await expect(page).toHaveURL(/tipo=basic/);
      await settle(page, js);
      await expect(page.getByTestId("templates-results")).toHaveText(copy.found(basicOfStyle.length));
      await expect(page.getByLabel(copy.style)).toHaveValue(basic.style);
      const cards = page.getByTestId("template-card");
      await expect(cards).toHaveCount(Math.min(24, basicOfStyle.length));
      for (const tier of await cards.evaluateAll((els) => els.map((el) => el.getAttribute("data-tier"))))
        expect(tier).toBe("basic");
      // The previews are real JPEGs from the renderer, lazily loaded.
      const preview = cards.first().locator("img");
      await expect(preview).toHaveAttribute("loading", "lazy");
      await preview.scrollIntoViewIfNeeded();
      await expect
        .poll(() => preview.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth), {
          timeout: 20_000,
        })
        .toBeGreaterThanOrEqual(320);
      // A phone's width never scrolls sideways.
      await page.setViewportSize({ width: 360, height: 800 });
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
      await page.setViewportSize({ width: 1280, height: 720 });

      // Choosing one opens /gerar with it chosen; the creator types the title.
      const chosen = (await cards.first().getAttribute("data-template"))!;
      const name = (await cards.first().getByRole("heading").textContent())!;
      await cards.first().getByRole("link", { name: copy.use }).click();
      await expect(page).toHaveURL(new RegExp(`/gerar\\?template=${chosen}`), navigation);
      await settle(page, js);
      const panel = page.getByTestId("chosen-template");
      await expect(panel.getByRole("heading", { name: copy.chosen })).toBeVisible();
      await expect(panel.getByTestId("chosen-template-name")).toContainText(name);
      await page.getByLabel(copy.titles).fill(copy.title);
      await page.getByRole("button", { name: copy.submit }).click();

      // The first option is that template with the title fitted; "Editar" opens the editor.
      await expect(page.getByTestId("option")).toHaveCount(4, { timeout: 60_000 });
      await settle(page, js);
      const first = page.getByTestId("option").first();
      await expect(first.getByTestId("option-template")).toContainText(name);
      await first.getByRole("link", { name: copy.edit }).click();
      await settle(page, js);
      await expect(page.getByRole("heading", { name: copy.editor })).toBeVisible(navigation);
    });
  });
}
