/**
 * Which topic art fits a brief: its words (title, headline, the expert's "element" answer, niche)
 * matched against `topics.ts`, accent- and case-insensitive, plurals included. The title is the
 * most specific, the niche the least: the first of them with a match decides. Within one text a
 * specific word beats a broad one ("pão" over "receita"), a longer phrase a shorter one ("bolo de
 * cenoura" over "cenoura"), then the word that comes first wins. Weak
 * keywords count only when no strong one matched in any text. Nothing matched: null, and the
 * layouts draw no object (docs/product.md, Running without keys).
 */
import { ignoredPhrases, topics, type Topic } from "~/engines/render/topic-art/topics";

/** Lower case, accents dropped, everything but letters and digits a space; the words. */
export function wordsOf(text: string): string[] {
  return text
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

/** A word as typed in a list, and the plurals it stands for (pt and en). */
function formsOf(word: string): string[] {
  const forms = [word, `${word}s`, `${word}es`];
  if (word.endsWith("ao")) forms.push(`${word.slice(0, -2)}oes`, `${word.slice(0, -2)}aes`);
  if (word.endsWith("l")) forms.push(`${word.slice(0, -1)}is`);
  if (word.endsWith("m")) forms.push(`${word.slice(0, -1)}ns`);
  if (word.endsWith("y")) forms.push(`${word.slice(0, -1)}ies`);
  // Portuguese nouns and adjectives come in the feminine too: gato, gata; assombrado, assombrada.
  if (word.endsWith("o")) forms.push(`${word.slice(0, -1)}a`, `${word.slice(0, -1)}as`);
  return forms;
}

type WordMatcher = (word: string) => boolean;

interface Keyword {
  topic: Topic;
  words: WordMatcher[];
  /** A broad word ("receita"), that a more specific one in the same text beats. */
  broad: boolean;
  weak: boolean;
}

function keywordOf(topic: Topic, typed: string): Keyword {
  const weak = typed.endsWith("?");
  const broad = typed.endsWith("~");
  const words = wordsOf(typed.replace(/[?*~]$/, "")).map((word, i, all): WordMatcher => {
    if (typed.endsWith("*") && i === all.length - 1) return (w) => w.startsWith(word);
    const forms = new Set(formsOf(word));
    return (w) => forms.has(w);
  });
  return { topic, words, broad, weak };
}

/** A topic's keywords in both languages, as typed in the table. */
export const keywordsOf = (topic: Topic) =>
  `${topic.pt},${topic.en}`
    .split(",")
    .map((k) => k.trim())
    .filter(Boolean);

const keywords: Keyword[] = topics.flatMap((topic) =>
  keywordsOf(topic).map((typed) => keywordOf(topic, typed)),
);

/** How good a match is: a specific word over a broad one, then the longest phrase, then the first. */
const rankOf = (keyword: Keyword, at: number) => [keyword.broad ? 1 : 0, -keyword.words.length, at];

const better = (a: number[], b: number[]) => {
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return a[i]! < b[i]!;
  return false;
};

/** The best match of `candidates` in a text's `words`. */
function bestIn(words: string[], candidates: Keyword[]): Topic | null {
  let best: { topic: Topic; rank: number[] } | null = null;
  for (const keyword of candidates)
    for (let at = 0; at + keyword.words.length <= words.length; at++) {
      if (!keyword.words.every((matches, i) => matches(words[at + i]!))) continue;
      const rank = rankOf(keyword, at);
      if (!best || better(rank, best.rank)) best = { topic: keyword.topic, rank };
      break;
    }
  return best?.topic ?? null;
}

const ignored = ignoredPhrases
  .split(",")
  .map(wordsOf)
  .filter((words) => words.length);

/** A text's words, those of an ignored phrase blanked (so they match nothing, in place). */
function topicWordsOf(text: string): string[] {
  const words = wordsOf(text);
  for (const phrase of ignored)
    for (let at = 0; at + phrase.length <= words.length; at++)
      if (phrase.every((word, i) => words[at + i] === word)) words.fill("", at, at + phrase.length);
  return words;
}

/** What a brief says its video is about, most specific first. */
export interface TopicWords {
  title: string;
  headline: string;
  /** The expert's "element" answer in the creator's words, when there is one. */
  element?: string;
  niche: string;
}

/** The icon of the topic the brief is about, or null when nothing fits. */
export function topicIconOf(brief: TopicWords): string | null {
  const texts = [brief.title, brief.headline, brief.element ?? "", brief.niche].map(topicWordsOf);
  for (const weak of [false, true]) {
    const candidates = keywords.filter((k) => k.weak === weak);
    for (const words of texts) {
      const topic = bestIn(words, candidates);
      if (topic) return topic.icon;
    }
  }
  return null;
}
