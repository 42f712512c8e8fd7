/** Layers and documents for the tests of the layer documents and the editor. */
import type { TextLayer } from "~/engines/render/thumbnail-document";

/** A headline layer as side-headline makes it, with `overrides`. */
export function testHeadlineLayer(overrides: Partial<TextLayer> = {}): TextLayer {
  return {
    id: "headline",
    role: "headline",
    text: "Pão caseiro em 10 minutos",
    font: "anton",
    uppercase: true,
    size: 180,
    color: "#ffffff",
    accent: "#ffd91a",
    emphasis: "keywords",
    outline: { width: 13.5, color: "#000000" },
    shadow: { dx: 6.3, dy: 9, color: "#000000" },
    glow: null,
    plate: { kind: "bar", color: "#ffd400" },
    position: "layout",
    box: { x: 64, y: 56, width: 700, height: 612 },
    rotation: 0,
    align: "left",
    valign: "middle",
    maxLines: 4,
    lineHeight: 1.1,
    letterSpacing: 0.005,
    ...overrides,
  };
}
