import type { Page } from "@playwright/test";
import { signedInCreator } from "./accounts";
import { expect, javaScriptOn, settle, test } from "./fixtures";

/**
 * Channel analysis and trend analysis against the fake YouTube Data API and image host that
 * scripts/serve-e2e.mjs starts (tests/fakes/youtube.ts), with JavaScript on and off, in pt and en:
 * the key from settings, every channel address form, the history of 10 with 'Use' and delete, a
 * thumbnail opening the Thumbnail Expert with that image, and trend analysis with its limit, its
 * "what works now" grid and hostile markdown shown as text.
 */
const copy = {
  pt: {
    locale: "pt-BR",
    url: "URL do canal",
    search: "Buscar",
    required: "Informe a URL de um canal",
    results: "Thumbnails de Tech Lab Brasil",
    empty: "Nenhuma thumbnail encontrada. Tente outro canal.",
    noKey: "adicione sua chave da API do YouTube nas configurações",
    use: (channel: string) => `Analisar ${channel} de novo`,
    remove: (channel: string) => `Excluir ${channel} do histórico`,
    useInExpert: "Usar no Especialista",
    reference: "Thumbnail do YouTube como referência",
    niche: "Nicho",
    competitors: "Concorrentes",
    analyze: "Analisar",
    nicheRequired: "Preencha pelo menos o campo de nicho",
    offline: "Análise offline",
    worksNow: "O que está funcionando agora",
    limit: "Limite de análises atingido",
  },
  en: {
    locale: "en-US",
    url: "Channel URL",
    search: "Search",
    required: "Please enter a channel URL",
    results: "Thumbnails from Tech Lab Brasil",
    empty: "No thumbnails found. Try another channel.",
    noKey: "add your YouTube API key in settings",
    use: (channel: string) => `Analyze ${channel} again`,
    remove: (channel: string) => `Delete ${channel} from the history`,
    useInExpert: "Use in the Expert",
    reference: "YouTube thumbnail as the reference",
    niche: "Niche",
    competitors: "Competitors",
    analyze: "Analyze",
    nicheRequired: "Please fill at least the niche field",
    offline: "Offline analysis",
    worksNow: "What works now",
    limit: "Analysis limit reached",
  },
} as const;

async function searchChannel(page: Page, language: keyof typeof copy, query: string) {
  const field = page.getByLabel(copy[language].url);
  await field.fill(query);
  // Enter searches (docs/product.md, Channel analysis).
  await field.press("Enter");
}

for (const [language, text] of Object.entries(copy) as [keyof typeof copy, (typeof copy)["pt"]][]) {
  test.describe(`channel analysis in ${language}`, () => {
    test.use({ locale: text.locale });

    test("every address form finds the channel; the history keeps 10 with Use and delete", async ({
      page,
    }, testInfo) => {
      test.setTimeout(120_000);
      const js = javaScriptOn(testInfo.project.name);
      await signedInCreator(page, `channel-${language}-${testInfo.project.name}`, null);

      // No key yet: the page says where to add one.
      await page.goto("/analise-canal");
      await settle(page, js);
      await expect(page.getByText(text.noKey).first()).toBeVisible();
      await page.request.post("/configuracoes/youtube", { form: { apiKey: "e2e-creator-key" } });
      await page.goto("/analise-canal");
      await settle(page, js);
      await expect(page.getByText(text.noKey)).toHaveCount(0);

      await page.getByRole("button", { name: text.search }).click();
      await expect(page.getByText(text.required)).toBeVisible();

      for (const form of [
        "@techlabbrasil",
        "https://www.youtube.com/@TechLabBrasil",
        "youtube.com/c/TechLabBrasil",
        "https://www.youtube.com/user/techlabbr",
      ]) {
        await searchChannel(page, language, form);
        await expect(page.getByRole("heading", { name: text.results })).toBeVisible();
        await expect(page.getByTestId("channel-thumbnails").getByRole("listitem")).toHaveCount(50);
        await settle(page, js);
      }
      // A video address: its channel.
      const videoLink = await page
        .getByText(/ID do vídeo|Video ID/)
        .first()
        .innerText();
      const videoId = videoLink.split(" ").pop()!;
      await searchChannel(page, language, `https://youtu.be/${videoId}`);
      await expect(page.getByRole("heading", { name: text.results })).toBeVisible();
      await settle(page, js);

      await searchChannel(page, language, "@canalvazio");
      await expect(page.getByText(text.empty)).toBeVisible();
      await settle(page, js);

      // Ten small channels: the history keeps the latest 10.
      for (let n = 1; n <= 10; n += 1) {
        await searchChannel(page, language, `@canalpequeno${n}`);
        await expect(page.getByRole("heading", { name: new RegExp(`Canal Pequeno ${n}$`) })).toBeVisible();
        await settle(page, js);
      }
      const history = page.getByTestId("channel-history");
      await expect(history.getByRole("listitem")).toHaveCount(10);
      await expect(history.getByText("Tech Lab Brasil")).toHaveCount(0);
      await expect(history.getByRole("listitem").first()).toContainText("Canal Pequeno 10");

      // 'Use' refills the address and searches again.
      await page.getByRole("link", { name: text.use("Canal Pequeno 3") }).click();
      await expect(page.getByRole("heading", { name: /Canal Pequeno 3$/ })).toBeVisible();
      await expect(page.getByLabel(text.url)).toHaveValue("@canalpequeno3");
      await settle(page, js);
      await expect(history.getByRole("listitem").first()).toContainText("Canal Pequeno 3");

      // Delete removes one entry.
      await page.getByRole("button", { name: text.remove("Canal Pequeno 5") }).click();
      await expect(history.getByText("Canal Pequeno 5")).toHaveCount(0);
      await expect(history.getByRole("listitem")).toHaveCount(9);
    });

    test("a thumbnail opens the Thumbnail Expert with that image", async ({ page }, testInfo) => {
      const js = javaScriptOn(testInfo.project.name);
      await signedInCreator(page, `channel-expert-${language}-${testInfo.project.name}`);
      await page.goto(`/analise-canal?canal=${encodeURIComponent("@cozinhadavovó")}`);
      await settle(page, js);
      await expect(page.getByTestId("channel-thumbnails").getByRole("listitem")).toHaveCount(8);
      const image = page.getByTestId("channel-thumbnails").locator("img").first();
      // The grid's images come from YouTube's image host (here the fake) and load.
      await expect
        .poll(() => image.evaluate((element) => (element as HTMLImageElement).naturalWidth))
        .toBe(320);
      await page
        .getByRole("button", { name: new RegExp(text.useInExpert) })
        .first()
        .click();
      await expect(page).toHaveURL(/\/thumbnail-expert\?/);
      await expect(page.getByText(text.reference)).toBeVisible();
      const reference = page.locator('input[name="referenceUpload"]');
      await expect(reference).toBeChecked();
      const src = await page.locator('img[src^="/expert/references/"]').first().getAttribute("src");
      const served = await page.request.get(src!);
      expect(served.status()).toBe(200);
      expect(served.headers()["content-type"]).toBe("image/jpeg");
      // The video's title is its idea, noted under the welcome, not the niche: the box waits for the
      // niche, the first question.
      await expect(page.getByTestId("chat-messages")).toContainText("Pão de queijo na air fryer da vovó");
      await expect(page.locator('textarea[name="text"]')).toHaveValue("");
    });
  });

  test.describe(`trend analysis in ${language}`, () => {
    test.use({ locale: text.locale });

    test("validates, analyses with the 'what works now' grid, then stops at the Free limit", async ({
      page,
    }, testInfo) => {
      test.setTimeout(90_000);
      const js = javaScriptOn(testInfo.project.name);
      await signedInCreator(page, `trends-${language}-${testInfo.project.name}`);
      await page.goto("/analise-tendencias");
      await settle(page, js);
      await page.getByLabel(text.competitors).fill("@cozinhadavovó");
      await page.getByRole("button", { name: text.analyze, exact: true }).click();
      await expect(page.getByText(text.nicheRequired)).toBeVisible();
      await expect(page.getByLabel(text.competitors)).toHaveValue("@cozinhadavovó");

      await page.getByLabel(text.niche, { exact: true }).fill("air fryer");
      await page.getByRole("button", { name: text.analyze, exact: true }).click();
      await expect(page.getByTestId("trend-source")).toHaveText(text.offline, { timeout: 30_000 });
      await expect(page.locator("#works-now-title")).toHaveText(text.worksNow);
      const grid = page.getByTestId("works-now").getByRole("listitem");
      expect(await grid.count()).toBeGreaterThan(5);
      await expect(grid.first()).toContainText("×");
      await expect(page.getByTestId("trend-analysis").getByRole("heading").first()).toBeVisible();
      await settle(page, js);

      // Free has 1 analysis a month: the next one is blocked with a way to upgrade.
      await expect(page.getByText(text.limit)).toBeVisible();
      await expect(page.getByRole("button", { name: text.analyze, exact: true })).toBeDisabled();
      await expect(
        page.getByRole("link", { name: language === "pt" ? "Ver planos" : "See plans" }),
      ).toBeVisible();
    });

    test("markdown with a <script> in it renders as text", async ({ page }, testInfo) => {
      const js = javaScriptOn(testInfo.project.name);
      await signedInCreator(page, `trends-xss-${language}-${testInfo.project.name}`, null);
      await page.goto("/analise-tendencias");
      await settle(page, js);
      const hostile = "bolos <script>window.__pwned = true</script> <img src=x onerror=window.__pwned=true>";
      await page.getByLabel(text.niche, { exact: true }).fill(hostile);
      await page.getByRole("button", { name: text.analyze, exact: true }).click();
      const analysis = page.getByTestId("trend-analysis");
      await expect(analysis).toContainText("<script>window.__pwned = true</script>", { timeout: 30_000 });
      await expect(analysis.locator("script")).toHaveCount(0);
      await expect(analysis.locator("img")).toHaveCount(0);
      if (js) expect(await page.evaluate(() => (window as { __pwned?: boolean }).__pwned)).toBeUndefined();
    });
  });
}
