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
import { interviewQuestions, questionMessage, welcomeMessage } from "~/features/expert/interview/questions";
import type { BriefLanguage } from "~/core/brief/thumbnail-brief";

const acknowledgements: Record<BriefLanguage, readonly string[]> = {
  pt: [
    "Show!",
    "Anotado!",
    "Boa, texto anotado!",
    "Perfeito, agora sei pra quem estamos falando.",
    "Boa escolha de estilo!",
    "Cores anotadas!",
    "Fechado!",
    "Massa!",
    "Entendi!",
    "Perfeito!",
    "Sem problema!",
  ],
  en: [
    "Great!",
    "Noted!",
    "Nice, got the text!",
    "Perfect, now I know who we're talking to.",
    "Great style choice!",
    "Colours noted!",
    "Got it!",
    "Awesome!",
    "Understood!",
    "Perfect!",
    "No problem!",
  ],
};

const phrases = {
  pt: {
    gotImage: "Recebi sua imagem, vou usar como referência!",
    empty: "Não peguei sua resposta 😅",
    needImage:
      "Não recebi nenhuma imagem ainda. É só anexar pelo botão de clipe 📎 — ou, se preferir, me diz que não tem.",
    whatToChange:
      "Claro! O que você quer ajustar? Escolhe um item abaixo ou me diz direto, tipo “muda o título para …”.",
    revise: "Beleza, vamos mudar isso.",
    restart: "Bora criar uma nova thumbnail! Vou fazer as mesmas 12 perguntas rapidinho.",
    chat: "Fico feliz em ajudar! Se quiser, posso gerar novas variações, ajustar algum detalhe ou criar outra thumbnail do zero.",
  },
  en: {
    gotImage: "Got your image — I'll use it as a reference!",
    empty: "I didn't catch your answer 😅",
    needImage:
      "I haven't received an image yet. Just attach it with the clip button 📎 — or tell me you don't have one.",
    whatToChange:
      "Sure! What would you like to adjust? Pick an item below or tell me directly, like “change the title to …”.",
    revise: "Okay, let's change that.",
    restart: "Let's create a new thumbnail! I'll run through the same 12 questions quickly.",
    chat: "Happy to help! If you like, I can generate new variations, adjust a detail or create another thumbnail from scratch.",
  },
} as const;

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

/** The offline expert's next message for the conversation (the marker included when due). */
export function offlineReplyText(messages: readonly ExpertMessage[], language: BriefLanguage): string {
  const progress = interviewProgress(messages);
  const { state, lastEvent } = progress;
  const say = phrases[language];
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
          : (acknowledgements[language][index] ?? "");
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
