/**
 * The names of the compositions. Both the scene a layout produces (`scene.ts`) and the stored
 * document (`thumbnail-document.ts`) name the layout, so the list lives here on its own and neither
 * of them imports the other for it.
 */

/** The generators' four compositions, in the order the variations and options use them. */
export const optionLayoutIds = ["side-headline", "tilted-band", "diagonal-split", "center-stack"] as const;

/**
 * The compositions only templates use (`layouts/panels.ts`, docs/decisions/025-template-library.md).
 * New ones go at the end: a template's id depends on its composition's place here.
 */
export const panelLayoutIds = [
  "top-banner",
  "bottom-bar",
  "split-vertical",
  "framed",
  "big-caption",
  "spotlight",
  "side-column",
  "corner-art",
  "bottom-banner",
  "caption-top",
  "center-box",
  "spotlight-top",
  "disc",
  "split-vertical-flip",
  "framed-flip",
  "spotlight-flip",
  "side-column-flip",
  "corner-art-flip",
  "center-box-flip",
  "disc-flip",
  "polaroid",
  "arch",
  "polaroid-flip",
  "corner-disc",
  "corner-disc-flip",
] as const;
export type PanelLayoutId = (typeof panelLayoutIds)[number];

/** Every composition a document may name. */
export const layoutIds = [...optionLayoutIds, ...panelLayoutIds] as const;
export type LayoutId = (typeof layoutIds)[number];
