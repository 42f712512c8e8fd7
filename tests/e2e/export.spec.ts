import { readFile } from "node:fs/promises";
import type { Page } from "@playwright/test";
import { createAccount, logIn, uniqueEmail, upgradeTo } from "./accounts";
import { expect, javaScriptOn, settle, test } from "./fixtures";
import { decodeImage } from "./images";

/**
 * Export at the plan's size (docs/product.md, Export sizes), with JavaScript on and off, in pt and
 * en: a Starter chooses a premium template in the library (docs/product.md, Templates), makes 4
 * options with it in /gerar, opens the first in the editor and exports it at 1080p; the
 * progress page follows the job (live, or refreshing itself) and the file is a 1920×1080 JPEG named
 * after the title. A Free account sees 1080p as a way to the plans.
 */
const languages = {
  pt: {
    locale: "pt-BR",
    niche: "Nicho",
    titles: "Título do vídeo (opcional)",
    submit: "Gerar 4 opções",
    edit: "Editar",
    nicheValue: "culinária",
    titleValue: "Pão caseiro sem sova",
    more: "Outros tamanhos",
    export1080: "Exportar em 1080p",
    progressTitle: "Exportação em 1080p",
    download: /^Baixar 1080p \(\d+(,\d)? MB\)$/,
    locked1080: "1080p: disponível no Starter",
    use: "Usar este template",
  },
  en: {
    locale: "en-US",
    niche: "Niche",
    titles: "Video title (optional)",
    submit: "Generate 4 options",
    edit: "Edit",
    nicheValue: "cooking",
    titleValue: "Bread without kneading",
    more: "More sizes",
    export1080: "Export at 1080p",
    progressTitle: "Export at 1080p",
    download: /^Download 1080p \(\d+(\.\d)? MB\)$/,
    locked1080: "1080p: available on Starter",
    use: "Use this template",
  },
} as const;

type Copy = (typeof languages)["pt" | "en"];

/** Makes 4 options for the title in /gerar (already open, or opened here) and waits for them. */
async function generate(page: Page, js: boolean, copy: Copy, open = true) {
  if (open) {
    await page.goto("/gerar");
    await settle(page, js);
  }
  await page.getByLabel(copy.niche).fill(copy.nicheValue);
  await page.getByLabel(copy.titles).fill(copy.titleValue);
  await page.getByRole("button", { name: copy.submit }).click();
  await expect(page.getByTestId("option")).toHaveCount(4, { timeout: 60_000 });
  await settle(page, js);
}

for (const [language, copy] of Object.entries(languages)) {
  test.describe(`export sizes in ${language}`, () => {
    test.use({ locale: copy.locale });

    test("a Starter chooses a premium template, edits the result and downloads it at 1080p (1920×1080)", async ({
      page,
    }, testInfo) => {
      test.setTimeout(180_000);
      const js = javaScriptOn(testInfo.project.name);
      const email = uniqueEmail(`export-starter-${language}-${testInfo.project.name}`);
      await createAccount(page.request, { email });
      await logIn(page, email);
      await upgradeTo(page.request, "starter");
      // A premium template is open to Starter: choosing it opens /gerar with it chosen.
      await page.goto("/templates?tipo=premium");
      await settle(page, js);
      const card = page.getByTestId("template-card").first();
      const template = (await card.getAttribute("data-template"))!;
      await card.getByRole("link", { name: copy.use }).click();
      await expect(page).toHaveURL(new RegExp(`/gerar\\?template=${template}`), { timeout: 60_000 });
      await settle(page, js);
      await generate(page, js, copy, false);
      await page.getByTestId("option").first().getByRole("link", { name: copy.edit }).click();
      await settle(page, js);

      const panel = page.getByTestId("download-panel");
      await panel.getByText(copy.more).click();
      // With JavaScript the finished file downloads by itself; without, from the link on the page.
      const download = page.waitForEvent("download", { timeout: 60_000 });
      await panel.getByRole("button", { name: new RegExp(`^${copy.export1080}`) }).click();
      await expect(page).toHaveURL(/\/exportar\/[0-9a-f-]{36}$/);
      await expect(page.getByRole("heading", { name: copy.progressTitle })).toBeVisible();
      const link = page.getByRole("link", { name: copy.download });
      await expect(link).toBeVisible({ timeout: 60_000 });
      if (!js) await link.click();
      const file = await download;
      expect(file.suggestedFilename()).toMatch(/-1080p\.jpg$/);
      const bytes = new Uint8Array(await readFile((await file.path())!));
      expect(bytes.byteLength).toBeGreaterThan(30_000);
      const image = decodeImage(bytes);
      expect([image.width, image.height]).toEqual([1920, 1080]);
    });

    test("Free sees 1080p as a way to the plans", async ({ page }, testInfo) => {
      test.setTimeout(120_000);
      const js = javaScriptOn(testInfo.project.name);
      const email = uniqueEmail(`export-free-${language}-${testInfo.project.name}`);
      await createAccount(page.request, { email });
      await logIn(page, email);
      await generate(page, js, copy);
      const option = page.getByTestId("option").first();
      await option.getByText(copy.more).click();
      await expect(option.getByRole("button", { name: new RegExp(copy.export1080) })).toHaveCount(0);
      // The results page may still be taking a live refresh when the link is clicked: click again
      // until the navigation happens.
      await expect(async () => {
        if (!/\/assinatura$/.test(page.url()))
          await option.getByRole("link", { name: copy.locked1080 }).click();
        await expect(page).toHaveURL(/\/assinatura$/, { timeout: 5_000 });
      }).toPass({ timeout: 30_000 });
    });
  });
}
