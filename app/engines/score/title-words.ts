/**
 * How much a thumbnail's words repeat its video's title (docs/decisions/024-thumbnail-score.md,
 * "Title"): both are reduced to their content words (lower case, accents and punctuation dropped,
 * Portuguese and English function words left out, a plural "s" taken off) and the thumbnail's
 * content words found in the title are counted.
 */

/** Function words of both languages: they carry no content, so repeating them repeats nothing. */
const stopWords = new Set(
  (
    "a o as os um uma uns umas de do da dos das em no na nos nas num numa por pelo pela pelos pelas " +
    "para pra pro com sem sobre entre ate e ou mas que se ao aos como mais menos muito muita muitos " +
    "muitas seu sua seus suas meu minha meus minhas teu tua isso isto esse essa este esta aquele " +
    "aquela eu voce voces ele ela eles elas nos vos lhe the an of in on at to for from with without " +
    "by about into over and or but is are was were be been it its this that these those you your " +
    "my our we they he she his her their i me so as vs x"
  ).split(" "),
);

/** Whether `word` is a function word of either language ("do", "the", "em"…), accents aside. */
export const isFunctionWord = (word: string) =>
  stopWords.has(
    word
      .normalize("NFD")
      .replace(/\p{M}/gu, "")
      .toLowerCase()
      .replace(/[^\p{L}\p{N}]+/gu, ""),
  );

/** The content words of `text`, normalised (see the module comment), in order. */
export function contentWords(text: string): string[] {
  return text
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 0 && !stopWords.has(word) && (word.length > 1 || /\d/.test(word)))
    .map((word) => (word.length > 3 && word.endsWith("s") && !/\d/.test(word) ? word.slice(0, -1) : word));
}

/** The thumbnail's content words that the title has too, and the share (0–1) they are of them. */
export function titleRepetition(thumbnailText: string, title: string) {
  const words = contentWords(thumbnailText);
  const titleWords = new Set(contentWords(title));
  const repeated = words.filter((word) => titleWords.has(word));
  return { words, repeated, share: words.length ? repeated.length / words.length : 0 };
}
