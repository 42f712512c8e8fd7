/**
 * The names of the compositions. Both the scene a layout produces (`scene.ts`) and the stored
 * document (`thumbnail-document.ts`) name the layout, so the list lives here on its own and neither
 * of them imports the other for it.
 */

/** The compositions, in the order the variations and options use them. */
export const layoutIds = ["side-headline", "tilted-band", "diagonal-split", "center-stack"] as const;
export type LayoutId = (typeof layoutIds)[number];
