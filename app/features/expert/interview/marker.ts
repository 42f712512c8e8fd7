/**
 * The marker an assistant reply ends with to ask the app to generate the thumbnails
 * (docs/product.md, Thumbnail Expert: only after the creator confirms the summary).
 */

export const GENERATE_MARKER = "[GENERATE_THUMBNAILS]";
const markerPattern = /\[\s*GENERATE[_ ]THUMBNAILS\s*\]/gi;

/** Whether an assistant reply asks the app to generate the thumbnails. */
export function hasGenerateMarker(text: string): boolean {
  markerPattern.lastIndex = 0;
  return markerPattern.test(text);
}

/**
 * The reply as shown to the creator: without the marker, nor (while streaming) a marker that has
 * only partly arrived at the end of the text.
 */
export function stripGenerateMarker(text: string): string {
  let visible = text.replace(markerPattern, "");
  for (let length = GENERATE_MARKER.length - 1; length >= 2; length -= 1) {
    if (visible.toUpperCase().endsWith(GENERATE_MARKER.slice(0, length))) {
      visible = visible.slice(0, -length);
      break;
    }
  }
  return visible.replace(/[ \t]+\n/g, "\n").trim();
}
