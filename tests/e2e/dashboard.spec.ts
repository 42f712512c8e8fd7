import { readFileSync } from "node:fs";
import * as photon from "@cf-wasm/photon/node";
import type { Page } from "@playwright/test";
import { renderSample, sampleTitles } from "../../app/features/dashboard/sample-thumbnails";
import { createAccount, logIn, uniqueEmail, upgradeToPro } from "./accounts";
import { decodeImage } from "./images";
import { addSamples, expect, javaScriptOn, openLivePage, test } from "./fixtures";

/**
 * The dashboard (docs/product.md, Dashboard) with JavaScript on and off, in both languages: the
 * empty state, thumbnails made by a job appearing live, downloads (watermarked on Free, original on
 * Pro), delete with its confirmation, and the feedback dialog. Thumbnails come from the development
 * "samples" job, which saves them the way generation does.
 */
const languages = {
  pt: {
    locale: "pt-BR",
    empty: "Você ainda não criou nenhuma thumbnail",
    count: (n: number) => `Thumbnails criadas: ${n}`,
    live: "Atualizando ao vivo",
    addSamples: "Criar exemplos",
    download: "Baixar",
    watermarkDialog: "Download com marca d'água",
    watermarkDownload: "Baixar com marca d'água",
    downloadDone: "Download concluído!",
    delete: "Excluir",
    deleteDialog: "Excluir Thumbnail",
    deleteBody: "Tem certeza que deseja excluir esta thumbnail? Esta ação não pode ser desfeita.",
    cancel: "Cancelar",
    deleted: "Thumbnail excluída",
    open: "Enviar feedback",
    dialog: "Enviar feedback",
    type: "Tipo",
    typeOption: "Sugestão",
    subject: "Assunto",
    message: "Mensagem",
    send: "Enviar",
    subjectMin: "Assunto deve ter no mínimo 3 caracteres",
    messageMin: "Mensagem deve ter no mínimo 10 caracteres",
    success: "Feedback enviado com sucesso!",
  },
  en: {
    locale: "en-US",
    empty: "You have not made any thumbnails yet",
    count: (n: number) => `Thumbnails created: ${n}`,
    live: "Live updates on",
    addSamples: "Add samples",
    download: "Download",
    watermarkDialog: "Download with watermark",
    watermarkDownload: "Download with watermark",
    downloadDone: "Download complete!",
    delete: "Delete",
    deleteDialog: "Delete Thumbnail",
    deleteBody: "Are you sure you want to delete this thumbnail? This action cannot be undone.",
    cancel: "Cancel",
    deleted: "Thumbnail deleted",
    open: "Send feedback",
    dialog: "Send feedback",
    type: "Type",
    typeOption: "Suggestion",
    subject: "Subject",
    message: "Message",
    send: "Send",
    subjectMin: "Subject must be at least 3 characters",
    messageMin: "Message must be at least 10 characters",
    success: "Feedback sent successfully!",
  },
} as const;

type Language = keyof typeof languages;
type Copy = (typeof languages)[Language];

const cards = (page: Page) => page.getByTestId("thumbnail-card");

/**
 * The sample as the job rendered it, before any watermark: its title tells which one it is.
 */
function renderedSample(title: string) {
  const index = Math.max(
    ...Object.values(sampleTitles).map((titles) => titles.findIndex(([sample]) => sample === title)),
  );
  expect(index, `"${title}" is a sample title`).toBeGreaterThanOrEqual(0);
  return renderSample(photon, title, index);
}

/** Clicks a download control and returns the file's name and bytes. */
async function download(page: Page, trigger: () => Promise<void>) {
  const [file] = await Promise.all([page.waitForEvent("download"), trigger()]);
  return { name: file.suggestedFilename(), bytes: new Uint8Array(readFileSync((await file.path())!)) };
}

for (const [language, copy] of Object.entries(languages) as [Language, Copy][]) {
  test.describe(`dashboard in ${language}`, () => {
    test.use({ locale: copy.locale });

    test("empty at first; thumbnails a job makes appear in the dashboard already open", async ({
      page,
    }, testInfo) => {
      const js = javaScriptOn(testInfo.project.name);
      const email = uniqueEmail("live");
      await createAccount(page.request, { email });
      await logIn(page, email);
      await openLivePage(page, { url: "/dashboard", connectedText: copy.live, withJavaScript: js });
      await expect(page.getByText(copy.empty)).toBeVisible();
      await expect(page.getByTestId("thumbnail-count")).toHaveText(copy.count(0));

      await addSamples(page, copy.addSamples, 2);
      // With JavaScript the open page is told; without it, the page refreshes itself while the job runs.
      if (!js) await page.goto("/dashboard");
      await expect(cards(page)).toHaveCount(2, { timeout: 15_000 });
      await expect(page.getByTestId("thumbnail-count")).toHaveText(copy.count(2));
      await expect(page.getByText(copy.empty)).toHaveCount(0);
      const image = cards(page).first().getByRole("img");
      await expect(image).toHaveAttribute("loading", "lazy");
      await expect(image).toHaveJSProperty("complete", true);
      expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    });

    test("a Free download carries the watermark (after the notice); a Pro download is the original", async ({
      page,
    }, testInfo) => {
      const js = javaScriptOn(testInfo.project.name);
      const email = uniqueEmail("download");
      await createAccount(page.request, { email });
      await logIn(page, email);
      await addSamples(page, copy.addSamples, 1);
      await page.goto("/dashboard");
      await expect(cards(page)).toHaveCount(1, { timeout: 15_000 });
      const title = (await cards(page).first().getByRole("heading").textContent())!;

      await cards(page).first().getByRole("link", { name: copy.download, exact: true }).click();
      const notice = page.getByRole("dialog", { name: copy.watermarkDialog });
      await expect(notice).toBeVisible();
      const free = await download(page, () =>
        notice.getByRole("link", { name: copy.watermarkDownload }).click(),
      );
      expect(free.name).toBe(`${title}.jpg`);
      if (js) await expect(page.getByRole("status").filter({ hasText: copy.downloadDone })).toBeVisible();
      const original = decodeImage(renderedSample(title));
      const marked = decodeImage(free.bytes);
      expect([marked.width, marked.height]).toEqual([1280, 720]);
      let changed = 0;
      let lighter = 0;
      for (let i = 0; i < marked.pixels.length; i += 4) {
        const delta =
          marked.pixels[i]! +
          marked.pixels[i + 1]! +
          marked.pixels[i + 2]! -
          (original.pixels[i]! + original.pixels[i + 1]! + original.pixels[i + 2]!);
        if (Math.abs(delta) > 36) {
          changed += 1;
          if (delta > 0) lighter += 1;
        }
      }
      const share = changed / (marked.pixels.length / 4);
      expect(share, "share of pixels the watermark lightened").toBeGreaterThan(0.01);
      expect(share).toBeLessThan(0.3);
      expect(lighter / changed).toBeGreaterThan(0.95);

      // The same creator on Pro: the same thumbnail downloads as the original.
      await upgradeToPro(page.request);
      await page.goto("/dashboard");
      const pro = await download(page, () =>
        cards(page).first().getByRole("link", { name: copy.download, exact: true }).click(),
      );
      expect(pro.name).toBe(`${title}.jpg`);
      expect(Buffer.from(pro.bytes).equals(Buffer.from(renderedSample(title)))).toBe(true);
    });

    test("delete asks 'Excluir Thumbnail' first, then removes the card", async ({ page }) => {
      const email = uniqueEmail("delete");
      await createAccount(page.request, { email });
      await logIn(page, email);
      await addSamples(page, copy.addSamples, 1);
      await page.goto("/dashboard");
      await expect(cards(page)).toHaveCount(1, { timeout: 15_000 });

      await cards(page).first().getByRole("link", { name: copy.delete, exact: true }).click();
      let dialog = page.getByRole("alertdialog", { name: copy.deleteDialog });
      await expect(dialog).toContainText(copy.deleteBody);
      await dialog.getByRole("link", { name: copy.cancel }).click();
      await expect(page.getByRole("alertdialog")).toHaveCount(0);
      await expect(cards(page)).toHaveCount(1);

      await cards(page).first().getByRole("link", { name: copy.delete, exact: true }).click();
      dialog = page.getByRole("alertdialog", { name: copy.deleteDialog });
      await dialog.getByRole("button", { name: copy.delete, exact: true }).click();
      await expect(page.getByRole("status").filter({ hasText: copy.deleted })).toBeVisible();
      await expect(cards(page)).toHaveCount(0);
      await expect(page.getByText(copy.empty)).toBeVisible();
    });

    test("feedback: the messages of docs/product.md keep what was typed, then it is sent and the dialog closes", async ({
      page,
    }, testInfo) => {
      const email = uniqueEmail("feedback");
      await createAccount(page.request, { email });
      await logIn(page, email);
      const js = javaScriptOn(testInfo.project.name);
      // With JavaScript, wait for the page to be hydrated: typing before that bypasses the counter.
      await openLivePage(page, { url: "/dashboard", connectedText: copy.live, withJavaScript: js });
      await page.getByRole("link", { name: copy.open }).click();
      const dialog = page.getByRole("dialog", { name: copy.dialog });
      await expect(dialog).toBeVisible();

      await dialog.getByLabel(copy.type).selectOption({ label: copy.typeOption });
      await dialog.getByLabel(copy.subject).fill("oi");
      await dialog.getByLabel(copy.message).fill("curta");
      // With JavaScript the counter follows the typing; without it, the server counts what was sent.
      if (js) await expect(dialog.getByText("5/1000")).toBeVisible();
      await dialog.getByRole("button", { name: copy.send, exact: true }).click();
      await expect(dialog.getByText("5/1000")).toBeVisible();
      await expect(dialog.getByText(copy.subjectMin)).toBeVisible();
      await expect(dialog.getByText(copy.messageMin)).toBeVisible();
      await expect(dialog.getByLabel(copy.subject)).toHaveValue("oi");
      await expect(dialog.getByLabel(copy.message)).toHaveValue("curta");
      await expect(dialog.getByLabel(copy.type)).toHaveValue("suggestion");

      await dialog.getByLabel(copy.subject).fill("Modo escuro");
      await dialog.getByLabel(copy.message).fill("Seria ótimo exportar no modo escuro também.");
      if (js) await expect(dialog.getByText("43/1000")).toBeVisible();
      await dialog.getByRole("button", { name: copy.send, exact: true }).click();
      await expect(page.getByRole("status").filter({ hasText: copy.success })).toBeVisible();
      await expect(page.getByRole("dialog")).toHaveCount(0);
      await expect(page).toHaveURL(/\/dashboard$/);
    });
  });
}
