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

/**
 * A word as written reduced to its content form (see the module comment), or null for a function
 * word or a lone letter.
 */
function contentForm(written: string): string | null {
  const word = written.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();
  if (word.length === 0 || stopWords.has(word) || (word.length === 1 && !/\d/.test(word))) return null;
  return word.length > 3 && word.endsWith("s") && !/\d/.test(word) ? word.slice(0, -1) : word;
}

/** The content words of `text`, each as written (accents and case kept) and in its normalised form, in order. */
function contentTokens(text: string): { written: string; word: string }[] {
  return text
    .normalize("NFC")
    .split(/[^\p{L}\p{M}\p{N}]+/u)
    .flatMap((written) => {
      const word = contentForm(written);
      return word === null ? [] : [{ written, word }];
    });
}

/** The content words of `text`, normalised (see the module comment), in order. */
export const contentWords = (text: string): string[] => contentTokens(text).map((token) => token.word);

/**
 * The thumbnail's content words that the title has too, and the share (0–1) they are of them.
 * `repeatedAsWritten` names them for the creator: as the thumbnail writes them, each once, in order.
 */
export function titleRepetition(thumbnailText: string, title: string) {
  const tokens = contentTokens(thumbnailText);
  const titleWords = new Set(contentWords(title));
  const repeatedTokens = tokens.filter((token) => titleWords.has(token.word));
  const asWritten = new Map<string, string>();
  for (const token of repeatedTokens)
    if (!asWritten.has(token.word)) asWritten.set(token.word, token.written);
  const words = tokens.map((token) => token.word);
  return {
    words,
    repeated: repeatedTokens.map((token) => token.word),
    repeatedAsWritten: [...asWritten.values()],
    share: words.length ? repeatedTokens.length / words.length : 0,
  };
}
