import { readFile } from "node:fs/promises";
import type { Page } from "@playwright/test";
import { createAccount, logIn, uniqueEmail } from "./accounts";
import { segmentationAssetsBase } from "../../app/ui/cutout/segmentation-assets";
import { decodeImage } from "./images";
import { expect, settle, test, waitForRouterIdle } from "./fixtures";

/**
 * The photo cut-out in the browser (docs/decisions/022-creator-photo-as-hero.md, The cut-out in the
 * browser): choosing a photo of a person on /gerar or in the Thumbnail Expert uploads the person on a
 * transparent background (a PNG with alpha), with a status while it works; a photo with no person
 * (the espresso cup) goes as it was chosen. Without JavaScript nothing runs in the browser and the
 * photo is uploaded as chosen, which the generator and expert specs already cover.
 */
const person = "tests/fixtures/photos/person-astronaut.jpg";
const product = "tests/fixtures/photos/product-coffee.jpg";

const copy = {
  pt: {
    locale: "pt-BR",
    working: "Recortando você da foto…",
    done: "Pronto: você foi recortado da foto",
    kept: "Não encontramos uma pessoa nesta foto",
    niche: "Nicho",
    submit: "Gerar 4 opções",
    answer: "Sua resposta",
    referenceAttached: "Imagem de referência",
  },
  en: {
    locale: "en-US",
    working: "Cutting you out of the photo…",
    done: "Done: you were cut out of the photo",
    kept: "We found no person in this photo",
    niche: "Niche",
    submit: "Generate 4 options",
    answer: "Your answer",
    referenceAttached: "Reference image",
  },
} as const;

/** Records every text the cut-out status shows, however briefly. */
async function recordStatuses(page: Page) {
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { cutoutStatuses: string[] }).cutoutStatuses = seen;
    const status = document.querySelector("[data-testid=cutout-status]")!;
    new MutationObserver(() => {
      const text = status.textContent ?? "";
      if (text && seen.at(-1) !== text) seen.push(text);
    }).observe(status, { childList: true, characterData: true, subtree: true });
  });
}

const statuses = (page: Page) =>
  page.evaluate(() => (window as unknown as { cutoutStatuses: string[] }).cutoutStatuses);

/**
 * The file a form will post from its input (Playwright does not expose a multipart body that
 * carries a file, so the test reads what the form reads).
 */
async function chosenFile(page: Page, selector: string) {
  const file = await page.locator(selector).evaluate(async (input: HTMLInputElement) => {
    const chosen = input.files![0]!;
    return { type: chosen.type, name: chosen.name, bytes: [...new Uint8Array(await chosen.arrayBuffer())] };
  });
  return { ...file, bytes: new Uint8Array(file.bytes) };
}

/** Shares of fully transparent and fully opaque pixels of a decoded picture. */
function alphaShares(bytes: Uint8Array) {
  const { pixels } = decodeImage(bytes);
  let clear = 0;
  let opaque = 0;
  for (let i = 3; i < pixels.length; i += 4) {
    if (pixels[i] === 0) clear += 1;
    else if (pixels[i] === 255) opaque += 1;
  }
  const count = pixels.length / 4;
  return { clear: clear / count, opaque: opaque / count };
}

/** A PNG whose colour type (IHDR byte 25) is 6: truecolour with alpha. */
const isPngWithAlpha = (bytes: Uint8Array) =>
  bytes[0] === 0x89 && bytes[1] === 0x50 && bytes[2] === 0x4e && bytes[3] === 0x47 && bytes[25] === 6;

async function signedIn(page: Page, label: string) {
  const email = uniqueEmail(label);
  await createAccount(page.request, { email });
  await logIn(page, email);
}

const jsOnly = () =>
  test.skip(
    ({ javaScriptEnabled }) => javaScriptEnabled === false,
    "the cut-out runs in the browser; without JavaScript the photo is uploaded as chosen (generator and expert specs)",
  );

test("the model and its WASM come from our own assets, cached for a year", async ({ request }) => {
  const files: [string, string | null][] = [
    ["selfie_segmentation.js", "text/javascript"],
    ["selfie_segmentation.tflite", null],
    ["selfie_segmentation_solution_simd_wasm_bin.wasm", "application/wasm"],
  ];
  for (const [file, type] of files) {
    const response = await request.get(`${segmentationAssetsBase}${file}`);
    expect(response.status(), file).toBe(200);
    if (type) expect(response.headers()["content-type"], file).toContain(type);
    expect(response.headers()["cache-control"], file).toBe("public, max-age=31536000, immutable");
  }
});

for (const language of ["pt", "en"] as const) {
  const words = copy[language];
  test.describe(`the photo cut-out in ${language}`, () => {
    jsOnly();
    test.use({ locale: words.locale });

    test("/gerar uploads the person cut out as a PNG with transparency, and the generation completes", async ({
      page,
      baseURL,
    }) => {
      test.setTimeout(120_000);
      await signedIn(page, `cutout-gerar-${language}`);
      const cutoutCode: string[] = [];
      const elsewhere: string[] = [];
      page.on("request", (r) => {
        const url = new URL(r.url());
        if (url.pathname.startsWith(segmentationAssetsBase) || url.pathname.includes("cut-out-subject"))
          cutoutCode.push(url.pathname);
        if (url.origin !== new URL(baseURL!).origin) elsewhere.push(r.url());
      });
      await page.goto("/gerar");
      await settle(page, true);
      // The page that takes a photo loads none of the cut-out's code until a photo is chosen.
      expect(cutoutCode).toEqual([]);
      await recordStatuses(page);
      await page.locator("#quick-image").setInputFiles(person);
      await expect(page.getByTestId("cutout-status")).toContainText(words.done, { timeout: 45_000 });
      expect(await statuses(page)).toEqual([words.working, expect.stringContaining(words.done)]);
      expect(elsewhere, "nothing is fetched from another origin").toEqual([]);
      expect(cutoutCode.some((file) => file.endsWith(".wasm"))).toBe(true);

      await page.getByLabel(words.niche).fill(language === "pt" ? "astronomia" : "astronomy");
      const upload = await chosenFile(page, "#quick-image");
      expect(upload.type).toBe("image/png");
      expect(isPngWithAlpha(upload.bytes)).toBe(true);
      const shares = alphaShares(upload.bytes);
      // The astronaut's background is cut away; she stays opaque.
      expect(shares.clear).toBeGreaterThan(0.15);
      expect(shares.opaque).toBeGreaterThan(0.3);
      await page.getByRole("button", { name: words.submit }).click();
      await expect(page.getByTestId("option")).toHaveCount(4, { timeout: 60_000 });
    });

    test("the expert's attach uploads the person cut out, and stores it with its transparency", async ({
      page,
    }) => {
      test.setTimeout(120_000);
      await signedIn(page, `cutout-expert-${language}`);
      await page.goto("/thumbnail-expert");
      await expect(page.getByTestId("live-status")).toBeAttached();
      await page.waitForLoadState("networkidle");
      await waitForRouterIdle(page);
      await recordStatuses(page);
      await page.getByTestId("reference-input").setInputFiles(person);
      await expect(page.getByTestId("cutout-status")).toContainText(words.done, { timeout: 45_000 });
      expect(await statuses(page)).toEqual([words.working, expect.stringContaining(words.done)]);
      await expect(page.getByTestId("reference-preview")).toBeVisible();

      const box = page.getByLabel(words.answer);
      await box.fill(language === "pt" ? "Minha foto" : "My photo");
      await box.press("Enter");
      await expect(page).toHaveURL(/\?c=/);
      const reference = page.getByTestId("chat-messages").getByRole("img", { name: words.referenceAttached });
      await expect(reference).toHaveJSProperty("complete", true);
      // What R2 keeps is the PNG itself, alpha and all (no re-encode to JPEG on the way).
      const stored = await page.request.get((await reference.getAttribute("src"))!);
      expect(stored.headers()["content-type"]).toBe("image/png");
      const bytes = new Uint8Array(await stored.body());
      expect(isPngWithAlpha(bytes)).toBe(true);
      expect(alphaShares(bytes).clear).toBeGreaterThan(0.15);
    });
  });
}

test.describe("a photo with no person", () => {
  jsOnly();
  test.use({ locale: "en-US" });

  test("is kept as chosen on /gerar and in the expert, and the creator is told why", async ({ page }) => {
    test.setTimeout(120_000);
    await signedIn(page, "cutout-product");
    await page.goto("/gerar");
    await settle(page, true);
    await page.locator("#quick-image").setInputFiles(product);
    await expect(page.getByTestId("cutout-status")).toContainText(copy.en.kept, { timeout: 45_000 });
    const original = new Uint8Array(await readFile(product));
    const chosen = await chosenFile(page, "#quick-image");
    expect(chosen.type).toBe("image/jpeg");
    expect(Buffer.from(chosen.bytes).equals(Buffer.from(original))).toBe(true);

    await page.goto("/thumbnail-expert");
    await expect(page.getByTestId("live-status")).toBeAttached();
    await page.waitForLoadState("networkidle");
    await waitForRouterIdle(page);
    await page.getByTestId("reference-input").setInputFiles(product);
    await expect(page.getByTestId("cutout-status")).toContainText(copy.en.kept, { timeout: 45_000 });
    await expect(page.getByTestId("reference-preview")).toBeVisible();
    const attached = await page
      .getByTestId("reference-input")
      .evaluate((input: HTMLInputElement) => input.files![0]!.type);
    expect(attached).toBe("image/jpeg");
  });
});

test.describe("a browser where the model cannot run", () => {
  jsOnly();
  test.use({ locale: "pt-BR" });

  test("uploads the photo as chosen, without a word or an error in the console", async ({ page }) => {
    test.setTimeout(120_000);
    // No WebGL (an old phone, a locked-down browser): the segmentation cannot start.
    await page.addInitScript(() => {
      const getContext = HTMLCanvasElement.prototype.getContext;
      HTMLCanvasElement.prototype.getContext = function (
        this: HTMLCanvasElement,
        kind: string,
        ...rest: unknown[]
      ) {
        if (kind === "webgl2" || kind === "webgl") return null;
        return (getContext as (...args: unknown[]) => unknown).call(this, kind, ...rest);
      } as typeof getContext;
    });
    await signedIn(page, "cutout-no-webgl");
    await page.goto("/gerar");
    await settle(page, true);
    await recordStatuses(page);
    await page.locator("#quick-image").setInputFiles(person);
    await expect.poll(() => statuses(page), { timeout: 45_000 }).toEqual([copy.pt.working]);
    await expect(page.getByTestId("cutout-status")).toHaveText("", { timeout: 45_000 });
    const chosen = await chosenFile(page, "#quick-image");
    expect(chosen.type).toBe("image/jpeg");
    expect(chosen.name).toBe("person-astronaut.jpg");
  });
});
