/**
 * The words drawn on a video's thumbnail when the offline analysis picks the frame
 * (docs/product.md, Video to thumbnail). The offline analysis sees pixels, not meaning, so:
 *
 * - with the video's title (optional on the page): the title itself when it fits, else made
 *   thumbnail-sized: its first clause when that says enough, else its first words (the renderer's
 *   rule for phones), never ending on a word like "do" or "of";
 * - without it, a proven hook chosen by what makes the frame stand out (its vivid colours, its
 *   sharpness, its contrast), so the text fits the picture it sits on.
 *
 * Either way the result is at most `suggestedTextMaxLength` characters, cut at a word boundary.
 */
import type { Language } from "~/core/i18n/config";
import { headlineForPlatform } from "~/engines/render/text-fit";
import type { FrameScores } from "~/features/video/frame-score";
import { cutAtWord, suggestedTextMaxLength } from "~/features/video/text-limit";

type Standout = "colourfulness" | "sharpness" | "contrast" | "balance";

const hooks: Record<Language, Record<Standout, string>> = {
  pt: {
    colourfulness: "OLHA ISSO!",
    sharpness: "VOCÊ PRECISA VER",
    contrast: "NINGUÉM ESPERAVA",
    balance: "ASSISTA ATÉ O FIM",
  },
  en: {
    colourfulness: "LOOK AT THIS!",
    sharpness: "YOU NEED TO SEE THIS",
    contrast: "NOBODY SAW THIS COMING",
    balance: "WATCH TILL THE END",
  },
};

/** A quality counts as the frame's standout from this level up. */
const standoutFloor = 0.6;

function standoutOf(scores: FrameScores): Standout {
  const ranked = (["colourfulness", "sharpness", "contrast"] as const)
    .map((quality) => ({ quality, value: scores[quality] }))
    .sort((a, b) => b.value - a.value);
  const top = ranked[0]!;
  return top.value >= standoutFloor ? top.quality : "balance";
}

/** Words a thumbnail's text should not end on ("… mais barato do"). */
const danglingWords = new Set(
  "a o as os e ou de do da dos das em no na nos nas um uma para por com sem que the a an and or of to in on at for with from by my your".split(
    " ",
  ),
);

function withoutDanglingEnd(text: string): string {
  const words = text.split(" ");
  while (words.length > 1 && danglingWords.has(words[words.length - 1]!.toLocaleLowerCase())) words.pop();
  return words.join(" ");
}

export function offlineSuggestedText(input: {
  title: string;
  language: Language;
  scores: FrameScores;
}): string {
  const title = input.title.replace(/\s+/g, " ").trim();
  if (title) {
    const short =
      title.length <= suggestedTextMaxLength
        ? title
        : withoutDanglingEnd(cutAtWord(headlineForPlatform(title, "mobile")));
    if (short) return short;
  }
  return hooks[input.language][standoutOf(input.scores)];
}
