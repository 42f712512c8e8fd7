/**
 * Where a layer's text goes: the box its layout chose, or a preset region of the canvas. Its own
 * module without zod, so browser code that only needs the list (the score's fixes on the dashboard)
 * does not download the document's schemas.
 */
export const documentPositions = [
  "layout",
  "top-left",
  "top",
  "top-right",
  "left",
  "center",
  "right",
  "bottom-left",
  "bottom",
  "bottom-right",
] as const;
