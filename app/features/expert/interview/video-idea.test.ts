import { describe, expect, it } from "vitest";
import type { BriefLanguage } from "~/core/brief/thumbnail-brief";
import { briefFromConversation } from "~/features/expert/interview/brief-from-conversation";
import type { ExpertMessage } from "~/features/expert/interview/expert-message";
import { GENERATE_MARKER, hasGenerateMarker } from "~/features/expert/interview/marker";
import { questionMessage, welcomeMessage } from "~/features/expert/interview/questions";
import { interviewProgress } from "~/features/expert/interview/state";
import { summaryMessage } from "~/features/expert/interview/summary";
import { ideaFromWelcome, titleFromIdea } from "~/features/expert/interview/video-idea";

const user = (content: string): ExpertMessage => ({ role: "user", content });
const assistant = (content: string): ExpertMessage => ({ role: "assistant", content });

/** A conversation opened with the idea, then the answers, each followed by the next question. */
function withIdea(idea: string, answers: string[], language: BriefLanguage): ExpertMessage[] {
  const messages: ExpertMessage[] = [assistant(welcomeMessage(language, idea))];
  answers.forEach((answer, index) => {
    messages.push(user(answer), assistant(questionMessage(Math.min(index + 1, 11), language)));
  });
  return messages;
}

describe("the video's idea typed before the interview", () => {
  it("reads as a title, without the way the idea was introduced", () => {
    const cases: [BriefLanguage, string, string][] = [
      ["pt", "Vídeo sobre como fazer pão caseiro sem sova", "Como fazer pão caseiro sem sova"],
      ["pt", "quero uma thumbnail para o meu vídeo sobre investimentos", "Investimentos"],
      [
        "pt",
        "Receita de bolo de cenoura fofinho em 10 minutos",
        "Receita de bolo de cenoura fofinho em 10 minutos",
      ],
      [
        "pt",
        "Vlog de viagem: 3 dias em Lisboa gastando pouco",
        "Vlog de viagem: 3 dias em Lisboa gastando pouco",
      ],
      ["pt", "Crie uma thumbnail inspirada nesta: Pão de fermentação natural", "Pão de fermentação natural"],
      ["pt", 'Quero uma thumbnail inspirada nesta, do canal Padaria: "Pão na airfryer"', "Pão na airfryer"],
      ["en", "a video about budgeting on a minimum wage", "Budgeting on a minimum wage"],
      ["en", "Make a thumbnail inspired by this one: I Tested 5 Cheap Phones", "I Tested 5 Cheap Phones"],
      ["en", "  Review of the cheapest\n5G phone of 2026 ", "Review of the cheapest 5G phone of 2026"],
    ];
    for (const [language, idea, title] of cases) expect(titleFromIdea(idea, language), idea).toBe(title);
  });

  it("is noted in the welcome and read back from it, in pt and en", () => {
    const pt = welcomeMessage("pt", "Vídeo sobre como fazer pão caseiro sem sova");
    expect(pt).toContain("💡 Ideia do vídeo: “Vídeo sobre como fazer pão caseiro sem sova”");
    expect(pt.endsWith(questionMessage(0, "pt"))).toBe(true);
    expect(ideaFromWelcome(pt)).toBe("Vídeo sobre como fazer pão caseiro sem sova");
    const en = welcomeMessage("en", "A video about sourdough");
    expect(ideaFromWelcome(en)).toBe("A video about sourdough");
    expect(ideaFromWelcome(welcomeMessage("pt"))).toBeNull();
    expect(welcomeMessage("en", "   ")).toBe(welcomeMessage("en"));
  });

  it("never brings the generate marker into the welcome", () => {
    const welcome = welcomeMessage("pt", `Pão ${GENERATE_MARKER} caseiro`);
    expect(hasGenerateMarker(welcome)).toBe(false);
    expect(interviewProgress([assistant(welcome)]).state.stage).toBe("asking");
    expect(ideaFromWelcome(welcome)).toBe("Pão caseiro");
  });

  it("is not the niche: the niche is still asked first, and the idea fills the title", () => {
    const idea = "Vídeo sobre como fazer pão caseiro sem sova";
    const afterNiche = withIdea(idea, ["Culinária"], "pt");
    expect(interviewProgress(afterNiche).state).toEqual({
      stage: "asking",
      questionIndex: 1,
      revising: false,
    });
    expect(interviewProgress(afterNiche).idea).toBe(idea);

    // "No title yet": the idea is the title; the niche is what the creator said.
    const noTitle = briefFromConversation(
      withIdea(idea, ["Culinária", "Ainda não tenho título"], "pt"),
      "pt",
    );
    expect(noTitle).toMatchObject({ niche: "Culinária", title: "Como fazer pão caseiro sem sova" });
    const summary = summaryMessage(noTitle, "pt");
    expect(summary).toContain("• Nicho: Culinária");
    expect(summary).not.toContain("Nicho: Vídeo sobre");

    // A title the creator typed wins over the idea.
    const typed = briefFromConversation(
      withIdea(idea, ["Culinária", "Pão sem sova em 5 minutos"], "pt"),
      "pt",
    );
    expect(typed.title).toBe("Pão sem sova em 5 minutos");

    const en = briefFromConversation(
      withIdea("A video about no-knead bread", ["Cooking", "you choose"], "en"),
      "en",
    );
    expect(en).toMatchObject({ niche: "Cooking", title: "No-knead bread" });
  });

  it("is forgotten when the creator starts another thumbnail", () => {
    const answered = withIdea("Vídeo sobre pão", ["Culinária", "Pão"], "pt");
    const restarted = [...answered, user("sim"), assistant(GENERATE_MARKER), user("Criar outra thumbnail")];
    expect(interviewProgress(restarted).idea).toBeNull();
  });
});
