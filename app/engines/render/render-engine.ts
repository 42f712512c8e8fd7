/**
 * The renderer's WASM tools behind one small interface, so the layout code is the same in the
 * jobs Worker and in Node: satori (text to SVG paths, with the fonts loaded), resvg (SVG to pixels)
 * and photon (image decoding and JPEG encoding). `render-engine.server.ts` builds it for workerd
 * from statically imported WASM modules, `render-engine.node.ts` for tests and the benchmark.
 */
import type * as Photon from "@cf-wasm/photon";
import type { ReactNode } from "react";
import type satoriFunction from "satori/standalone";
import type { FontLibrary } from "~/engines/render/fonts";
import type { RgbaImage } from "~/engines/render/pixels";

/** What satori lays out: plain `{ type, props }` objects (no React needed). */
export interface SatoriElement {
  type: string;
  props: { style?: Record<string, unknown>; children?: SatoriChild | SatoriChild[] } & Record<
    string,
    unknown
  >;
}
export type SatoriChild = SatoriElement | string;

export interface RenderEngine {
  readonly fonts: FontLibrary;
  /** Satori: the element as an SVG document of `width`×`height`, text drawn as paths. */
  textToSvg(element: SatoriElement, width: number, height: number): Promise<string>;
  /** Resvg: the SVG rendered at its own size, as premultiplied RGBA. */
  rasterize(svg: string): RgbaImage;
  /** Photon: a PNG, JPEG or WebP decoded to straight RGBA. */
  decode(bytes: Uint8Array): RgbaImage;
  /** Photon: opaque RGBA encoded as a JPEG. */
  encodeJpeg(image: RgbaImage, quality: number): Uint8Array;
  /** Photon itself, for what it draws directly: the Free watermark's text (`media/watermark.ts`). */
  readonly photon: PhotonTools;
}

export interface ResvgClass {
  new (
    svg: string,
    options?: Record<string, unknown>,
  ): { render(): { pixels: Uint8Array; width: number; height: number; free(): void }; free(): void };
}

export type PhotonTools = Pick<typeof Photon, "PhotonImage" | "Rgba" | "draw_text_with_color">;

/** The engine around already initialised libraries. */
export function createRenderEngine(parts: {
  satori: typeof satoriFunction;
  Resvg: ResvgClass;
  photon: PhotonTools;
  fonts: FontLibrary;
}): RenderEngine {
  const { satori, Resvg, photon, fonts } = parts;
  const satoriFonts = Object.values(fonts).map((font) => ({
    name: font.family,
    // Satori takes an ArrayBuffer: a copy of exactly the font's bytes.
    data: font.bytes.slice().buffer as ArrayBuffer,
    weight: font.weight,
    style: "normal" as const,
  }));
  return {
    fonts,
    photon,
    textToSvg: (element, width, height) =>
      satori(element as unknown as ReactNode, { width, height, fonts: satoriFonts, embedFont: true }),
    rasterize(svg) {
      const resvg = new Resvg(svg, { fitTo: { mode: "original" }, imageRendering: 0, shapeRendering: 2 });
      try {
        const image = resvg.render();
        try {
          return { width: image.width, height: image.height, pixels: image.pixels };
        } finally {
          image.free();
        }
      } finally {
        resvg.free();
      }
    },
    decode(bytes) {
      const image = photon.PhotonImage.new_from_byteslice(bytes);
      try {
        return { width: image.get_width(), height: image.get_height(), pixels: image.get_raw_pixels() };
      } finally {
        image.free();
      }
    },
    encodeJpeg({ width, height, pixels }, quality) {
      const image = new photon.PhotonImage(pixels, width, height);
      try {
        return image.get_bytes_jpeg(quality);
      } finally {
        image.free();
      }
    },
  };
}

/**
 * resvg's WASM is initialised once per isolate (or process): an engine built again — a module
 * loaded a second time, as a test run or the benchmark does, while resvg's stays loaded — finds it
 * ready, which resvg reports as an error.
 */
export async function initResvgOnce(init: Promise<unknown>): Promise<void> {
  await init.catch((error: unknown) => {
    if (!String(error).includes("Already initialized")) throw error;
  });
}
