/**
 * Renders the tab icons (public/favicon-32.png, public/favicon-192.png) from public/favicon.svg with
 * Chromium: `npm run tab-icons` after changing the mark. The page links PNGs, not the SVG, because
 * Chromium draws an SVG tab icon through a document of its own (docs/decisions/029-svg-icons.md).
 */
import { chromium } from "@playwright/test";
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { chromiumExecutable, chromiumFlags } from "./lib/chromium.mjs";

const publicDir = fileURLToPath(new URL("../public/", import.meta.url));
const svg = readFileSync(`${publicDir}favicon.svg`, "utf8");

const browser = await chromium.launch({ executablePath: chromiumExecutable, args: chromiumFlags });
try {
  for (const size of [32, 192]) {
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    const sized = svg.replace("<svg ", `<svg width="${size}" height="${size}" `);
    await page.setContent(`<body style="margin:0;background:transparent">${sized}</body>`);
    await page.screenshot({ path: `${publicDir}favicon-${size}.png`, omitBackground: true });
    await page.close();
    console.log(`public/favicon-${size}.png`);
  }
} finally {
  await browser.close();
}
