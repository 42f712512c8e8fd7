import { describe, expect, it } from "vitest";
import type { ExpertAi } from "~/features/expert/ai-provider";
import { createExpertAi } from "~/features/expert/create-expert-ai";
import { type ExpertMessage } from "~/features/expert/interview/expert-message";
import { GENERATE_MARKER, hasGenerateMarker, stripGenerateMarker } from "~/features/expert/interview/marker";
import { briefFromConversation } from "~/features/expert/interview/brief-from-conversation";
import { interviewQuestions, questionMessage, welcomeMessage } from "~/features/expert/interview/questions";
import { quickRepliesFor } from "~/features/expert/interview/state";
import { createOfflineExpert, offlineReplyText, wordChunks } from "~/features/expert/offline-ai";
import type { BriefLanguage } from "~/core/brief/thumbnail-brief";

/** A conversation driven through the expert: each user message gets the streamed reply appended. */
function conversation(expert: ExpertAi, language: BriefLanguage) {
  const messages: ExpertMessage[] = [{ role: "assistant", content: welcomeMessage(language) }];
  return {
    messages,
    async say(content: string, referenceImage?: ExpertMessage["referenceImage"]) {
      messages.push({ role: "user", content, referenceImage });
      const chunks: string[] = [];
      for await (const chunk of expert.reply({ messages: [...messages], language })) chunks.push(chunk);
      const reply = chunks.join("");
      messages.push({ role: "assistant", content: reply });
      return { reply, chunks };
    },
  };
}

describe("the offline expert", () => {
  it("runs the whole interview in Portuguese and sends the marker only after the confirmation", async () => {
    const expert = createOfflineExpert();
    expect(expert.name).toBe("offline");
    const chat = conversation(expert, "pt");
    const answers = [
      "Culinária",
      "Bolo de cenoura perfeito em 10 minutos",
      "tanto faz",
      "Iniciantes na cozinha",
      "Divertido / colorido",
      "Roxo e rosa",
      "Brilho / glow",
      "Produto / objeto",
      "Ambos",
      "Empolgação",
      "Não tenho, pode seguir",
      "Nenhuma restrição",
    ];
    for (const [index, answer] of answers.entries()) {
      const { reply, chunks } = await chat.say(answer);
      expect(hasGenerateMarker(reply)).toBe(false);
      if (index < answers.length - 1) {
        expect(reply).toContain(questionMessage(index + 1, "pt"));
        expect(chunks.length).toBeGreaterThan(3);
      } else {
        expect(reply).toMatch(/Confira o resumo/);
        expect(reply).toContain("• Título do vídeo: Bolo de cenoura perfeito em 10 minutos");
        expect(reply).toContain("• Texto da thumbnail: Bolo de cenoura perfeito\n");
        expect(reply).toContain("• Estilo: Divertido / colorido");
        expect(reply).toContain("• Imagem de referência: Não");
        expect(reply).toMatch(/Posso gerar as 3 variações da sua thumbnail\?$/);
      }
    }
    expect(quickRepliesFor(chat.messages, "pt")).toEqual(["Sim, gerar as thumbnails!", "Quero ajustar algo"]);

    // Adjust: what? → the colours → the colour question again → the updated summary.
    const what = await chat.say("Quero ajustar algo");
    expect(what.reply).toMatch(/O que você quer ajustar/);
    expect(hasGenerateMarker(what.reply)).toBe(false);
    const colours = await chat.say("Cores");
    expect(colours.reply).toContain(interviewQuestions[5]!.text.pt);
    const updated = await chat.say("Azul e laranja");
    expect(updated.reply).toMatch(/Ajuste feito/);
    expect(updated.reply).toContain("• Cores: Azul e laranja");
    expect(hasGenerateMarker(updated.reply)).toBe(false);

    const yes = await chat.say("Sim, gerar as thumbnails!");
    expect(hasGenerateMarker(yes.reply)).toBe(true);
    expect(yes.chunks).toContain(GENERATE_MARKER);
    expect(stripGenerateMarker(yes.reply)).toMatch(/Gerando as 3 variações/);
    expect(briefFromConversation(chat.messages, "pt")).toMatchObject({
      niche: "Culinária",
      style: "playful",
      palette: "blue-orange",
      effects: ["glow"],
      highlight: "product",
      platform: "both",
      mood: "excitement",
    });

    // After the generation: new variations → the summary again → a yes → the marker again.
    expect(quickRepliesFor(chat.messages, "pt")).toContain("Gerar novas variações");
    const again = await chat.say("Gerar novas variações");
    expect(again.reply).toMatch(/novas variações/);
    expect(hasGenerateMarker(again.reply)).toBe(false);
    expect(hasGenerateMarker((await chat.say("pode gerar")).reply)).toBe(true);
  });

  it("runs the interview in English, asks again after an empty answer, and takes a reference picture", async () => {
    const chat = conversation(createOfflineExpert(), "en");
    expect((await chat.say("Gaming")).reply).toContain(questionMessage(1, "en"));
    const empty = await chat.say("  ");
    expect(empty.reply).toMatch(/didn't catch/);
    expect(empty.reply).toContain(questionMessage(1, "en"));
    for (const answer of ["I beat the hardest game ever", "YOU WON'T BELIEVE IT", "Teens", "Gamer / neon"])
      await chat.say(answer);
    for (const answer of ["Neon green", "Glow", "A face with an expression", "Mobile", "Surprise / shock"])
      await chat.say(answer);
    const needImage = await chat.say("yes");
    expect(needImage.reply).toMatch(/haven't received an image/);
    const picture = { mime: "image/jpeg" as const, bytes: new Uint8Array([0xff, 0xd8, 0xff]) };
    const received = await chat.say("", picture);
    expect(received.reply).toMatch(/Got your image/);
    expect(received.reply).toContain(questionMessage(11, "en"));
    const summary = await chat.say("No faces of other people");
    expect(summary.reply).toContain("• Reference image: Yes, attached");
    expect(summary.reply).toContain("• Restrictions: No faces of other people");
    expect(hasGenerateMarker(summary.reply)).toBe(false);

    const adjusted = await chat.say("Change the title to “I beat it blindfolded”");
    expect(adjusted.reply).toContain("• Video title: I beat it blindfolded");
    const notYet = await chat.say("not yet");
    expect(notYet.reply).toMatch(/What would you like to adjust/);
    expect(hasGenerateMarker(notYet.reply)).toBe(false);
    expect(hasGenerateMarker((await chat.say("Yes, generate the thumbnails!")).reply)).toBe(true);
  });

  it("streams words that join back into the reply, has no backgrounds, and is chosen without a key", async () => {
    expect(wordChunks("Olá!  Tudo bem?\n\nSim")).toEqual(["Olá!  ", "Tudo ", "bem?\n\n", "Sim"]);
    expect(offlineReplyText([], "pt")).toBe(welcomeMessage("pt"));
    const expert = createExpertAi({ OPENAI_API_KEY: "  " });
    expect(expert.name).toBe("offline");
    expect(
      await expert.backgrounds({ brief: briefFromConversation([], "pt"), count: 3, seed: "s" }),
    ).toBeNull();
    expect(createExpertAi({ OPENAI_API_KEY: "sk-test" }).name).toBe("openai");

    const controller = new AbortController();
    controller.abort();
    const stream = createOfflineExpert().reply({ messages: [], language: "en" }, controller.signal);
    await expect(async () => {
      for await (const _chunk of stream) void _chunk;
    }).rejects.toThrow();
  });
});
