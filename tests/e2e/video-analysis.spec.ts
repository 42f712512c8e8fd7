import { readFile } from "node:fs/promises";
import * as photon from "@cf-wasm/photon/node";
import { createAccount, logIn, uniqueEmail, upgradeTo } from "./accounts";
import { expect, javaScriptOn, settle, test } from "./fixtures";
import { decodeImage } from "./images";
import { makeTestVideo } from "./test-video";

/**
 * Video to thumbnail (/video-analysis), JavaScript on and off, in pt and en. Free is blocked with
 * the warning and disabled controls. With JavaScript a Starter creator picks a short video made in
 * the test (dull frames with a vivid middle): the page shows its duration, extracts and uploads the
 * frames with a progress bar, and the result shows the thumbnail, the reason (a frame from the
 * middle) and the suggested text, downloaded as thumbnail-{timestamp}.png at 1280×720; a video past
 * the plan's 2 minutes is refused with the message of docs/product.md. Without JavaScript the
 * creator uploads six pictures and the self-refreshing page ends on the same kind of result.
 */
const copy = {
  pt: {
    locale: "pt-BR",
    free: "A análise de vídeo não está disponível no plano Free",
    video: "Vídeo",
    pictures: "Quadros (6 a 12 imagens)",
    title: "Título ou tema do vídeo (opcional)",
    submit: "Analisar e gerar",
    picturesSubmit: "Analisar imagens e gerar",
    duration: "Duração: 0:",
    resultTitle: "Sua thumbnail",
    frameReason: /O quadro em 0:0[1-3] /,
    pictureReason: /O quadro 4 /,
    tooLong: "Seu plano permite vídeos de até 2 minutos. Este vídeo tem 2,5 minutos.",
    invalid: "Selecione um arquivo de vídeo válido",
    count: "Envie de 6 a 12 imagens (você enviou 3).",
    download: /Baixar thumbnail \(thumbnail-\d+\.png\)/,
    videoTitle: "Testei o celular mais barato",
  },
  en: {
    locale: "en-US",
    free: "Video analysis is not available on the Free plan",
    video: "Video",
    pictures: "Frames (6 to 12 pictures)",
    title: "Video title or subject (optional)",
    submit: "Analyze & Generate",
    picturesSubmit: "Analyze pictures & Generate",
    duration: "Duration: 0:",
    resultTitle: "Your thumbnail",
    frameReason: /The frame at 0:0[1-3] /,
    pictureReason: /Frame 4 /,
    tooLong: "Your plan allows videos up to 2 minutes. This video is 2.5 minutes long.",
    invalid: "Please select a valid video file",
    count: "Upload 6 to 12 pictures (you sent 3).",
    download: /Download thumbnail \(thumbnail-\d+\.png\)/,
    videoTitle: "I tested the cheapest phone",
  },
} as const;

/** A 1280×720 PNG: dull grey, or vivid stripes with fine detail. */
function picturePng(vivid: boolean) {
  const width = 1280;
  const height = 720;
  const pixels = new Uint8Array(width * height * 4);
  const colours = [
    [240, 30, 30],
    [250, 220, 20],
    [20, 60, 240],
  ];
  for (let y = 0; y < height; y += 1)
    for (let x = 0; x < width; x += 1) {
      const [r, g, b] = vivid ? colours[Math.floor((x + y) / 60) % 3]! : [72, 76, 84];
      const dark = vivid && (Math.floor(x / 6) + Math.floor(y / 6)) % 2 === 0;
      pixels.set([dark ? r! / 3 : r!, dark ? g! / 3 : g!, dark ? b! / 3 : b!, 255], (y * width + x) * 4);
    }
  const image = new photon.PhotonImage(pixels, width, height);
  try {
    return Buffer.from(image.get_bytes());
  } finally {
    image.free();
  }
}

for (const [language, text] of Object.entries(copy) as [keyof typeof copy, (typeof copy)["pt"]][]) {
  test.describe(`video to thumbnail in ${language}`, () => {
    test.use({ locale: text.locale });

    test("Free sees the warning with the controls disabled", async ({ page }, testInfo) => {
      const js = javaScriptOn(testInfo.project.name);
      const email = uniqueEmail(`video-free-${language}-${testInfo.project.name}`);
      await createAccount(page.request, { email });
      await logIn(page, email);
      await page.goto("/video-analysis");
      await settle(page, js);
      await expect(page.getByText(text.free)).toBeVisible();
      if (js) {
        await expect(page.getByLabel(text.video, { exact: true })).toBeDisabled();
        await expect(page.getByRole("button", { name: text.submit })).toBeDisabled();
      } else {
        await expect(page.getByLabel(text.pictures)).toBeDisabled();
        await expect(page.getByRole("button", { name: text.picturesSubmit })).toBeDisabled();
      }
    });

    test("Starter turns a video (or its frames) into a thumbnail with the reason and the text", async ({
      page,
    }, testInfo) => {
      test.setTimeout(120_000);
      const js = javaScriptOn(testInfo.project.name);
      const email = uniqueEmail(`video-starter-${language}-${testInfo.project.name}`);
      await createAccount(page.request, { email });
      await logIn(page, email);
      await upgradeTo(page.request, "starter");
      await page.goto("/video-analysis");
      await settle(page, js);

      if (js) {
        const helper = await page.context().newPage();
        await helper.goto("/healthz");
        const clip = await makeTestVideo(helper, { seconds: 4 });
        const long = await makeTestVideo(helper, { seconds: 150 });
        await helper.close();

        const input = page.getByLabel(text.video, { exact: true });
        await input.setInputFiles({
          name: "notes.txt",
          mimeType: "text/plain",
          buffer: Buffer.from("not a video"),
        });
        await expect(page.getByText(text.invalid)).toBeVisible();

        await input.setInputFiles({ name: "long.webm", mimeType: "video/webm", buffer: long });
        await expect(page.getByText(text.tooLong)).toBeVisible();
        await expect(page.getByRole("button", { name: text.submit })).toBeDisabled();

        await input.setInputFiles({ name: "clip.webm", mimeType: "video/webm", buffer: clip });
        await expect(page.getByTestId("video-duration")).toContainText(text.duration);
        // The first title field is the video form's (the pictures form's is folded away).
        await page.getByLabel(text.title).first().fill(text.videoTitle);
        await page.getByRole("button", { name: text.submit }).click();
        await expect(page.getByTestId("video-progress")).toBeVisible();
      } else {
        await page.getByLabel(text.title).fill(text.videoTitle);
        await page.getByLabel(text.pictures).setInputFiles(
          [0, 1, 2].map((i) => ({
            name: `frame-${i}.png`,
            mimeType: "image/png",
            buffer: picturePng(false),
          })),
        );
        await page.getByRole("button", { name: text.picturesSubmit }).click();
        await expect(page.getByText(text.count)).toBeVisible();
        await expect(page.getByLabel(text.title)).toHaveValue(text.videoTitle);
        await page.getByLabel(text.pictures).setInputFiles(
          [0, 1, 2, 3, 4, 5].map((i) => ({
            name: `frame-${i}.png`,
            mimeType: "image/png",
            buffer: picturePng(i === 3),
          })),
        );
        await page.getByRole("button", { name: text.picturesSubmit }).click();
      }

      // Without JavaScript the page refreshes itself until the result is there.
      await expect(page.getByTestId("video-reason")).toHaveText(js ? text.frameReason : text.pictureReason, {
        timeout: 90_000,
      });
      await expect(page.getByRole("heading", { name: text.resultTitle })).toBeVisible();
      await expect(page.getByTestId("video-suggested-text")).toHaveText(text.videoTitle);
      await expect(page.getByRole("img", { name: text.videoTitle })).toBeVisible();
      await settle(page, js);
      const [download] = await Promise.all([
        page.waitForEvent("download"),
        page.getByRole("link", { name: text.download }).click(),
      ]);
      expect(download.suggestedFilename()).toMatch(/^thumbnail-\d{13}\.png$/);
      const bytes = new Uint8Array(await readFile((await download.path())!));
      expect(decodeImage(bytes)).toMatchObject({ width: 1280, height: 720 });
    });
  });
}
