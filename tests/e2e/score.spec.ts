import type { Page } from "@playwright/test";
import { createAccount, logIn, uniqueEmail, upgradeToPro } from "./accounts";
import { expect, javaScriptOn, scriptsHolding, settle, test } from "./fixtures";

/**
 * The thumbnail score (docs/product.md, Performance AI), in both languages, with JavaScript on and
 * off. On Pro: text made too small to read on a phone scores low on legibility; the editor shows
 * the score and its fix, and "Aplicar" there puts a bigger size in the field and scores the draft
 * higher; the dashboard's "Nota" dialog shows the score and its sub-scores, and "Aplicar" saves a
 * new version whose score is higher. On Free the dialog shows what the score does and the way to
 * the plans.
 */
const languages = {
  pt: {
    locale: "pt-BR",
    niche: "Nicho",
    titles: "Título do vídeo (opcional)",
    submit: "Gerar 4 opções",
    edit: "Editar",
    size: "Tamanho máximo da fonte (px)",
    preview: "Atualizar prévia",
    save: "Salvar thumbnail",
    saved: "Thumbnail salva",
    score: "Nota",
    apply: "Aplicar",
    applied: "Correção aplicada",
    title: "Nota da thumbnail",
    plans: "Incluída nos planos Pro e Elite.",
    seePlans: "Ver planos",
    nicheValue: "culinária",
    titleValue: "Pão de fermentação natural sem sova",
  },
  en: {
    locale: "en-US",
    niche: "Niche",
    titles: "Video title (optional)",
    submit: "Generate 4 options",
    edit: "Edit",
    size: "Largest font size (px)",
    preview: "Update preview",
    save: "Save thumbnail",
    saved: "Thumbnail saved",
    score: "Score",
    apply: "Apply",
    applied: "Fix applied",
    title: "Thumbnail score",
    plans: "Included in the Pro and Elite plans.",
    seePlans: "See the plans",
    nicheValue: "cooking",
    titleValue: "Sourdough bread without kneading",
  },
} as const;
type Copy = (typeof languages)[keyof typeof languages];

/** Generates 4 options and returns the first one's id (the page left on the options). */
async function generate(page: Page, js: boolean, copy: Copy) {
  await page.goto("/gerar");
  await settle(page, js);
  await page.getByLabel(copy.niche).fill(copy.nicheValue);
  await page.getByLabel(copy.titles).fill(copy.titleValue);
  await page.getByRole("button", { name: copy.submit }).click();
  await expect(page.getByTestId("option")).toHaveCount(4, { timeout: 60_000 });
  await settle(page, js);
  return page.getByTestId("option").first();
}

const legibilityOf = (scope: ReturnType<Page["locator"]>) =>
  scope.locator('[data-testid="sub-score"][data-id="legibility"]');

async function scoreNumber(locator: ReturnType<Page["locator"]>) {
  return Number(await locator.getAttribute("data-score"));
}

for (const [language, copy] of Object.entries(languages)) {
  test.describe(`the thumbnail score in ${language}`, () => {
    test.use({ locale: copy.locale });

    test("on Pro: the editor and the dashboard's dialog show the score, and its fix is applied", async ({
      page,
    }, testInfo) => {
      test.setTimeout(180_000);
      const js = javaScriptOn(testInfo.project.name);
      const email = uniqueEmail(`score-${language}-${testInfo.project.name}`);
      await createAccount(page.request, { email });
      await logIn(page, email);
      await upgradeToPro(page.request);
      const option = await generate(page, js, copy);
      const id = (await option.getAttribute("data-id"))!;
      await option.getByRole("link", { name: copy.edit }).click();
      await settle(page, js);

      // The main text made as small as it goes: unreadable at phone feed size.
      const headline = page.locator('[data-testid="layer"][data-role="headline"]');
      const size = headline.getByLabel(copy.size);
      await size.fill("16");
      if (js) await size.blur();
      else await page.getByRole("button", { name: copy.preview }).click();
      await expect(page.getByTestId("editor-preview")).toHaveAttribute("src", /\/previa\?/, {
        timeout: 15_000,
      });
      await settle(page, js);
      await page.getByRole("button", { name: copy.save }).click();
      await expect(page.getByText(copy.saved).first()).toBeVisible({ timeout: 15_000 });
      await settle(page, js);

      // The editor's score: legibility is low, with a fix that can be applied.
      const section = page.getByTestId("score-section");
      const low = legibilityOf(section);
      await expect(low.getByTestId("score-fix")).toBeVisible({ timeout: 30_000 });
      const before = await scoreNumber(low);
      expect(before).toBeLessThan(60);
      await low.getByRole("button", { name: copy.apply }).click();
      await expect(size).not.toHaveValue("16", { timeout: 15_000 });
      expect(Number(await size.inputValue())).toBeGreaterThan(16);
      await expect
        .poll(async () => scoreNumber(legibilityOf(page.getByTestId("score-section"))), { timeout: 30_000 })
        .toBeGreaterThan(before);
      await settle(page, js);

      // The dashboard's dialog: the saved version's score, its sub-scores, and "Aplicar".
      await page.goto("/dashboard");
      await settle(page, js);
      const card = page.locator(`[data-testid="thumbnail-card"][data-id="${id}"]`);
      await card.getByRole("link", { name: copy.score, exact: true }).click();
      const dialog = page.getByRole("dialog", { name: copy.title });
      await expect(dialog).toBeVisible({ timeout: 30_000 });
      await settle(page, js);
      await expect(dialog.getByTestId("score-total")).toBeVisible();
      expect(await dialog.getByTestId("sub-score").count()).toBeGreaterThanOrEqual(6);
      const total = await scoreNumber(dialog.getByTestId("score-panel"));
      const dialogLow = legibilityOf(dialog);
      expect(await scoreNumber(dialogLow)).toBe(before);
      await dialogLow.getByRole("button", { name: copy.apply }).click();
      await expect(page.getByText(copy.applied).first()).toBeVisible({ timeout: 30_000 });
      await settle(page, js);
      const reopened = page.getByRole("dialog", { name: copy.title });
      await expect(reopened.getByTestId("score-panel")).toBeVisible({ timeout: 30_000 });
      expect(await scoreNumber(legibilityOf(reopened))).toBeGreaterThan(before);
      expect(await scoreNumber(reopened.getByTestId("score-panel"))).toBeGreaterThan(total);

      // A fix's link opens the editor at the layer it concerns (focused with JavaScript).
      const layerLink = reopened.getByTestId("fix-layer").first();
      const href = (await layerLink.getAttribute("href"))!;
      const layerId = /#layer-(.+)$/.exec(href)![1]!;
      await layerLink.click();
      await expect(page).toHaveURL(new RegExp(`/gerar/editor/${id}\\?layer=${layerId}#layer-${layerId}$`));
      await settle(page, js);
      if (js) await expect(page.locator(`#layer-${layerId}`)).toBeFocused();
      else await expect(page.locator(`#layer-${layerId}`)).toBeInViewport();
    });

    test("on Free: the dialog shows what the score does and the way to the plans", async ({
      page,
    }, testInfo) => {
      test.setTimeout(120_000);
      const js = javaScriptOn(testInfo.project.name);
      const email = uniqueEmail(`score-free-${language}-${testInfo.project.name}`);
      await createAccount(page.request, { email });
      await logIn(page, email);
      const option = await generate(page, js, copy);
      const id = (await option.getAttribute("data-id"))!;
      // The scripts holding the score dialog's panel or its plans teaser.
      const scoreCode = scriptsHolding(page, /score-panel|score-locked/);
      await page.goto("/dashboard");
      await settle(page, js);
      // The dialog's code (the panel and the plans teaser) comes when it opens, not with the page.
      await page.waitForLoadState("networkidle");
      expect(scoreCode, "the score dialog's code on the dashboard's first load").toEqual([]);
      await page
        .locator(`[data-testid="thumbnail-card"][data-id="${id}"]`)
        .getByRole("link", { name: copy.score, exact: true })
        .click();
      const dialog = page.getByRole("dialog");
      await expect(dialog.getByTestId("score-locked")).toBeVisible({ timeout: 30_000 });
      if (js)
        await expect.poll(() => scoreCode.length, { message: "its code once it opens" }).toBeGreaterThan(0);
      await expect(dialog).toContainText(copy.plans);
      await expect(dialog.getByTestId("score-panel")).toHaveCount(0);
      await settle(page, js);
      await dialog.getByRole("link", { name: copy.seePlans }).click();
      await expect(page).toHaveURL(/\/assinatura$/);
    });
  });
}
