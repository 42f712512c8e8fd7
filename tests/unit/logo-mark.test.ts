/**
 * The header's logo mark is drawn inline, and the tab icons are PNGs rendered from
 * public/favicon.svg (docs/decisions/029-svg-icons.md): all three must stay the same drawing.
 */
import { readFileSync } from "node:fs";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Logo } from "../../app/ui/site-header";

const publicFile = (name: string) => new URL(`../../public/${name}`, import.meta.url);

/** The drawing's viewBox and shapes, each with its attributes in a fixed order. */
function drawing(svg: string) {
  const viewBox = /<svg\b[^>]*\bviewBox="([^"]+)"/.exec(svg)?.[1];
  const shapes = [...svg.matchAll(/<(rect|path|circle|polygon)\b([^>]*?)\s*\/?>/g)].map(
    ([, tag, attributes]) => {
      const pairs = [...attributes!.matchAll(/([a-zA-Z-]+)="([^"]*)"/g)].map(
        ([, name, value]) => `${name}=${value}`,
      );
      return `${tag} ${pairs.sort().join(" ")}`;
    },
  );
  return { viewBox, shapes };
}

/** A PNG's width and height, from its IHDR chunk. */
function pngSize(file: URL) {
  const bytes = readFileSync(file);
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

describe("the logo mark", () => {
  it("in the header is the drawing of public/favicon.svg", () => {
    const header = drawing(renderToStaticMarkup(createElement(Logo)));
    const favicon = drawing(readFileSync(publicFile("favicon.svg"), "utf8"));
    expect(favicon.shapes.length).toBeGreaterThan(0);
    expect(header).toEqual(favicon);
  });

  it("as the tab icon is a PNG of each size the page links (`npm run tab-icons` renders them)", () => {
    expect(pngSize(publicFile("favicon-32.png"))).toEqual({ width: 32, height: 32 });
    expect(pngSize(publicFile("favicon-192.png"))).toEqual({ width: 192, height: 192 });
  });
});
