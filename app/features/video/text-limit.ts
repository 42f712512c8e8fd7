/**
 * How long the words drawn on a video's thumbnail may be, for the offline suggestion and the vision
 * model's alike. No `~/` imports: the fake OpenAI server loads the picker that uses this outside
 * Vite's alias.
 */

/** The suggested text: a few words (the renderer fits them on the frame). */
export const suggestedTextMaxLength = 40;

/** `text` cut to `max` characters at the last space that fits (or hard, for one long word). */
export function cutAtWord(text: string, max = suggestedTextMaxLength): string {
  const clean = text.replace(/\s+/g, " ").trim();
  if (clean.length <= max) return clean;
  const head = clean.slice(0, max + 1);
  const space = head.lastIndexOf(" ");
  return (space > 0 ? head.slice(0, space) : clean.slice(0, max)).replace(/[\s,;:.–—-]+$/, "");
}
