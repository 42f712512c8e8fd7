import type { Locator, Page, TestInfo } from "@playwright/test";
import { createAccount, logIn, uniqueEmail } from "./accounts";
import { decodeImage } from "./images";
import { addSamples, expect, settle, javaScriptOn, test } from "./fixtures";

/**
 * Icons render without a colour emoji font (docs/decisions/029-svg-icons.md). Debian's chromium, as
 * this machine and CI install it (.ci/run installs `chromium` and no fonts-noto-color-emoji), draws
 * an emoji as an empty box; the header, signed out and signed in, and the dashboard with thumbnails
 * must show no text that is an emoji (or a symbol) standing for an icon, and every icon must be an
 * SVG that draws: a non-zero box with ink in it, in the theme's colours. pt and en, JavaScript on
 * and off. The screenshots are attached to the test report.
 */
const languages = {
  pt: {
    locale: "pt-BR",
    language: "Mudar idioma",
    toDark: "Usar tema escuro",
    addSamples: "Criar exemplos",
  },
  en: { locale: "en-US", language: "Change language", toDark: "Use dark theme", addSamples: "Add samples" },
} as const;

type Language = keyof typeof languages;

/**
 * Text nodes in the page that are an emoji or an icon symbol on their own, or that open with one
 * followed by a space (an icon in front of a label). Run in the browser.
 */
function glyphTextNodes() {
  const glyph = /(?![©®™])\p{Extended_Pictographic}|[✓✔✕✖✗✘★☆↗↘←→↑↓▾▸▴▼▲☰×+]/u;
  const modifiers = /\u{FE0E}|\u{FE0F}|\u{200D}|[\u{1F3FB}-\u{1F3FF}]|\u{20E3}/gu;
  // No filter callback: with JavaScript off the page cannot run one.
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  const found: string[] = [];
  let walked = 0;
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (node.parentElement?.closest("script, style, noscript, template")) continue;
    const text = (node.textContent ?? "").replace(modifiers, "").trim();
    if (!text) continue;
    walked += 1;
    const chars = [...text.replace(/\s/g, "")];
    const onlyGlyphs = chars.every((char) => glyph.test(char));
    const opensWithGlyph = glyph.test(chars[0] ?? "") && /^\S\s/u.test(text);
    if (onlyGlyphs || opensWithGlyph) found.push(`${node.parentElement?.outerHTML.slice(0, 160)}`);
  }
  return { walked, found };
}

/** Whether this Chromium has a font for emoji: it draws 🌐 differently from a code point no font has. */
async function hasEmojiFont(page: Page) {
  return page.evaluate(() => {
    const draw = (text: string) => {
      const canvas = document.createElement("canvas");
      canvas.width = 40;
      canvas.height = 40;
      const context = canvas.getContext("2d")!;
      context.font = "32px sans-serif";
      context.fillText(text, 0, 32);
      return Array.from(context.getImageData(0, 0, 40, 40).data).join(",");
    };
    return draw("\u{1F310}") !== draw("\u{10FFFD}");
  });
}

/** Luminance 0–255 of an RGBA pixel. */
const luminance = (pixels: Uint8Array, i: number) =>
  0.2126 * pixels[i]! + 0.7152 * pixels[i + 1]! + 0.0722 * pixels[i + 2]!;

/**
 * The icon as drawn: its box, the share of its pixels that differ from the background (the most
 * common colour in its box) and how light the ink is against that background.
 */
async function iconInk(page: Page, icon: Locator) {
  // An element screenshot scrolls the icon into view first.
  const { pixels } = decodeImage(new Uint8Array(await icon.screenshot()));
  const box = (await icon.boundingBox())!;
  const counts = new Map<number, number>();
  for (let i = 0; i < pixels.length; i += 4) {
    const key = Math.round(luminance(pixels, i));
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  const background = [...counts].sort((a, b) => b[1] - a[1])[0]![0];
  let ink = 0;
  let inkLight = 0;
  for (let i = 0; i < pixels.length; i += 4) {
    const delta = luminance(pixels, i) - background;
    if (Math.abs(delta) > 40) {
      ink += 1;
      if (delta > 0) inkLight += 1;
    }
  }
  return { box, inkShare: ink / (pixels.length / 4), inkLighter: ink ? inkLight / ink : 0 };
}

/** Every visible icon of the sprite inside `scope` draws, and no text node is a glyph icon. */
async function expectSvgIcons(
  page: Page,
  scope: Locator,
  { minimum, dark = false }: { minimum: number; dark?: boolean },
) {
  const { walked, found } = await page.evaluate(glyphTextNodes);
  expect(walked, "text nodes walked").toBeGreaterThan(10);
  expect(found, "text that is an emoji or a symbol used as an icon").toEqual([]);

  const icons = scope.locator('svg:has(use[href^="#"])');
  const visible: Locator[] = [];
  for (const icon of await icons.all()) if (await icon.isVisible()) visible.push(icon);
  expect(visible.length, "visible SVG icons").toBeGreaterThanOrEqual(minimum);
  for (const icon of visible) {
    const name = await icon.locator("use").getAttribute("href");
    const { box, inkShare, inkLighter } = await iconInk(page, icon);
    expect(box.width, `${name} width`).toBeGreaterThan(8);
    expect(box.height, `${name} height`).toBeGreaterThan(8);
    expect(inkShare, `${name}: share of its box the icon draws`).toBeGreaterThan(0.05);
    // currentColor: dark strokes on the light theme, light strokes on the dark one.
    if (dark) expect(inkLighter, `${name}: ink lighter than the background`).toBeGreaterThan(0.9);
    else expect(inkLighter, `${name}: ink darker than the background`).toBeLessThan(0.1);
  }
}

async function attachScreenshot(testInfo: TestInfo, name: string, body: Buffer) {
  await testInfo.attach(name, { body, contentType: "image/png" });
}

for (const [language, copy] of Object.entries(languages) as [Language, (typeof languages)[Language]][]) {
  test.describe(`icons without an emoji font, ${language}`, () => {
    test.use({ locale: copy.locale });

    test("the signed-out header shows SVG icons, not emoji", async ({ page }, testInfo) => {
      // The logo and the icons are drawn from inside the page, and the tab icon is a PNG: an SVG
      // image, an external sprite or an SVG tab icon each cost a document on the main thread.
      const svgRequests: string[] = [];
      page.on("request", (request) => {
        const { pathname } = new URL(request.url());
        if (pathname.endsWith(".svg")) svgRequests.push(`${request.resourceType()} ${pathname}`);
      });
      await page.goto("/");
      testInfo.annotations.push({
        type: "emoji font",
        description: (await hasEmojiFont(page)) ? "installed" : "none (emoji would draw as empty boxes)",
      });
      const header = page.locator("header").first();
      await expect(header.getByText(language.toUpperCase(), { exact: true })).toBeVisible();
      await attachScreenshot(testInfo, `header-signed-out-${language}`, await header.screenshot());
      // The language globe and the theme's moon.
      await expectSvgIcons(page, header, { minimum: 2 });
      expect(svgRequests, "SVG files the page fetched").toEqual([]);
      // The controls keep their names for screen readers, in the page's language.
      await expect(header.getByRole("button", { name: copy.toDark })).toBeVisible();
      await expect(header.getByTestId("language-menu").locator("summary")).toHaveText(
        `${copy.language}: ${language.toUpperCase()}`,
      );
    });

    test("the signed-in header and the dashboard with thumbnails show SVG icons, light and dark", async ({
      page,
    }, testInfo) => {
      test.slow();
      const js = javaScriptOn(testInfo.project.name);
      const email = uniqueEmail("icons");
      await createAccount(page.request, { email });
      await logIn(page, email);
      await addSamples(page, copy.addSamples, 2);
      await expect(async () => {
        await page.goto("/dashboard");
        await expect(page.getByTestId("thumbnail-card")).toHaveCount(2, { timeout: 1_000 });
      }).toPass({ timeout: 20_000 });
      await settle(page, js);
      // A card's export menu open: its caret and the lock on the sizes Free does not include.
      await page.getByTestId("download-menu").first().locator("summary").click();
      await expect(page.getByTestId("download-menu").first().locator("ul")).toBeVisible();

      await attachScreenshot(
        testInfo,
        `header-signed-in-${language}`,
        await page.locator("header").first().screenshot(),
      );
      await attachScreenshot(testInfo, `dashboard-${language}`, await page.screenshot({ fullPage: true }));
      // Globe, moon, two carets and at least one lock.
      await expectSvgIcons(page, page.locator("body"), { minimum: 5 });

      // The dark theme: the sun replaces the moon, and the icons follow the text colour.
      const theme = await page.request.post("/preferencias/tema", {
        form: { theme: "dark", redirectTo: "/dashboard" },
        maxRedirects: 0,
      });
      expect(theme.status()).toBeLessThan(400);
      await page.goto("/dashboard");
      await settle(page, js);
      await expect(page.locator("html")).toHaveClass(/dark/);
      await attachScreenshot(
        testInfo,
        `dashboard-dark-${language}`,
        await page.screenshot({ fullPage: true }),
      );
      await expectSvgIcons(page, page.locator("header").first(), { minimum: 2, dark: true });
    });
  });
}

test("the checks catch an emoji used as an icon and an icon that draws nothing", async ({ page }) => {
  await page.goto("/");
  const header = page.locator("header").first();
  const globe = header.locator('svg:has(use[href^="#"])').first();
  expect((await iconInk(page, globe)).inkShare).toBeGreaterThan(0.05);
  // What the header was before: the emoji in place of the SVG, and a symbol that names no icon.
  await page.evaluate(() => {
    const svg = document.querySelector('header svg:has(use[href^="#"])')!;
    const use = svg.querySelector("use")!;
    use.setAttribute("href", use.getAttribute("href")!.replace(/#.*/, "#no-such-icon"));
    const emoji = document.createElement("span");
    emoji.setAttribute("aria-hidden", "true");
    emoji.textContent = "\u{1F310}";
    svg.insertAdjacentElement("afterend", emoji);
  });
  expect((await page.evaluate(glyphTextNodes)).found).toEqual([
    expect.stringContaining('<span aria-hidden="true">\u{1F310}</span>'),
  ]);
  expect((await iconInk(page, globe)).inkShare).toBeLessThan(0.01);
});
