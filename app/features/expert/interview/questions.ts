/**
 * The Thumbnail Expert's script (docs/product.md, Thumbnail Expert): twelve strategic questions in
 * a fixed order, shared by the offline interviewer and the OpenAI system prompt, and the quick
 * replies offered at each step. The words live in the i18n resources (`interview`).
 */
import { briefChoices } from "~/core/i18n/brief-labels";
import { type BriefChoiceField, type BriefLanguage, briefLanguages } from "~/core/brief/thumbnail-brief";
import { interviewCopy, interviewT } from "~/features/expert/interview/copy";
import { cleanIdea, ideaLines } from "~/features/expert/interview/video-idea";

type Localized = Record<BriefLanguage, string>;
type LocalizedList = Record<BriefLanguage, readonly string[]>;

export const questionIds = [
  "niche",
  "title",
  "headline",
  "audience",
  "style",
  "palette",
  "effects",
  "highlight",
  "platform",
  "mood",
  "reference",
  "restrictions",
] as const;
export type QuestionId = (typeof questionIds)[number];

export interface InterviewQuestion {
  id: QuestionId;
  /** The question as the expert asks it. */
  text: Localized;
  /** The item's name in the summary (and the quick reply that picks it for an adjustment). */
  label: Localized;
  /** Suggested answers shown as buttons under the question. */
  quickReplies: LocalizedList;
}

/** Both languages of one entry of the resources. */
function localized<T>(read: (language: BriefLanguage) => T): Record<BriefLanguage, T> {
  return Object.fromEntries(briefLanguages.map((language) => [language, read(language)])) as Record<
    BriefLanguage,
    T
  >;
}

/** The choice questions offer the brief's options (core/brief), all but the platform plus "You choose". */
const isChoice = (id: QuestionId): id is BriefChoiceField => id in briefChoices;

function repliesFor(id: QuestionId, language: BriefLanguage): readonly string[] {
  if (isChoice(id))
    return [
      ...briefChoices[id].map((option) => option[language]),
      ...(id === "platform" ? [] : [interviewCopy(language).youChoose]),
    ];
  const entry = interviewCopy(language).questions[id];
  return "replies" in entry ? Object.values<string>(entry.replies) : [];
}

export const interviewQuestions: readonly InterviewQuestion[] = questionIds.map((id) => ({
  id,
  text: localized((language) => interviewCopy(language).questions[id].text),
  label: localized((language) => interviewCopy(language).questions[id].label),
  quickReplies: localized((language) => repliesFor(id, language)),
}));

export const QUESTION_COUNT = interviewQuestions.length;

export function question(index: number): InterviewQuestion {
  const found = interviewQuestions[index];
  if (!found) throw new RangeError(`No interview question ${index}`);
  return found;
}

/** "Pergunta 5 de 12: …" — how a question is asked in the conversation. */
export function questionMessage(index: number, language: BriefLanguage): string {
  return interviewT(language)("interview.questionOf", {
    number: index + 1,
    count: QUESTION_COUNT,
    question: question(index).text[language],
  });
}

/**
 * The first message of every conversation: the 12 questions, the summary, then question 1. The
 * video's idea, when the creator typed one before (./video-idea.ts), is noted before question 1.
 */
export function welcomeMessage(language: BriefLanguage, idea?: string | null): string {
  const cleaned = cleanIdea(idea);
  const noted = cleaned ? `${ideaLines(cleaned, language)}\n\n` : "";
  return `${interviewCopy(language).welcome}\n\n${noted}${questionMessage(0, language)}`;
}

export const confirmationReplies: LocalizedList = localized((language) =>
  Object.values(interviewCopy(language).confirmationReplies),
);

export const afterGenerationReplies: LocalizedList = localized((language) =>
  Object.values(interviewCopy(language).afterGenerationReplies),
);

/** The items the creator can pick when asked what to change (question labels, in script order). */
export const adjustableQuestionIndexes = [1, 2, 0, 3, 4, 5, 6, 7, 8, 9, 10, 11] as const;

export function adjustmentReplies(language: BriefLanguage): string[] {
  return adjustableQuestionIndexes.map((index) => question(index).label[language]);
}
