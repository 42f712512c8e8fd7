import { describe, expect, it } from "vitest";
import { briefChoices } from "~/core/i18n/brief-labels";
import { type ExpertMessage } from "~/features/expert/interview/expert-message";
import { GENERATE_MARKER, hasGenerateMarker, stripGenerateMarker } from "~/features/expert/interview/marker";
import {
  QUESTION_COUNT,
  interviewQuestions,
  questionMessage,
  welcomeMessage,
} from "~/features/expert/interview/questions";
import {
  briefFromConversation,
  punchyHeadline,
  referenceFromConversation,
} from "~/features/expert/interview/brief-from-conversation";
import { conversationTitle } from "~/features/expert/interview/conversation-title";
import {
  interviewProgress,
  interviewState,
  isQuickReply,
  quickRepliesFor,
} from "~/features/expert/interview/state";
import { isConfirmation } from "~/features/expert/interview/intentions";
import { summaryMessage } from "~/features/expert/interview/summary";
import { type BriefLanguage } from "~/core/brief/thumbnail-brief";

const png = { mime: "image/png" as const, bytes: new Uint8Array([0x89, 0x50, 0x4e, 0x47]) };

/** The welcome, then each answer followed by the next question (or the summary after the 12th). */
function interview(answers: (string | ExpertMessage)[], language: BriefLanguage = "pt"): ExpertMessage[] {
  const messages: ExpertMessage[] = [{ role: "assistant", content: welcomeMessage(language) }];
  answers.forEach((answer, index) => {
    messages.push(typeof answer === "string" ? { role: "user", content: answer } : answer);
    messages.push({
      role: "assistant",
      content: index + 1 < QUESTION_COUNT ? questionMessage(index + 1, language) : "(resumo)",
    });
  });
  return messages;
}

const user = (content: string): ExpertMessage => ({ role: "user", content });
const assistant = (content: string): ExpertMessage => ({ role: "assistant", content });

const ptAnswers = [
  "Finanças pessoais",
  "Como eu juntei R$10.000 em 6 meses ganhando pouco",
  "Você escolhe pra mim",
  "Jovens de 18 a 25 anos começando a investir",
  "IMPACTANTE (estilo mrbeast)",
  "amarelo e preto",
  "Contorno forte no texto e sombra profunda",
  "Rosto com expressão",
  "Mobile",
  "curiosidade",
  "Não tenho, pode seguir",
  "Sem palavrão",
];

describe("the interview script", () => {
  it("has 12 questions in order, each in pt and en with as many quick-reply sets in both languages", () => {
    expect(interviewQuestions.map((question) => question.id)).toEqual([
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
    ]);
    expect(QUESTION_COUNT).toBe(12);
    const ptSets = interviewQuestions.filter((question) => question.quickReplies.pt.length > 0);
    const enSets = interviewQuestions.filter((question) => question.quickReplies.en.length > 0);
    expect(ptSets).toHaveLength(12);
    expect(enSets).toHaveLength(12);
    for (const question of interviewQuestions) {
      expect(question.text.pt).not.toBe(question.text.en);
      expect(question.quickReplies.pt).toHaveLength(question.quickReplies.en.length);
    }
  });

  it("offers every option of the shared lists, by its label, for the visual questions", () => {
    const lists = {
      style: briefChoices.style,
      palette: briefChoices.palette,
      effects: briefChoices.effects,
      highlight: briefChoices.highlight,
      platform: briefChoices.platform,
      mood: briefChoices.mood,
    };
    for (const [id, options] of Object.entries(lists)) {
      const question = interviewQuestions.find((entry) => entry.id === id)!;
      for (const option of options) {
        expect(question.quickReplies.pt).toContain(option.pt);
        expect(question.quickReplies.en).toContain(option.en);
      }
    }
    expect(interviewQuestions[8]!.quickReplies.en).toEqual(["Mobile", "Desktop", "Both"]);
  });

  it("welcomes with the 12 strategic questions, the summary and confirmation, then asks question 1", () => {
    const pt = welcomeMessage("pt");
    expect(pt).toMatch(/12 perguntas estratégicas/);
    expect(pt).toMatch(/resumo/);
    expect(pt).toMatch(/confirmar/);
    expect(pt).toContain(`Pergunta 1 de 12: ${interviewQuestions[0]!.text.pt}`);
    const en = welcomeMessage("en");
    expect(en).toMatch(/12 strategic questions/);
    expect(en).toMatch(/summary/);
    expect(en).toContain(`Question 1 of 12: ${interviewQuestions[0]!.text.en}`);
    expect(questionMessage(10, "en")).toMatch(/clip button/);
  });
});

describe("the generation marker", () => {
  it("is detected and hidden from display, also while it is still arriving", () => {
    const reply = `Gerando as 3 variações!\n\n${GENERATE_MARKER}`;
    expect(hasGenerateMarker(reply)).toBe(true);
    expect(hasGenerateMarker("Posso gerar?")).toBe(false);
    expect(stripGenerateMarker(reply)).toBe("Gerando as 3 variações!");
    expect(stripGenerateMarker(`Antes ${GENERATE_MARKER} depois`)).toBe("Antes  depois");
    expect(stripGenerateMarker("Gerando!\n\n[GENERATE_THUMB")).toBe("Gerando!");
    expect(stripGenerateMarker("Opções [1]")).toBe("Opções [1]");
    expect(hasGenerateMarker("ok [generate_thumbnails]")).toBe(true);
  });
});

describe("the interview's state", () => {
  it("counts answers, asks again after an empty one, then confirms, generates and offers more", () => {
    expect(interviewState([])).toEqual({ stage: "asking", questionIndex: 0, revising: false });
    expect(interviewState(interview(["Games"]))).toEqual({
      stage: "asking",
      questionIndex: 1,
      revising: false,
    });
    expect(interviewState(interview(["Games", "   "]))).toEqual({
      stage: "asking",
      questionIndex: 1,
      revising: false,
    });
    const answered = interview(ptAnswers);
    expect(interviewState(answered)).toEqual({ stage: "confirming", adjusting: false });
    expect(quickRepliesFor(answered, "pt")).toEqual(["Sim, gerar as thumbnails!", "Quero ajustar algo"]);

    // A yes without the marker in reply keeps the confirmation; the marker marks the generation.
    const confirmed = [...answered, user("Sim, gerar as thumbnails!")];
    expect(interviewProgress(confirmed).lastEvent).toEqual({ kind: "confirmed" });
    const generated = [...confirmed, assistant(`Gerando!\n\n${GENERATE_MARKER}`)];
    expect(interviewState(generated)).toEqual({ stage: "generated" });
    expect(quickRepliesFor(generated, "pt")).toContain("Gerar novas variações");

    // "Generate again" goes back to the confirmation; a second yes generates again.
    const again = [...generated, user("Gerar novas variações"), assistant("(resumo)")];
    expect(interviewState(again)).toEqual({ stage: "confirming", adjusting: false });
    const twice = [...again, user("pode gerar"), assistant(GENERATE_MARKER)];
    expect(interviewProgress(twice)).toMatchObject({ state: { stage: "generated" }, generations: 2 });

    // A new thumbnail starts the questions over.
    const restarted = [...twice, user("Criar outra thumbnail")];
    expect(interviewState(restarted)).toEqual({ stage: "asking", questionIndex: 0, revising: false });
    expect(briefFromConversation(restarted, "pt").niche).toBe("Geral");
  });

  it("shows the current question's quick replies in the conversation's language", () => {
    expect(quickRepliesFor([], "pt")).toEqual(interviewQuestions[0]!.quickReplies.pt);
    expect(quickRepliesFor(interview(ptAnswers.slice(0, 4), "en"), "en")).toContain("Bold (MrBeast style)");
    expect(quickRepliesFor(interview(ptAnswers.slice(0, 8)), "pt")).toEqual(["Mobile", "Desktop", "Ambos"]);
    expect(quickRepliesFor(interview(ptAnswers.slice(0, 11)), "en")).toContain("No restrictions");
  });

  it("waits for the picture when the creator says yes to the reference question without attaching", () => {
    const yes = interview([...ptAnswers.slice(0, 10), "sim, tenho"]);
    expect(interviewState(yes)).toEqual({ stage: "asking", questionIndex: 10, revising: false });
    expect(interviewProgress(yes).lastEvent).toEqual({ kind: "needImage" });
    const attached = interview([
      ...ptAnswers.slice(0, 10),
      { role: "user", content: "", referenceImage: png },
    ]);
    expect(interviewState(attached)).toEqual({ stage: "asking", questionIndex: 11, revising: false });
    expect(referenceFromConversation(attached)).toBe(png);
  });

  it("recognises a plain yes but not a yes with a change", () => {
    for (const yes of [
      "Sim",
      "sim!",
      "OK",
      "pode gerar",
      "Yes, generate the thumbnails!",
      "perfeito",
      "bora",
      "Gerar",
    ])
      expect(isConfirmation(yes), yes).toBe(true);
    for (const no of [
      "Sim, mas muda o título",
      "não",
      "Quero ajustar algo",
      "yes but change the colours",
      "",
    ])
      expect(isConfirmation(no), no).toBe(false);
  });
});

describe("the brief from the conversation", () => {
  it("maps answers to fields by order and labels to ids, whatever the case, accents or language", () => {
    const brief = briefFromConversation(interview(ptAnswers), "pt");
    expect(brief).toEqual({
      language: "pt",
      niche: "Finanças pessoais",
      title: "Como eu juntei R$10.000 em 6 meses ganhando pouco",
      headline: "Juntei R$10.000 em 6 meses",
      audience: "Jovens de 18 a 25 anos começando a investir",
      style: "bold",
      palette: "yellow-black",
      effects: ["outline", "shadow"],
      highlight: "face",
      platform: "mobile",
      mood: "curiosity",
      restrictions: "Sem palavrão",
    });

    const mixed = briefFromConversation(
      interview([
        "Tech",
        "I Tested 5 Cheap Phones",
        "“NOT WORTH IT?”",
        "Students",
        "cinematografico",
        "AZUL E LARANJA",
        "glow, blurred background",
        "a big NUMBER",
        "both",
        "SURPRESA / CHOQUE",
        "no",
        "No restrictions",
      ]),
      "en",
    );
    expect(mixed).toMatchObject({
      headline: "NOT WORTH IT?",
      style: "cinematic",
      palette: "blue-orange",
      effects: ["glow", "blur"],
      highlight: "number",
      platform: "both",
      mood: "surprise",
      restrictions: "",
    });
  });

  it("fills sensible defaults when the creator leaves a choice to the expert", () => {
    const brief = briefFromConversation(
      interview([
        "Games",
        "Zerei o jogo mais difícil do mundo",
        "tanto faz",
        "você escolhe",
        "Gamer / neon",
        "Você escolhe",
        "você escolhe",
        "tanto faz",
        "sei lá",
        "Você escolhe",
        "não",
        "nenhuma",
      ]),
      "pt",
    );
    expect(brief).toMatchObject({
      headline: "Zerei o jogo mais difícil",
      audience: "Público geral",
      style: "gamer",
      palette: "green-neon",
      effects: ["glow", "outline"],
      highlight: "arrow",
      platform: "both",
      mood: "excitement",
      restrictions: "",
    });
    expect(briefFromConversation(interview(["Games", "Zerei", "Use o título do vídeo"]), "pt").headline).toBe(
      "Zerei",
    );
    expect(briefFromConversation(interview(["Cooking", "I don't have a title yet"]), "en").title).toBe(
      "All about Cooking",
    );
  });

  it("applies an adjustment that names a field, asks again for a field named alone, and notes the rest", () => {
    const answered = interview(ptAnswers);

    const colours = [...answered, user("Muda as cores para azul e laranja")];
    expect(interviewState(colours)).toEqual({ stage: "confirming", adjusting: false });
    expect(briefFromConversation(colours, "pt").palette).toBe("blue-orange");

    const title = [...answered, user('Troca o título para "Meu primeiro salário investido"')];
    expect(briefFromConversation(title, "pt").title).toBe("Meu primeiro salário investido");

    const niche = [...answered, user("o nicho é investimentos")];
    expect(briefFromConversation(niche, "pt").niche).toBe("investimentos");

    const headline = [...answered, user("muda o texto da thumbnail para NÃO FAÇA ISSO!")];
    expect(briefFromConversation(headline, "pt").headline).toBe("NÃO FAÇA ISSO!");

    const twoFields = [...answered, user("quero o estilo gamer e as cores verde neon")];
    expect(briefFromConversation(twoFields, "pt")).toMatchObject({ style: "gamer", palette: "green-neon" });

    const label = [...answered, user("Sem efeitos")];
    expect(briefFromConversation(label, "pt").effects).toEqual(["none"]);

    // "Quero ajustar algo" → what? → "Estilo" → the style question again → the answer replaces it.
    const ask = [...answered, user("Quero ajustar algo"), assistant("O que você quer ajustar?")];
    expect(interviewState(ask)).toEqual({ stage: "confirming", adjusting: true });
    expect(quickRepliesFor(ask, "pt")).toContain("Estilo");
    const field = [...ask, user("Estilo"), assistant("Qual estilo?")];
    expect(interviewState(field)).toEqual({ stage: "asking", questionIndex: 4, revising: true });
    expect(quickRepliesFor(field, "pt")).toContain("Minimalista");
    const revised = [...field, user("Minimalista"), assistant("(resumo)")];
    expect(interviewState(revised)).toEqual({ stage: "confirming", adjusting: false });
    expect(briefFromConversation(revised, "pt").style).toBe("minimal");

    // Nothing recognisable: it joins the restrictions.
    const note = [...answered, user("deixa com mais energia")];
    expect(briefFromConversation(note, "pt").restrictions).toBe("Sem palavrão; deixa com mais energia");
    const avoid = [...answered, user("não use vermelho")];
    expect(briefFromConversation(avoid, "pt")).toMatchObject({
      palette: "yellow-black",
      restrictions: "Sem palavrão; não use vermelho",
    });

    // English, after a generation.
    const generated = [...interview(ptAnswers, "en"), user("yes"), assistant(GENERATE_MARKER)];
    const after = [...generated, user("change the style to cinematic")];
    expect(briefFromConversation(after, "en").style).toBe("cinematic");
    expect(interviewState([...generated, user("thanks!")])).toEqual({ stage: "generated" });
  });

  it("takes a reference image attached after the summary", () => {
    const answered = interview(ptAnswers);
    expect(referenceFromConversation(answered)).toBeNull();
    const attached = [...answered, { role: "user" as const, content: "usa essa foto", referenceImage: png }];
    expect(referenceFromConversation(attached)).toBe(png);
    expect(interviewState(attached)).toEqual({ stage: "confirming", adjusting: false });
  });

  it("shortens a title into a punchy headline", () => {
    expect(punchyHeadline("Como eu juntei R$10.000 em 6 meses ganhando pouco", "pt")).toBe(
      "Juntei R$10.000 em 6 meses",
    );
    expect(punchyHeadline("iPhone 17 review: worth the upgrade? 🔥", "en")).toBe("IPhone 17 review");
    expect(punchyHeadline("Why You Should Never Buy a New Car", "en")).toBe("Never Buy a New Car");
    expect(punchyHeadline("", "pt")).toBe("Você precisa ver isso!");
  });
});

describe("the summary and the title", () => {
  it("lists every item with its label in the conversation's language and asks for confirmation", () => {
    const brief = briefFromConversation(interview(ptAnswers), "pt");
    const pt = summaryMessage(brief, "pt", { hasReference: false });
    expect(pt).toContain("• Estilo: Impactante (estilo MrBeast)");
    expect(pt).toContain("• Cores: Amarelo e preto");
    expect(pt).toContain("• Efeitos: Contorno forte no texto, Sombra profunda");
    expect(pt).toContain("• Plataforma: Mobile");
    expect(pt).toContain("• Imagem de referência: Não");
    expect(pt).toMatch(/Posso gerar as 3 variações/);
    const en = summaryMessage({ ...brief, language: "en", restrictions: "" }, "en");
    expect(en).toContain("• Feeling: Curiosity");
    expect(en).toContain("• Restrictions: None");
    expect(en).not.toContain("Reference image");
    expect(en).toMatch(/generate your 3 thumbnail variations\?$/);
  });

  it("names the conversation by date, or 'Thumbnail Expert Chat' after a quick reply", () => {
    const date = new Date(Date.UTC(2026, 10, 23, 15));
    expect(conversationTitle(false, date, "pt")).toBe("Thumbnail - 23/11/2026");
    expect(conversationTitle(false, date, "en")).toBe("Thumbnail - 11/23/2026");
    expect(conversationTitle(true, date, "pt")).toBe("Thumbnail Expert Chat");
    expect(isQuickReply("games")).toBe(true);
    expect(isQuickReply("Finance")).toBe(true);
    expect(isQuickReply("Meu canal é de games")).toBe(false);
  });
});
