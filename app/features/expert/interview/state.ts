/**
 * Following the conversation (docs/product.md, Thumbnail Expert): the interview's state is
 * never stored, it is replayed from the messages — where the interview is, the answers so far
 * with adjustments applied, and which quick replies to offer next.
 */
import type { BriefImage, BriefLanguage } from "~/core/brief/thumbnail-brief";
import { cleanAnswer, isNegativeReference, normalizeText } from "~/features/expert/interview/answer-matching";
import type { ExpertMessage } from "~/features/expert/interview/expert-message";
import {
  isConfirmation,
  readAdjustment,
  regeneratePattern,
  restartPattern,
} from "~/features/expert/interview/intentions";
import { hasGenerateMarker } from "~/features/expert/interview/marker";
import { ideaFromWelcome } from "~/features/expert/interview/video-idea";
import {
  QUESTION_COUNT,
  adjustmentReplies,
  afterGenerationReplies,
  confirmationReplies,
  interviewQuestions,
  question,
  questionIds,
} from "~/features/expert/interview/questions";

export type InterviewState =
  /** Waiting for the answer to question `questionIndex` (again, when `revising` after the summary). */
  | { stage: "asking"; questionIndex: number; revising: boolean }
  /** The summary is shown and awaits a yes (or, when `adjusting`, the creator says what to change). */
  | { stage: "confirming"; adjusting: boolean }
  /** The last assistant reply carried the marker: the thumbnails are being (or were) generated. */
  | { stage: "generated" };

/** What the creator's last message did, for the reply that follows it. */
export type InterviewEvent =
  | { kind: "start" }
  | { kind: "answered"; questionIndex: number; withImage: boolean }
  | { kind: "empty"; questionIndex: number }
  | { kind: "needImage" }
  | { kind: "confirmed" }
  | { kind: "askWhatToChange" }
  | { kind: "revise"; questionIndex: number }
  | { kind: "adjusted"; questionIndex: number | null }
  | { kind: "regenerate" }
  | { kind: "restart" }
  | { kind: "chat" };

export interface InterviewProgress {
  state: InterviewState;
  /** The answers to questions 1–12 (null while unanswered), adjustments applied. */
  answers: (string | null)[];
  /** Requests after the summary that named no field; they join the restrictions. */
  notes: string[];
  /** The creator's latest reference image in this interview. */
  reference: BriefImage | null;
  /** What the last user message did (`start` when there is none). */
  lastEvent: InterviewEvent;
  /** How many times the marker has been sent in this conversation. */
  generations: number;
  /** The video's idea the conversation began with (./video-idea.ts), until a restart. */
  idea: string | null;
}

/**
 * Replays the conversation: the user's messages are answers in order (an empty one is asked
 * again), the twelfth leads to the summary, and an assistant message with the marker marks a
 * generation. After the summary or a generation, messages confirm, adjust or start over.
 */
export function interviewProgress(messages: readonly ExpertMessage[]): InterviewProgress {
  let state: InterviewState = { stage: "asking", questionIndex: 0, revising: false };
  let answers: (string | null)[] = interviewQuestions.map(() => null);
  let notes: string[] = [];
  let reference: BriefImage | null = null;
  let lastEvent: InterviewEvent = { kind: "start" };
  let generations = 0;
  let idea: string | null = null;
  let heardFromCreator = false;

  const applyAdjustment = (text: string, fromGenerated: boolean): InterviewEvent => {
    const adjustment = readAdjustment(text);
    switch (adjustment.kind) {
      case "set":
        for (const value of adjustment.values) answers[value.index] = value.text;
        state = { stage: "confirming", adjusting: false };
        return { kind: "adjusted", questionIndex: adjustment.values[0]?.index ?? null };
      case "field":
        state = { stage: "asking", questionIndex: adjustment.index, revising: true };
        return { kind: "revise", questionIndex: adjustment.index };
      case "request":
        state = { stage: "confirming", adjusting: true };
        return { kind: "askWhatToChange" };
      case "none":
        if (fromGenerated) return { kind: "chat" };
        notes = [...notes, cleanAnswer(text)];
        state = { stage: "confirming", adjusting: false };
        return { kind: "adjusted", questionIndex: null };
    }
  };

  for (const message of messages) {
    if (message.role === "assistant") {
      // The welcome, before the creator's first message, may carry the video's idea.
      if (!heardFromCreator && idea === null) idea = ideaFromWelcome(message.content);
      if (hasGenerateMarker(message.content)) {
        state = { stage: "generated" };
        generations += 1;
      }
      continue;
    }
    heardFromCreator = true;
    const text = message.content.trim();
    const image = message.referenceImage ?? null;
    if (image) reference = image;

    if (state.stage === "asking") {
      const index: number = state.questionIndex;
      const isReference = questionIds[index] === "reference";
      if (isReference && !image && !text) {
        lastEvent = { kind: "empty", questionIndex: index };
        continue;
      }
      if (!text && !(isReference && image)) {
        lastEvent = { kind: "empty", questionIndex: index };
        continue;
      }
      if (isReference && !image && isConfirmation(text) && !isNegativeReference(text)) {
        lastEvent = { kind: "needImage" };
        continue;
      }
      if (isReference && !image && isNegativeReference(text)) reference = null;
      answers[index] = text || (image ? "(image)" : "");
      if (state.revising) {
        state = { stage: "confirming", adjusting: false };
        lastEvent = { kind: "adjusted", questionIndex: index };
      } else {
        const next: number = index + 1;
        state =
          next >= QUESTION_COUNT
            ? { stage: "confirming", adjusting: false }
            : { stage: "asking", questionIndex: next, revising: false };
        lastEvent = { kind: "answered", questionIndex: index, withImage: Boolean(image) };
      }
      continue;
    }

    if (image) {
      // A new picture after the summary replaces the reference.
      answers[questionIds.indexOf("reference")] = text || "(image)";
      state = { stage: "confirming", adjusting: false };
      lastEvent = { kind: "adjusted", questionIndex: questionIds.indexOf("reference") };
      continue;
    }

    if (state.stage === "generated") {
      const normalized = normalizeText(text);
      if (restartPattern.test(normalized)) {
        answers = interviewQuestions.map(() => null);
        notes = [];
        reference = null;
        idea = null;
        state = { stage: "asking", questionIndex: 0, revising: false };
        lastEvent = { kind: "restart" };
      } else if (regeneratePattern.test(normalized) || isConfirmation(text)) {
        state = { stage: "confirming", adjusting: false };
        lastEvent = { kind: "regenerate" };
      } else {
        lastEvent = applyAdjustment(text, true);
      }
      continue;
    }

    // Confirming (a yes while asked what to change means "never mind, generate").
    if (isConfirmation(text)) {
      lastEvent = { kind: "confirmed" };
      continue;
    }
    lastEvent = applyAdjustment(text, false);
  }

  return { state, answers, notes, reference, lastEvent, generations, idea };
}

/** Where the interview stands, from the conversation alone. */
export function interviewState(messages: readonly ExpertMessage[]): InterviewState {
  return interviewProgress(messages).state;
}

/** The quick-reply buttons for the conversation's current step. */
export function quickRepliesFor(messages: readonly ExpertMessage[], language: BriefLanguage): string[] {
  return quickRepliesForState(interviewProgress(messages).state, language);
}

/** The quick-reply buttons for a step already worked out (the conversation is replayed once). */
export function quickRepliesForState(state: InterviewState, language: BriefLanguage): string[] {
  switch (state.stage) {
    case "asking":
      return [...question(state.questionIndex).quickReplies[language]];
    case "confirming":
      return state.adjusting ? adjustmentReplies(language) : [...confirmationReplies[language]];
    case "generated":
      return [...afterGenerationReplies[language]];
  }
}

/** Whether a message is one of the quick replies (in either language). */
export function isQuickReply(text: string): boolean {
  const normalized = normalizeText(text);
  if (!normalized) return false;
  const all = [
    ...interviewQuestions.flatMap((entry) => [...entry.quickReplies.pt, ...entry.quickReplies.en]),
    ...confirmationReplies.pt,
    ...confirmationReplies.en,
    ...afterGenerationReplies.pt,
    ...afterGenerationReplies.en,
    ...adjustmentReplies("pt"),
    ...adjustmentReplies("en"),
  ];
  return all.some((reply) => normalizeText(reply) === normalized);
}
