import { readFile } from "node:fs/promises";
import * as photon from "@cf-wasm/photon/node";
import { createAccount, logIn, uniqueEmail } from "./accounts";
import { expect, javaScriptOn, settle, test } from "./fixtures";
import { decodeImage } from "./images";

/**
 * The image compressor (/image-compress), JavaScript on (compressed in the browser, nothing
 * uploaded) and off (the server runs the same schedule), in pt and en: a 1600×1200 photo over 1 MB
 * to 0.5 MB, the figures on the page, the download compressed-image-0.5mb.jpg within the target, a
 * new image clearing the result, and a file that is not an image refused.
 */
const copy = {
  pt: {
    locale: "pt-BR",
    image: "Imagem",
    target: "Tamanho alvo (MB)",
    submit: "Comprimir",
    invalid: "Selecione uma imagem válida",
    local: "Feito no seu aparelho",
    decimal: ",",
  },
  en: {
    locale: "en-US",
    image: "Image",
    target: "Target size (MB)",
    submit: "Compress",
    invalid: "Please select a valid image",
    local: "Done on your device",
    decimal: ".",
  },
} as const;

function noisyJpeg(width: number, height: number) {
  const pixels = new Uint8Array(width * height * 4);
  let seed = 11;
  for (let i = 0; i < pixels.length; i += 4) {
    seed = (seed * 1103515245 + 12345) >>> 0;
    const noise = (seed >>> 24) - 128;
    pixels.set(
      [Math.max(0, Math.min(255, 90 + noise)), 140, Math.max(0, Math.min(255, 200 - noise)), 255],
      i,
    );
  }
  const image = new photon.PhotonImage(pixels, width, height);
  try {
    return Buffer.from(image.get_bytes_jpeg(98));
  } finally {
    image.free();
  }
}

for (const [language, text] of Object.entries(copy) as [keyof typeof copy, (typeof copy)["pt"]][]) {
  test.describe(`image compressor in ${language}`, () => {
    test.use({ locale: text.locale });

    test("compresses a photo to 0.5 MB with the right figures and download", async ({ page }, testInfo) => {
      test.setTimeout(60_000);
      const js = javaScriptOn(testInfo.project.name);
      const email = uniqueEmail(`compress-${language}-${testInfo.project.name}`);
      await createAccount(page.request, { email });
      await logIn(page, email);
      await page.goto("/image-compress");
      await settle(page, js);

      await page
        .getByLabel(text.image, { exact: true })
        .setInputFiles({ name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("hello") });
      await page.getByRole("button", { name: text.submit }).click();
      await expect(page.getByText(text.invalid)).toBeVisible();
      await settle(page, js);

      const original = noisyJpeg(1600, 1200);
      expect(original.byteLength).toBeGreaterThan(1024 * 1024);
      await page
        .getByLabel(text.image, { exact: true })
        .setInputFiles({ name: "photo.jpg", mimeType: "image/jpeg", buffer: original });
      await expect(page.getByLabel(text.target)).toHaveValue("1");
      await page.getByLabel(text.target).fill("0.5");
      await page.getByRole("button", { name: text.submit }).click();
      await expect(page.getByTestId("compress-result")).toBeVisible({ timeout: 30_000 });
      await settle(page, js);
      if (js) await expect(page.getByText(text.local)).toBeVisible();
      await expect(page.getByTestId("original-size")).toHaveText(
        `${(original.byteLength / 1024 / 1024).toFixed(2).replace(".", text.decimal)} MB`,
      );

      const [download] = await Promise.all([
        page.waitForEvent("download"),
        page.getByRole("link", { name: /compressed-image-0\.5mb\.jpg/ }).click(),
      ]);
      expect(download.suggestedFilename()).toBe("compressed-image-0.5mb.jpg");
      const bytes = new Uint8Array(await readFile((await download.path())!));
      expect(bytes.byteLength).toBeLessThanOrEqual(0.5 * 1024 * 1024);
      expect(decodeImage(bytes).width).toBeGreaterThan(0);
      const reduction = Math.round((1 - bytes.byteLength / original.byteLength) * 100);
      await expect(page.getByTestId("reduction")).toHaveText(`${reduction}%`);

      // With JavaScript, choosing a new image clears the previous result.
      if (js) {
        await page
          .getByLabel(text.image, { exact: true })
          .setInputFiles({ name: "other.jpg", mimeType: "image/jpeg", buffer: noisyJpeg(320, 240) });
        await expect(page.getByTestId("compress-result")).toHaveCount(0);
      }
    });
  });
}
