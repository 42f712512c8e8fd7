import { readFile } from "node:fs/promises";
import type { Page } from "@playwright/test";
import { readZip } from "../lib/read-zip";
import { createAccount, logIn, uniqueEmail } from "./accounts";
import { decodeImage } from "./images";
import { expect, javaScriptOn, settle, test } from "./fixtures";

/**
 * The quick generator (/gerar) with JavaScript on and off, in both languages: input validation, 4
 * options, the export pack, an edit of the headline with Portuguese accents that renders a new JPEG
 * (compared pixel by pixel with the previous one), and the feed preview in both themes.
 */
const languages = {
  pt: {
    locale: "pt-BR",
    niche: "Nicho",
    titles: "Título do vídeo (opcional)",
    submit: "Gerar 4 opções",
    fillFields: "Preencha os campos",
    option: (n: number) => `Opção ${n}`,
    pack: "Baixar pacote (.zip)",
    edit: "Editar",
    text: "Texto",
    preview: "Atualizar prévia",
    save: "Salvar thumbnail",
    saved: "Thumbnail salva",
    feed: "Ver no feed do YouTube",
    dark: "Escuro",
    light: "Claro",
    nicheValue: "culinária",
    titleValue: "Pão caseiro em 10 minutos",
  },
  en: {
    locale: "en-US",
    niche: "Niche",
    titles: "Video title (optional)",
    submit: "Generate 4 options",
    fillFields: "Fill in the fields",
    option: (n: number) => `Option ${n}`,
    pack: "Download pack (.zip)",
    edit: "Edit",
    text: "Text",
    preview: "Update preview",
    save: "Save thumbnail",
    saved: "Thumbnail saved",
    feed: "See it in the YouTube feed",
    dark: "Dark",
    light: "Light",
    nicheValue: "cooking",
    titleValue: "Homemade bread in 10 minutes",
  },
} as const;

const editedHeadline = "Ação já: coração de pão!";

/** Share of pixels whose colour moved by more than a JPEG's noise. */
function changedShare(a: ReturnType<typeof decodeImage>, b: ReturnType<typeof decodeImage>) {
  let changed = 0;
  for (let i = 0; i < a.pixels.length; i += 4) {
    const delta =
      Math.abs(a.pixels[i]! - b.pixels[i]!) +
      Math.abs(a.pixels[i + 1]! - b.pixels[i + 1]!) +
      Math.abs(a.pixels[i + 2]! - b.pixels[i + 2]!);
    if (delta > 60) changed += 1;
  }
  return changed / (a.pixels.length / 4);
}

async function fullSize(page: Page, id: string) {
  const response = await page.request.get(`/thumbnails/${id}/image?w=1280&v=wm`);
  expect(response.status()).toBe(200);
  return new Uint8Array(await response.body());
}

for (const [language, copy] of Object.entries(languages)) {
  test.describe(`the quick generator in ${language}`, () => {
    test.use({ locale: copy.locale });

    test("validates, makes 4 options, packs 3, edits a headline with accents and previews it in the feed", async ({
      page,
    }, testInfo) => {
      test.setTimeout(120_000);
      const js = javaScriptOn(testInfo.project.name);
      const email = uniqueEmail(`gen-${language}-${testInfo.project.name}`);
      await createAccount(page.request, { email });
      await logIn(page, email);

      // Step 1: a niche or a title is required.
      await page.goto("/gerar");
      await settle(page, js);
      await page.getByRole("button", { name: copy.submit }).click();
      await expect(page.getByText(copy.fillFields)).toBeVisible();
      await page.getByLabel(copy.niche).fill(copy.nicheValue);
      await page.getByLabel(copy.titles).fill(copy.titleValue);
      await page.getByRole("button", { name: copy.submit }).click();

      // Steps 2 and 3: live progress (or a refreshing page), then 4 options.
      await expect(page.getByTestId("option")).toHaveCount(4, { timeout: 60_000 });
      for (const n of [1, 2, 3, 4])
        await expect(page.getByText(copy.option(n), { exact: false }).first()).toBeVisible();
      await settle(page, js);

      // The export pack: the first 3 options are ticked by default.
      const [download] = await Promise.all([
        page.waitForEvent("download"),
        page.getByRole("button", { name: copy.pack }).click(),
      ]);
      const files = readZip(new Uint8Array(await readFile((await download.path())!)));
      expect(files).toHaveLength(3);
      for (const file of files) {
        expect(file.name).toMatch(/\.jpg$/);
        expect(file.bytes.byteLength).toBeLessThan(2 * 1024 * 1024);
        expect(decodeImage(file.bytes)).toMatchObject({ width: 1280, height: 720 });
      }

      // Step 4: the editor.
      const id = (await page.getByTestId("option").first().getAttribute("data-id"))!;
      const before = decodeImage(await fullSize(page, id));
      await page.getByTestId("option").first().getByRole("link", { name: copy.edit }).click();
      await settle(page, js);
      const text = page.getByTestId("layer").first().getByLabel(copy.text, { exact: true });
      await text.fill(editedHeadline);
      if (js) await text.blur();
      else await page.getByRole("button", { name: copy.preview }).click();
      await expect(page.getByTestId("editor-preview")).toHaveAttribute("src", /\/previa\?/, {
        timeout: 15_000,
      });
      await settle(page, js);
      await page.getByRole("button", { name: copy.save }).click();
      await expect(page.getByText(copy.saved).first()).toBeVisible({ timeout: 15_000 });
      await expect(page.getByTestId("editor-preview")).toHaveAttribute("src", /r=1/);

      const after = decodeImage(await fullSize(page, id));
      expect(after).toMatchObject({ width: 1280, height: 720 });
      // The headline is a large part of the picture: its new words move a clear share of pixels.
      expect(changedShare(before, after)).toBeGreaterThan(0.01);

      // The feed preview, light then dark.
      await page.getByRole("link", { name: copy.feed }).click();
      await settle(page, js);
      await expect(page.getByTestId("feed")).toHaveAttribute("data-feed-theme", "light");
      await expect(page.getByTestId("feed-yours")).toHaveCount(2);
      await page.getByRole("link", { name: copy.dark, exact: true }).click();
      await expect(page.getByTestId("feed")).toHaveAttribute("data-feed-theme", "dark");
      await expect(page.getByTestId("readability")).toBeVisible();
    });
  });
}

test.describe("the quick generator's image", () => {
  test.use({ locale: "pt-BR" });

  test("an image over 10 MB is refused with 'Arquivo muito grande' and what was typed is kept", async ({
    page,
  }, testInfo) => {
    const js = javaScriptOn(testInfo.project.name);
    const email = uniqueEmail(`gen-image-${testInfo.project.name}`);
    await createAccount(page.request, { email });
    await logIn(page, email);
    await page.goto("/gerar");
    await settle(page, js);
    const copy = languages.pt;
    await page.getByLabel(copy.niche).fill(copy.nicheValue);
    await page.getByLabel(copy.titles).fill(copy.titleValue);
    const big = Buffer.alloc(10 * 1024 * 1024 + 1);
    big.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    await page
      .getByLabel("Imagem (opcional)")
      .setInputFiles({ name: "big.png", mimeType: "image/png", buffer: big });
    // With JavaScript the file is refused as it is chosen; without it, when the form is sent.
    if (!js) await page.getByRole("button", { name: copy.submit }).click();
    await expect(page.getByText("Arquivo muito grande")).toBeVisible();
    await expect(page.getByText("A imagem deve ter no máximo 10MB")).toBeVisible();
    await expect(page.getByLabel(copy.niche)).toHaveValue(copy.nicheValue);
    await expect(page.getByLabel(copy.titles)).toHaveValue(copy.titleValue);
    await expect(page.getByTestId("option")).toHaveCount(0);
  });

  test("a dashboard card opens the feed preview and the editor", async ({ page }, testInfo) => {
    test.setTimeout(90_000);
    const js = javaScriptOn(testInfo.project.name);
    const email = uniqueEmail(`gen-card-${testInfo.project.name}`);
    await createAccount(page.request, { email });
    await logIn(page, email);
    await page.goto("/gerar");
    await settle(page, js);
    await page.getByLabel(languages.pt.niche).fill("viagem");
    await page.getByRole("button", { name: languages.pt.submit }).click();
    await expect(page.getByTestId("option")).toHaveCount(4, { timeout: 60_000 });
    await page.goto("/dashboard");
    await settle(page, js);
    const card = page.getByTestId("thumbnail-card").first();
    await card.getByRole("link", { name: "Prévia no feed" }).click();
    await expect(page.getByRole("heading", { name: "Prévia no feed do YouTube" })).toBeVisible();
    await expect(page.getByTestId("feed-yours")).toHaveCount(2);
    await expect(page.getByTestId("feed-item").first()).toBeVisible();
    await page.getByRole("link", { name: "Voltar ao editor" }).click();
    await expect(page.getByRole("heading", { name: "Editor de thumbnail" })).toBeVisible();
  });
});

test.describe("the editor's Save", () => {
  test.use({ locale: "pt-BR" });

  test("Save right after typing saves: the preview waiting for a pause does not cancel it", async ({
    page,
  }, testInfo) => {
    test.setTimeout(90_000);
    const js = javaScriptOn(testInfo.project.name);
    const copy = languages.pt;
    const email = uniqueEmail(`gen-quick-save-${testInfo.project.name}`);
    await createAccount(page.request, { email });
    await logIn(page, email);
    await page.goto("/gerar");
    await settle(page, js);
    await page.getByLabel(copy.niche).fill(copy.nicheValue);
    await page.getByRole("button", { name: copy.submit }).click();
    await expect(page.getByTestId("option")).toHaveCount(4, { timeout: 60_000 });
    await settle(page, js);
    await page.getByTestId("option").first().getByRole("link", { name: copy.edit }).click();
    await settle(page, js);
    const text = page.getByTestId("layer").first().getByLabel(copy.text, { exact: true });
    // With JavaScript the typing schedules a preview 400 ms later; Save goes before it.
    await text.fill(editedHeadline);
    await page.getByRole("button", { name: copy.save }).click();
    await expect(page.getByText(copy.saved).first()).toBeVisible({ timeout: 15_000 });
    await expect(page.getByRole("heading", { name: "Versão salva" })).toBeVisible();
    // Past the moment the dropped preview would have gone, the page is still the saved version.
    await page.waitForTimeout(1000);
    await expect(page.getByRole("link", { name: "Descartar alterações" })).toHaveCount(0);
    await page.reload();
    await expect(text).toHaveValue(editedHeadline);
  });
});
