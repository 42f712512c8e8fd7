import type { Locator, Page } from "@playwright/test";
import { createAccount, logIn, uniqueEmail } from "./accounts";
import { decodeImage } from "./images";
import { expect, javaScriptOn, settle, test } from "./fixtures";

/**
 * The editor edits every layer: the number badge a layout adds ("5" on a starburst) is a text layer
 * like the headline. With JavaScript on and off, in both languages: its text is changed and saved
 * (the saved editor shows the new text, the saved JPEG changes where the badge is), then it is
 * removed and saved (the editor says so, and the badge's pixels go). A badge that shows the
 * headline's number takes the headline's new number, and goes when the headline has none.
 */
const languages = {
  pt: {
    locale: "pt-BR",
    niche: "Nicho",
    titles: "Título do vídeo (opcional)",
    submit: "Gerar 4 opções",
    edit: "Editar",
    text: "Texto",
    preview: "Atualizar prévia",
    save: "Salvar thumbnail",
    saved: "Thumbnail salva",
    badge: "Selo",
    remove: "Remover da thumbnail",
    removed: "Removida: não aparece na thumbnail.",
    waiting: "Não aparece: o texto principal não tem número.",
    nicheValue: "culinária",
    titleValue: "Top 5 erros de quem faz pão",
    newHeadline: "Top 8 erros de quem faz pão",
    noNumber: "Pão sem sova",
  },
  en: {
    locale: "en-US",
    niche: "Niche",
    titles: "Video title (optional)",
    submit: "Generate 4 options",
    edit: "Edit",
    text: "Text",
    preview: "Update preview",
    save: "Save thumbnail",
    saved: "Thumbnail saved",
    badge: "Badge",
    remove: "Remove from the thumbnail",
    removed: "Removed: it is not drawn.",
    waiting: "Not shown: the main text has no number.",
    nicheValue: "cooking",
    titleValue: "Top 5 bread mistakes",
    newHeadline: "Top 8 bread mistakes",
    noNumber: "Bread without kneading",
  },
} as const;

/** The top-right corner, where tilted-band puts its badge (clear of the headline's band). */
const badgeCorner = { x: 1000, y: 0, width: 280, height: 200 };

/** Share of the region's pixels whose colour moved by more than a JPEG's noise. */
function changedShare(
  a: ReturnType<typeof decodeImage>,
  b: ReturnType<typeof decodeImage>,
  r: { x: number; y: number; width: number; height: number },
) {
  let changed = 0;
  for (let y = r.y; y < r.y + r.height; y++)
    for (let x = r.x; x < r.x + r.width; x++) {
      const i = (y * a.width + x) * 4;
      const delta =
        Math.abs(a.pixels[i]! - b.pixels[i]!) +
        Math.abs(a.pixels[i + 1]! - b.pixels[i + 1]!) +
        Math.abs(a.pixels[i + 2]! - b.pixels[i + 2]!);
      if (delta > 60) changed += 1;
    }
  return changed / (r.width * r.height);
}

async function savedImage(page: Page, id: string) {
  const response = await page.request.get(`/thumbnails/${id}/image?w=1280&v=wm`);
  expect(response.status()).toBe(200);
  return decodeImage(new Uint8Array(await response.body()));
}

/** Signs up, generates 4 options for the title and opens the second (tilted-band) in the editor. */
async function openGeneratedBadge(
  page: Page,
  js: boolean,
  copy: (typeof languages)["pt" | "en"],
  email: string,
) {
  await createAccount(page.request, { email });
  await logIn(page, email);
  // A title with a number: every option puts it on a badge; the second (tilted-band) on a starburst.
  await page.goto("/gerar");
  await settle(page, js);
  await page.getByLabel(copy.niche).fill(copy.nicheValue);
  await page.getByLabel(copy.titles).fill(copy.titleValue);
  await page.getByRole("button", { name: copy.submit }).click();
  await expect(page.getByTestId("option")).toHaveCount(4, { timeout: 60_000 });
  await settle(page, js);
  const option = page.getByTestId("option").nth(1);
  const id = (await option.getAttribute("data-id"))!;
  const original = await savedImage(page, id);
  await option.getByRole("link", { name: copy.edit }).click();
  await settle(page, js);
  return { id, original, badge: page.locator('[data-testid="layer"][data-role="badge"]') };
}

/** Asks for a preview of the changed form (by itself with JavaScript), then saves it. */
async function previewAndSave(
  page: Page,
  js: boolean,
  copy: (typeof languages)["pt" | "en"],
  changed: Locator,
) {
  if (js) await changed.blur();
  else await page.getByRole("button", { name: copy.preview }).click();
  await expect(page.getByTestId("editor-preview")).toHaveAttribute("src", /\/previa\?/, { timeout: 15_000 });
  await settle(page, js);
  await page.getByRole("button", { name: copy.save }).click();
  await expect(page.getByText(copy.saved).first()).toBeVisible({ timeout: 15_000 });
  await settle(page, js);
}

for (const [language, copy] of Object.entries(languages)) {
  test.describe(`the editor's badge in ${language}`, () => {
    test.use({ locale: copy.locale });

    test("changes the badge's text and saves it, then removes it and saves that", async ({
      page,
    }, testInfo) => {
      test.setTimeout(120_000);
      const js = javaScriptOn(testInfo.project.name);
      const email = uniqueEmail(`badge-${language}-${testInfo.project.name}`);
      const { id, original, badge } = await openGeneratedBadge(page, js, copy, email);

      // The badge is a layer of the form, its text the title's number.
      await expect(badge).toBeVisible();
      await expect(badge.locator("legend")).toHaveText(copy.badge);
      const text = badge.getByLabel(copy.text, { exact: true });
      await expect(text).toHaveValue("5");

      // Change its text and save.
      await text.fill("TOP 3");
      await previewAndSave(page, js, copy, text);
      await page.goto(`/gerar/editor/${id}`);
      await settle(page, js);
      await expect(badge.getByLabel(copy.text, { exact: true })).toHaveValue("TOP 3");
      const edited = await savedImage(page, id);
      expect(changedShare(original, edited, badgeCorner)).toBeGreaterThan(0.02);

      // Remove it and save: the form says it is removed, and its pixels are gone.
      const remove = badge.getByLabel(copy.remove);
      await remove.check();
      await previewAndSave(page, js, copy, remove);
      await page.goto(`/gerar/editor/${id}`);
      await settle(page, js);
      await expect(badge.getByLabel(copy.remove)).toBeChecked();
      await expect(badge.getByTestId("layer-removed")).toContainText(copy.removed);
      const removed = await savedImage(page, id);
      expect(changedShare(edited, removed, badgeCorner)).toBeGreaterThan(0.02);
      // The headline is untouched.
      expect(changedShare(edited, removed, { x: 100, y: 300, width: 800, height: 150 })).toBeLessThan(0.005);
    });

    test("a badge that shows the headline's number changes with the headline, and goes when it has none", async ({
      page,
    }, testInfo) => {
      test.setTimeout(120_000);
      const js = javaScriptOn(testInfo.project.name);
      const email = uniqueEmail(`follow-${language}-${testInfo.project.name}`);
      const { badge } = await openGeneratedBadge(page, js, copy, email);
      const headline = page.locator('[data-testid="layer"][data-role="headline"]').getByLabel(copy.text, {
        exact: true,
      });
      const preview = async () => {
        if (js) await headline.blur();
        else await page.getByRole("button", { name: copy.preview }).click();
        await expect(page.getByTestId("editor-preview")).toHaveAttribute("src", /\/previa\?/, {
          timeout: 15_000,
        });
        await settle(page, js);
      };
      await headline.fill(copy.newHeadline);
      await preview();
      await expect(badge.getByLabel(copy.text, { exact: true })).toHaveValue("8");
      await headline.fill(copy.noNumber);
      await preview();
      await expect(badge.getByTestId("layer-removed")).toContainText(copy.waiting);
      await page.getByRole("button", { name: copy.save }).click();
      await expect(page.getByText(copy.saved).first()).toBeVisible({ timeout: 15_000 });
      await settle(page, js);
      await expect(badge.getByTestId("layer-removed")).toContainText(copy.waiting);
      await expect(badge.getByLabel(copy.remove)).not.toBeChecked();
    });
  });
}
