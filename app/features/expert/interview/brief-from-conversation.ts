/**
 * The brief the creator's answers describe (docs/product.md, Thumbnail Expert): answers
 * interpreted (option labels matched in either language), gaps filled from the chosen style, and
 * what the creator asked to avoid applied last.
 */
import type {
  BriefImage,
  BriefLanguage,
  ThumbnailBrief,
  ThumbnailEffect,
  ThumbnailMood,
  ThumbnailPalette,
  ThumbnailStyle,
  TypedChoiceField,
} from "~/core/brief/thumbnail-brief";
import {
  cleanAnswer,
  hasPhrase,
  isNoneAnswer,
  leavesChoiceToExpert,
  matchPlatform,
  noTitlePhrases,
  normalizeText,
  useTitlePhrases,
} from "~/features/expert/interview/answer-matching";
import { highlightField, moodField, styleField } from "~/features/expert/interview/choice-fields";
import { interviewT } from "~/features/expert/interview/copy";
import type { ExpertMessage } from "~/features/expert/interview/expert-message";
import { type QuestionId, questionIds } from "~/features/expert/interview/questions";
import { type InterviewProgress, interviewProgress } from "~/features/expert/interview/state";
import {
  readTypedChoice,
  readTypedEffects,
  readTypedPalette,
} from "~/features/expert/interview/typed-answers";
import { titleFromIdea } from "~/features/expert/interview/video-idea";
import { applyRestrictions } from "~/features/expert/restrictions";

const defaultPaletteFor: Record<ThumbnailStyle, ThumbnailPalette> = {
  bold: "yellow-black",
  minimal: "black-white",
  professional: "blue-orange",
  gamer: "green-neon",
  cinematic: "blue-orange",
  playful: "purple-pink",
};

const defaultEffectsFor: Record<ThumbnailStyle, ThumbnailEffect[]> = {
  bold: ["outline", "shadow"],
  minimal: ["none"],
  professional: ["shadow"],
  gamer: ["glow", "outline"],
  cinematic: ["shadow", "blur"],
  playful: ["outline"],
};

const defaultMoodFor: Record<ThumbnailStyle, ThumbnailMood> = {
  bold: "excitement",
  minimal: "curiosity",
  professional: "trust",
  gamer: "excitement",
  cinematic: "curiosity",
  playful: "excitement",
};

const leadingFillers = new Set(
  [
    "como",
    "eu",
    "o",
    "a",
    "os",
    "as",
    "um",
    "uma",
    "de",
    "do",
    "da",
    "e",
    "que",
    "por",
    "porque",
    "pra",
    "para",
    "meu",
    "minha",
    "esse",
    "essa",
    "este",
    "esta",
    "isso",
    "voce",
    "how",
    "i",
    "the",
    "an",
    "my",
    "this",
    "that",
    "why",
    "what",
    "to",
    "you",
    "your",
    "we",
    "our",
    "and",
    "of",
    "in",
    "em",
    "no",
    "na",
    "com",
    "with",
    "should",
    "can",
    "could",
    "would",
    "will",
    "do",
    "does",
    "did",
    "is",
    "are",
    "was",
  ].map(normalizeText),
);

/**
 * A short, punchy version of the title for the thumbnail (at most 5 words): the title's main
 * clause without its leading filler words.
 */
export function punchyHeadline(title: string, language: BriefLanguage): string {
  const withoutEmoji = title.replace(/\p{Extended_Pictographic}/gu, "").trim();
  const segments = withoutEmoji
    .split(/\s*[|:–—([\]]\s*|\s+-\s+/)
    .map((segment) => segment.trim())
    .filter(Boolean);
  const segment = segments.find((part) => part.split(/\s+/).length >= 2) ?? segments[0] ?? "";
  let words = segment.split(/\s+/).filter(Boolean);
  while (words.length > 1 && leadingFillers.has(normalizeText(words[0] ?? ""))) words = words.slice(1);
  if (words.length > 5) {
    words = words.slice(0, 5);
    while (words.length > 2 && leadingFillers.has(normalizeText(words[words.length - 1] ?? "")))
      words = words.slice(0, -1);
  }
  const headline = words.join(" ").replace(/[.,;:]+$/, "");
  if (!headline) return interviewT(language)("interview.defaults.headline");
  return headline.charAt(0).toLocaleUpperCase(language === "pt" ? "pt-BR" : "en") + headline.slice(1);
}

/** The creator's answers, interpreted (option labels matched in either language, defaults filled). */
export function briefFromProgress(progress: InterviewProgress, language: BriefLanguage): ThumbnailBrief {
  const answer = (id: QuestionId) => cleanAnswer(progress.answers[questionIds.indexOf(id)] ?? "");
  const chosen = (id: QuestionId) => {
    const text = answer(id);
    return text && !leavesChoiceToExpert(text) ? text : "";
  };

  const t = interviewT(language);
  const niche = chosen("niche") || t("interview.defaults.niche");
  const titleAnswer = answer("title");
  const noTitle =
    !titleAnswer ||
    leavesChoiceToExpert(titleAnswer) ||
    hasPhrase(normalizeText(titleAnswer), noTitlePhrases);
  // Without a title, the video's idea typed before the interview is the title (./video-idea.ts).
  const title = noTitle
    ? progress.idea
      ? titleFromIdea(progress.idea, language)
      : t("interview.defaults.title", { niche })
    : titleAnswer;
  const headlineAnswer = answer("headline");
  const headline =
    !headlineAnswer ||
    leavesChoiceToExpert(headlineAnswer) ||
    hasPhrase(normalizeText(headlineAnswer), useTitlePhrases)
      ? punchyHeadline(title, language)
      : headlineAnswer;
  const audience = chosen("audience") || t("interview.defaults.audience");

  // A choice typed in the creator's words keeps them; the id is the preset it clearly names, else
  // the style's default (docs/product.md, Thumbnail Expert).
  const styleReading = readTypedChoice(chosen("style"), styleField);
  const style = styleReading.id ?? "bold";
  const paletteReading = readTypedPalette(chosen("palette"));
  const palette = paletteReading.id ?? defaultPaletteFor[style];
  const effectsReading = readTypedEffects(chosen("effects"));
  const effects = effectsReading.id ?? defaultEffectsFor[style];
  const highlightReading = readTypedChoice(chosen("highlight"), highlightField);
  const highlight = highlightReading.id ?? (progress.reference ? "face" : "arrow");
  const platform = matchPlatform(chosen("platform")) ?? "both";
  const moodReading = readTypedChoice(chosen("mood"), moodField);
  const mood = moodReading.id ?? defaultMoodFor[style];
  const typedEntries = (
    [
      ["style", styleReading.typed],
      ["palette", paletteReading.typed],
      ["effects", effectsReading.typed],
      ["highlight", highlightReading.typed],
      ["mood", moodReading.typed],
    ] as [TypedChoiceField, string | null][]
  ).filter((entry): entry is [TypedChoiceField, string] => Boolean(entry[1]));

  const restrictionAnswer = answer("restrictions");
  const restrictions = [isNoneAnswer(restrictionAnswer) ? "" : restrictionAnswer, ...progress.notes]
    .filter(Boolean)
    .join("; ");

  // What the creator asked to avoid wins over the other choices (the summary shows the result).
  return applyRestrictions({
    language,
    niche,
    title,
    headline,
    audience,
    style,
    palette,
    effects,
    highlight,
    platform,
    mood,
    restrictions,
    ...(typedEntries.length ? { typed: Object.fromEntries(typedEntries) } : {}),
    ...(paletteReading.colors ? { colors: paletteReading.colors } : {}),
  });
}

/** The brief the conversation describes (answer i ↔ question i, adjustments applied). */
export function briefFromConversation(
  messages: readonly ExpertMessage[],
  language: BriefLanguage,
): ThumbnailBrief {
  return briefFromProgress(interviewProgress(messages), language);
}

/** The latest reference image the creator attached in the current interview, if any. */
export function referenceFromConversation(messages: readonly ExpertMessage[]): BriefImage | null {
  return interviewProgress(messages).reference;
}
