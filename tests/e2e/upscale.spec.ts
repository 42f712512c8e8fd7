import { readFile } from "node:fs/promises";
import * as photon from "@cf-wasm/photon/node";
import { createAccount, logIn, uniqueEmail, upgradeToPro } from "./accounts";
import { expect, javaScriptOn, settle, test } from "./fixtures";
import { decodeImage } from "./images";

/**
 * Image upscaling (/image-upscale) with JavaScript on and off, in pt and en: Free sees what its
 * plan allows and an upgrade link with the controls disabled; Pro uploads a 1280×720 PNG and gets
 * a 3840×2160 JPEG, compared before/after (a slider with JavaScript, side by side without) and
 * downloaded as upscaled-image.jpg.
 */
const copy = {
  pt: {
    locale: "pt-BR",
    planNone: "O upscale está disponível a partir do plano Creator",
    image: "Imagem",
    submit: "Upscale com IA",
    size: "3840×2160 pixels",
    before: "Antes",
    after: "Depois",
    download: "Baixar imagem (upscaled-image.jpg)",
  },
  en: {
    locale: "en-US",
    planNone: "Upscaling comes with the Creator plan and up",
    image: "Image",
    submit: "AI upscale",
    size: "3840×2160 pixels",
    before: "Before",
    after: "After",
    download: "Download image (upscaled-image.jpg)",
  },
} as const;

function photoPng(width: number, height: number) {
  const pixels = new Uint8Array(width * height * 4);
  for (let y = 0; y < height; y += 1)
    for (let x = 0; x < width; x += 1) {
      const i = (y * width + x) * 4;
      pixels.set([Math.round((255 * x) / width), Math.round((255 * y) / height), 140, 255], i);
    }
  const image = new photon.PhotonImage(pixels, width, height);
  try {
    return Buffer.from(image.get_bytes());
  } finally {
    image.free();
  }
}

for (const [language, text] of Object.entries(copy) as [keyof typeof copy, (typeof copy)["pt"]][]) {
  test.describe(`image upscale in ${language}`, () => {
    test.use({ locale: text.locale });

    test("Free sees the plan's limit with the controls disabled", async ({ page }, testInfo) => {
      const js = javaScriptOn(testInfo.project.name);
      const email = uniqueEmail(`upscale-free-${language}-${testInfo.project.name}`);
      await createAccount(page.request, { email });
      await logIn(page, email);
      await page.goto("/image-upscale");
      await settle(page, js);
      await expect(page.getByText(text.planNone)).toBeVisible();
      await expect(page.getByLabel(text.image, { exact: true })).toBeDisabled();
      await expect(page.getByRole("button", { name: text.submit })).toBeDisabled();
      await expect(page.getByRole("radio", { name: /^8K/ })).toBeDisabled();
    });

    test("Pro upscales a 1280×720 PNG to a 3840×2160 JPEG, compares and downloads it", async ({
      page,
    }, testInfo) => {
      test.setTimeout(90_000);
      const js = javaScriptOn(testInfo.project.name);
      const email = uniqueEmail(`upscale-pro-${language}-${testInfo.project.name}`);
      await createAccount(page.request, { email });
      await logIn(page, email);
      await upgradeToPro(page.request);
      await page.goto("/image-upscale");
      await settle(page, js);
      await expect(page.getByRole("radio", { name: /^4K/ })).toBeChecked();
      await expect(page.getByRole("radio", { name: /^8K/ })).toBeDisabled();
      await page
        .getByLabel(text.image, { exact: true })
        .setInputFiles({ name: "thumb.png", mimeType: "image/png", buffer: photoPng(1280, 720) });
      await page.getByRole("button", { name: text.submit }).click();
      await expect(page.getByTestId("upscale-size")).toContainText(text.size, { timeout: 60_000 });
      await settle(page, js);
      if (js) {
        await expect(page.getByTestId("upscale-slider")).toHaveValue("50");
        await page.getByTestId("upscale-slider").fill("80");
        await expect(page.getByRole("img", { name: text.before })).toHaveAttribute(
          "style",
          /inset\(0px 20% 0px 0px\)|inset\(0 20% 0 0\)/,
        );
      } else {
        await expect(page.getByRole("figure")).toHaveCount(2);
      }
      const [download] = await Promise.all([
        page.waitForEvent("download"),
        page.getByRole("link", { name: text.download }).click(),
      ]);
      expect(download.suggestedFilename()).toBe("upscaled-image.jpg");
      const bytes = new Uint8Array(await readFile((await download.path())!));
      expect(decodeImage(bytes)).toMatchObject({ width: 3840, height: 2160 });
    });
  });
}
