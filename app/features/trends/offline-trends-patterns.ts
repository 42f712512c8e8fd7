/**
 * The title patterns the offline trend analysis looks for in the best-performing titles (numbers,
 * questions, "how to", prices, caps, first person, comparisons, brackets, emoji), and their names.
 */
import type { TrendLanguage } from "~/features/trends/trend-types";

export type TitlePatternId =
  "number" | "question" | "howTo" | "price" | "caps" | "firstPerson" | "versus" | "brackets" | "emoji";

const capsWord = (word: string) => {
  const letters = word.replace(/[^\p{L}]/gu, "");
  return letters.length >= 3 && letters === letters.toUpperCase() && letters !== letters.toLowerCase();
};

const patternTests: Record<TitlePatternId, (title: string) => boolean> = {
  number: (title) => /\d/.test(title),
  question: (title) => /[?¿]/.test(title),
  howTo: (title) => /^\W*(como|how to)\b/i.test(title),
  price: (title) =>
    /(?:R\$|US\$|\$|€|£)\s?\d|\d\s?(?:\$|€|reais\b|d[oó]lares\b|dollars\b|bucks\b)/i.test(title),
  caps: (title) => title.split(/\s+/).some(capsWord),
  firstPerson: (title) =>
    /\b(?:eu|testei|comprei|fiz|tentei|gastei|ganhei|passei|aprendi|descobri|montei|larguei|meu|minha)\b/i.test(
      title,
    ) || /\b(?:I|I'm|I've|I'll|my)\b/.test(title),
  versus: (title) => /\s(?:vs\.?|versus)\s/i.test(title) || /\S\sx\s\S/.test(title),
  brackets: (title) => /[([][^)\]]+[)\]]/.test(title),
  emoji: (title) => /\p{Extended_Pictographic}/u.test(title),
};

export interface TitlePattern {
  id: TitlePatternId;
  /** How many of the sampled titles use it. */
  count: number;
  /** The best-ranked title that uses it. */
  example: string;
}

/** The patterns present in `titles` (best first), most used first; absent ones are left out. */
export function detectTitlePatterns(titles: readonly string[]): TitlePattern[] {
  const found: TitlePattern[] = [];
  for (const id of Object.keys(patternTests) as TitlePatternId[]) {
    const matching = titles.filter(patternTests[id]);
    if (matching.length > 0) found.push({ id, count: matching.length, example: matching[0]! });
  }
  return found.sort((a, b) => b.count - a.count);
}

export const patternNames: Record<TitlePatternId, Record<TrendLanguage, string>> = {
  number: { pt: "Números (listas, tempo, quantidades)", en: "Numbers (lists, time, amounts)" },
  question: { pt: "Perguntas (“?”)", en: "Questions (“?”)" },
  howTo: { pt: "“Como…” (promessa de tutorial)", en: "“How to…” (a tutorial promise)" },
  price: { pt: "Preço ou dinheiro (R$, $)", en: "Price or money ($, R$)" },
  caps: { pt: "Palavras em CAIXA ALTA", en: "ALL-CAPS words" },
  firstPerson: {
    pt: "Primeira pessoa (testei, comprei, eu…)",
    en: "First person (I tried, I bought, my…)",
  },
  versus: { pt: "Comparação (vs, x)", en: "Comparison (vs)" },
  brackets: { pt: "Parênteses ou colchetes", en: "Brackets or parentheses" },
  emoji: { pt: "Emoji", en: "Emoji" },
};
