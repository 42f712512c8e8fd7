/**
 * The scripted Thumbnail Expert used without an OpenAI key: it asks the 12 questions in order,
 * summarises, and sends the marker only after the creator confirms. No model, no network; the
 * renderer composes the backgrounds itself.
 */
import { offlineBackgrounds } from "~/core/ai/create-background-painter";
import type { ExpertAi } from "~/features/expert/ai-provider";
import { type ExpertMessage } from "~/features/expert/interview/expert-message";
import { type InterviewProgress, interviewProgress } from "~/features/expert/interview/state";
import { GENERATE_MARKER } from "~/features/expert/interview/marker";
import { briefFromProgress } from "~/features/expert/interview/brief-from-conversation";
import { generatingMessage, summaryMessage } from "~/features/expert/interview/summary";
import { interviewCopy } from "~/features/expert/interview/copy";
import {
  type QuestionId,
  interviewQuestions,
  questionIds,
  questionMessage,
  welcomeMessage,
} from "~/features/expert/interview/questions";
import type { BriefLanguage } from "~/core/brief/thumbnail-brief";

function summary(
  progress: InterviewProgress,
  language: BriefLanguage,
  variant: "first" | "updated" | "again",
) {
  return summaryMessage(briefFromProgress(progress, language), language, {
    hasReference: progress.reference !== null,
    variant,
  });
}

/** What the offline expert says after answer `index` ("" after the last one: the summary follows). */
function acknowledgement(index: number, language: BriefLanguage): string {
  const acknowledgements: Partial<Record<QuestionId, string>> =
    interviewCopy(language).offline.acknowledgements;
  const id = questionIds[index];
  return (id && acknowledgements[id]) ?? "";
}

/** The offline expert's next message for the conversation (the marker included when due). */
export function offlineReplyText(messages: readonly ExpertMessage[], language: BriefLanguage): string {
  const progress = interviewProgress(messages);
  const { state, lastEvent } = progress;
  const say = interviewCopy(language).offline;
  const last = messages[messages.length - 1];

  if (!last || last.role !== "user") {
    // Nothing new from the creator: (re)state where we are.
    if (lastEvent.kind === "start") return welcomeMessage(language);
    if (state.stage === "asking") return questionMessage(state.questionIndex, language);
    if (state.stage === "confirming")
      return state.adjusting ? say.whatToChange : summary(progress, language, "first");
    return say.chat;
  }

  switch (lastEvent.kind) {
    case "start":
      return welcomeMessage(language);
    case "answered": {
      if (state.stage !== "asking") return summary(progress, language, "first");
      const index = lastEvent.questionIndex;
      const ack =
        lastEvent.withImage && interviewQuestions[index]?.id === "reference"
          ? say.gotImage
          : acknowledgement(index, language);
      return `${ack} ${questionMessage(state.questionIndex, language)}`.trim();
    }
    case "empty":
      return `${say.empty} ${questionMessage(lastEvent.questionIndex, language)}`;
    case "needImage":
      return say.needImage;
    case "confirmed":
      return `${generatingMessage(language)}\n\n${GENERATE_MARKER}`;
    case "askWhatToChange":
      return say.whatToChange;
    case "revise":
      return `${say.revise} ${interviewQuestions[lastEvent.questionIndex]?.text[language] ?? ""}`.trim();
    case "adjusted":
      return summary(progress, language, "updated");
    case "regenerate":
      return summary(progress, language, "again");
    case "restart":
      return `${say.restart}\n\n${questionMessage(0, language)}`;
    case "chat":
      return say.chat;
  }
}

/** The text cut into words (each with its trailing spaces), so joining the pieces gives it back. */
export function wordChunks(text: string): string[] {
  return text.match(/\S+\s*|\s+/g) ?? [];
}

function pause(milliseconds: number, signal?: AbortSignal) {
  return new Promise<void>((resolve, reject) => {
    const timer = setTimeout(resolve, milliseconds);
    signal?.addEventListener(
      "abort",
      () => {
        clearTimeout(timer);
        reject(signal.reason);
      },
      { once: true },
    );
  });
}

export interface OfflineExpertOptions {
  /** A pause between streamed words, to look like typing in development (default 0). */
  chunkDelayMs?: number;
}

export function createOfflineExpert({ chunkDelayMs = 0 }: OfflineExpertOptions = {}): ExpertAi {
  return {
    name: "offline",
    async *reply(input, signal) {
      const text = offlineReplyText(input.messages, input.language);
      for (const chunk of wordChunks(text)) {
        signal?.throwIfAborted();
        if (chunkDelayMs > 0) await pause(chunkDelayMs, signal);
        yield chunk;
      }
    },
    backgrounds: offlineBackgrounds.backgrounds,
  };
}
