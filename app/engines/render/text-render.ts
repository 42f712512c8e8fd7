/**
 * Draws a fitted text block with satori and returns it as an SVG fragment for the overlay: its
 * plate (see `plates.ts`), then glyphs as paths, the outline painted under the fill (so a heavy
 * outline never thins the letters), a hard shadow as a dark copy behind, a glow as translucent ever
 * wider strokes of a copy (a blur filter would look smoother but costs resvg's WASM build over
 * 100 ms per thumbnail).
 */
import { fontFaces } from "~/engines/render/fonts";
import { plateSvg } from "~/engines/render/plates";
import type { RenderEngine, SatoriElement } from "~/engines/render/render-engine";
import type { TextBlock } from "~/engines/render/scene";
import { n, type SvgIds } from "~/engines/render/svg";

/** Room around the frame for accents above the first line box, cedillas below, outline and glow. */
function paddingOf(block: TextBlock) {
  const size = block.fitted.fontSize;
  const spread = (block.stroke?.width ?? 0) + (block.glow?.radius ?? 0) * 2;
  return Math.ceil(size * 0.5 + spread + Math.abs(block.shadow?.dx ?? 0) + Math.abs(block.shadow?.dy ?? 0));
}

interface Copy {
  /** Every word and stroke in this colour (a shadow or glow copy). */
  color?: string;
  /** The stroke's full width, overriding the outline's. */
  strokeWidth?: number;
}

/** The lines as satori elements. */
function linesElement(
  block: TextBlock,
  left: number,
  top: number,
  gap: number,
  copy: Copy = {},
): SatoriElement {
  const { fitted, font } = block;
  const face = fontFaces[font];
  const { color } = copy;
  const strokeWidth = copy.strokeWidth ?? (block.stroke ? block.stroke.width * 2 : 0);
  return {
    type: "div",
    props: {
      style: {
        position: "absolute",
        left,
        top,
        width: fitted.frame.width + 4,
        display: "flex",
        flexDirection: "column",
      },
      children: fitted.lines.map((line, i) => ({
        type: "div",
        props: {
          style: {
            display: "flex",
            flexDirection: "row",
            height: fitted.lineHeight,
            lineHeight: `${fitted.lineHeight}px`,
            paddingLeft: line.x,
            fontFamily: face.family,
            fontWeight: face.weight,
            fontSize: fitted.fontSize,
            letterSpacing: fitted.letterSpacing,
            whiteSpace: "nowrap",
            ...(strokeWidth
              ? { WebkitTextStroke: `${strokeWidth}px ${color ?? block.stroke?.color ?? "#000"}` }
              : {}),
          },
          children: line.words.map((word, k) => ({
            type: "div",
            props: {
              style: {
                color: color ?? block.colors[i]?.[k] ?? "#ffffff",
                marginRight: k < line.words.length - 1 ? gap : 0,
              },
              children: word,
            },
          })),
        },
      })),
    },
  };
}

/** Satori's SVG body (without the outer <svg>), its ids made unique and strokes painted first. */
function svgBody(svg: string, ids: SvgIds) {
  const prefix = ids.next("t");
  const start = svg.indexOf(">") + 1;
  const end = svg.lastIndexOf("</svg>");
  return svg
    .slice(start, end)
    .replace(/satori_/g, `${prefix}_`)
    .replace(/<path (?=[^>]*\sstroke=)/g, '<path paint-order="stroke" ');
}

/** The block with its plate, as one fragment in canvas px (every text block is drawn this way). */
export async function textBlockSvg(engine: RenderEngine, block: TextBlock, ids: SvgIds): Promise<string> {
  const { frame, fontSize, letterSpacing } = block.fitted;
  // The space between words, as the fitter measured it: the font's space advance plus spacing.
  const gap = engine.fonts[block.font].metrics.advance(32) * fontSize + letterSpacing;
  const pad = paddingOf(block);
  const width = Math.ceil(frame.width + pad * 2);
  const height = Math.ceil(frame.height + pad * 2);
  const copies: SatoriElement[] = [];
  if (block.shadow)
    copies.push(
      linesElement(block, pad + block.shadow.dx, pad + block.shadow.dy, gap, { color: block.shadow.color }),
    );
  copies.push(linesElement(block, pad, pad, gap));
  const root = (children: SatoriElement[]): SatoriElement => ({
    type: "div",
    props: { style: { display: "flex", position: "relative", width, height }, children },
  });
  const main = svgBody(await engine.textToSvg(root(copies), width, height), ids);
  let glow = "";
  if (block.glow) {
    const reach = ((block.stroke?.width ?? 0) + block.glow.radius) * 2;
    const element = root([
      linesElement(block, pad, pad, gap, { color: block.glow.color, strokeWidth: reach }),
    ]);
    const copy = svgBody(await engine.textToSvg(element, width, height), ids);
    for (const share of [1, 0.74, 0.5]) {
      glow += `<g opacity="0.3">${copy.replace(/stroke-width="[^"]*"/g, `stroke-width="${n(reach * share)}"`)}</g>`;
    }
  }
  const translate = `translate(${n(frame.x - pad)} ${n(frame.y - pad)})`;
  const rotate = block.rotation
    ? `rotate(${n(block.rotation)} ${n(block.pivot.x)} ${n(block.pivot.y)}) `
    : "";
  const plate = plateSvg(block, engine.fonts[block.font].metrics);
  return `${plate.under}<g transform="${rotate}${translate}">${glow}${main}</g>${plate.over}`;
}
