import { describe, expect, it } from "vitest";
import { namedColors } from "~/core/brief/named-colors";
import type { BriefLanguage } from "~/core/brief/thumbnail-brief";
import { artDirection } from "~/engines/render/art-direction";
import { palettes } from "~/engines/render/palettes";
import { briefFromConversation } from "~/features/expert/interview/brief-from-conversation";
import type { ExpertMessage } from "~/features/expert/interview/expert-message";
import { QUESTION_COUNT, questionMessage, welcomeMessage } from "~/features/expert/interview/questions";
import { summaryMessage } from "~/features/expert/interview/summary";

/** The welcome, then each answer followed by the next question (or the summary after the 12th). */
function interview(answers: string[], language: BriefLanguage): ExpertMessage[] {
  const messages: ExpertMessage[] = [{ role: "assistant", content: welcomeMessage(language) }];
  answers.forEach((answer, index) => {
    messages.push({ role: "user", content: answer });
    messages.push({
      role: "assistant",
      content: index + 1 < QUESTION_COUNT ? questionMessage(index + 1, language) : "(summary)",
    });
  });
  return messages;
}

/** The twelve answers with the five choice questions (style, colours, effects, highlight, feeling) replaced. */
function answers(
  language: BriefLanguage,
  choices: { style: string; palette: string; effects: string; highlight: string; mood: string },
) {
  const pt = language === "pt";
  return [
    pt ? "Culinária" : "Cooking",
    pt ? "Pão caseiro sem sova" : "No-knead homemade bread",
    pt ? "Você escolhe" : "You choose",
    pt ? "Iniciantes" : "Beginners",
    choices.style,
    choices.palette,
    choices.effects,
    choices.highlight,
    pt ? "Ambos" : "Both",
    choices.mood,
    pt ? "Não tenho" : "I don't have one",
    pt ? "Nenhuma" : "None",
  ];
}

/** The summary's line for an item ("• Cores: Verde e roxo" → "Verde e roxo"). */
function summaryLine(summary: string, label: string): string | undefined {
  return summary
    .split("\n")
    .find((line) => line.startsWith(`• ${label}:`))
    ?.slice(label.length + 4);
}

const cases = {
  pt: {
    typed: {
      style: "Tipo documentário da Netflix",
      palette: "Verde e roxo",
      effects: "Texto 3D com degradê",
      highlight: "Um pão enorme saindo do forno",
      mood: "Nostalgia de casa de vó",
    },
    labels: {
      style: "Estilo",
      palette: "Cores",
      effects: "Efeitos",
      highlight: "Elemento de destaque",
      mood: "Sentimento",
    },
  },
  en: {
    typed: {
      style: "Like a Netflix documentary",
      palette: "Green and purple",
      effects: "3D text with a gradient",
      highlight: "A huge loaf coming out of the oven",
      mood: "Nostalgia for grandma's kitchen",
    },
    labels: {
      style: "Style",
      palette: "Colours",
      effects: "Effects",
      highlight: "Highlight element",
      mood: "Feeling",
    },
  },
} as const;

describe("a choice typed in the creator's own words", () => {
  for (const language of ["pt", "en"] as const) {
    it(`is kept as typed in the brief and the summary (${language})`, () => {
      const { typed, labels } = cases[language];
      const brief = briefFromConversation(interview(answers(language, typed), language), language);
      expect(brief.typed).toEqual(typed);
      const summary = summaryMessage(brief, language);
      for (const field of ["style", "palette", "effects", "highlight", "mood"] as const) {
        const label = Object.entries(labels).find(([id]) => id === field)![1];
        expect(summaryLine(summary, label), `${field} in\n${summary}`).toBe(typed[field]);
      }
      // Not the preset the old reading fell back to.
      expect(summary).not.toMatch(language === "pt" ? /Verde neon/ : /Neon green/);
    });
  }

  it("gives the renderer the colours named, as a palette built from them (pt and en)", () => {
    for (const [language, text] of [
      ["pt", "Verde e roxo"],
      ["en", "Green and purple"],
    ] as const) {
      const brief = briefFromConversation(
        interview(answers(language, { ...cases[language].typed, palette: text }), language),
        language,
      );
      expect(brief.colors).toEqual(["#1fbf4a", "#7a2ee6"]);
      const palette = artDirection(brief).palette;
      // The lighter colour pops (bands, accents), the darker one is the background.
      expect(palette.band).toBe("#1fbf4a");
      const [r, g, b] = [1, 3, 5].map((at) => Number.parseInt(palette.mid.slice(at, at + 2), 16)) as [
        number,
        number,
        number,
      ];
      expect(b).toBeGreaterThan(g);
      expect(r).toBeGreaterThan(g);
    }
  });

  it("reads colour names with shades and hex codes, in order", () => {
    expect(namedColors("laranja com azul").map((color) => color.hex)).toEqual(["#ff7a00", "#1e63ff"]);
    expect(namedColors("navy and gold, plus #FF0066").map((color) => color.hex)).toEqual([
      "#0b1f5c",
      "#d4a017",
      "#ff0066",
    ]);
    expect(namedColors("azul claro e verde escuro").map((color) => color.shaded)).toEqual([true, true]);
    expect(namedColors("#0f0")[0]?.hex).toBe("#00ff00");
    expect(namedColors("quero algo bonito")).toEqual([]);
  });

  it("turns colours a preset is made of into that preset, in either order and language", () => {
    for (const [language, text, preset] of [
      ["pt", "laranja com azul", "blue-orange"],
      ["pt", "preto e amarelo", "yellow-black"],
      ["en", "pink and purple", "purple-pink"],
      ["en", "white and red", "red-white"],
    ] as const) {
      const brief = briefFromConversation(
        interview(answers(language, { ...cases[language].typed, palette: text }), language),
        language,
      );
      expect(brief.palette, text).toBe(preset);
      expect(brief.colors, text).toBeUndefined();
      expect(brief.typed?.palette, text).toBeUndefined();
      expect(artDirection(brief).palette).toEqual(palettes[preset]);
    }
  });

  it("does not take the colours the answer says it does not want", () => {
    const pt = briefFromConversation(
      interview(answers("pt", { ...cases.pt.typed, palette: "Azul, mas sem vermelho" }), "pt"),
      "pt",
    );
    expect(pt.colors).toEqual(["#1e63ff"]);
    expect(pt.typed?.palette).toBe("Azul, mas sem vermelho");
    const en = briefFromConversation(
      interview(answers("en", { ...cases.en.typed, palette: "anything but not red" }), "en"),
      "en",
    );
    expect(en.colors).toBeUndefined();
  });

  it("keeps custom colours from a hex code and from colours no preset has", () => {
    const brief = briefFromConversation(
      interview(answers("en", { ...cases.en.typed, palette: "navy and gold" }), "en"),
      "en",
    );
    expect(brief.colors).toEqual(["#0b1f5c", "#d4a017"]);
    expect(brief.typed?.palette).toBe("navy and gold");
    expect(summaryMessage(brief, "en")).toContain("• Colours: navy and gold");
    const hex = briefFromConversation(
      interview(answers("pt", { ...cases.pt.typed, palette: "#ff0066 e preto" }), "pt"),
      "pt",
    );
    expect(hex.colors).toEqual(["#ff0066", "#0b0b0b"]);
    expect(artDirection(hex).palette.band).toBe("#ff0066");
  });

  it("still maps a preset's label or its clear synonym, in pt and en", () => {
    const pt = briefFromConversation(
      interview(
        answers("pt", {
          style: "minimalista",
          palette: "Roxo e rosa",
          effects: "sombra e contorno",
          highlight: "Seta apontando",
          mood: "urgência",
        }),
        "pt",
      ),
      "pt",
    );
    expect(pt).toMatchObject({
      style: "minimal",
      palette: "purple-pink",
      effects: ["shadow", "outline"],
      highlight: "arrow",
      mood: "urgency",
    });
    expect(pt.typed).toBeUndefined();
    expect(pt.colors).toBeUndefined();
    const summary = summaryMessage(pt, "pt");
    expect(summaryLine(summary, "Estilo")).toBe("Minimalista");
    expect(summaryLine(summary, "Cores")).toBe("Roxo e rosa");

    const en = briefFromConversation(
      interview(
        answers("en", {
          style: "Cinematic",
          palette: "black and white",
          effects: "glow",
          highlight: "my face",
          mood: "trust",
        }),
        "en",
      ),
      "en",
    );
    expect(en).toMatchObject({
      style: "cinematic",
      palette: "black-white",
      effects: ["glow"],
      highlight: "face",
      mood: "trust",
    });
    expect(en.typed).toBeUndefined();
  });

  it("maps what clearly implies a preset and still shows the creator's words for the rest", () => {
    const brief = briefFromConversation(
      interview(
        answers("pt", {
          style: "bem clean, quase minimalista",
          palette: "Verde e roxo",
          effects: "sombra suave",
          highlight: "Um pão enorme",
          mood: "dá um clima de mistério",
        }),
        "pt",
      ),
      "pt",
    );
    // One preset alone is implied: the renderer takes it.
    expect(brief).toMatchObject({ style: "minimal", effects: ["shadow"], mood: "curiosity" });
    // "quase" and "suave" say more than the preset's label: the summary shows them.
    expect(brief.typed).toMatchObject({ style: "bem clean, quase minimalista", effects: "sombra suave" });
    // Two presets' words at once ("Verde e roxo") name neither: no preset is claimed.
    const ambiguous = briefFromConversation(
      interview(answers("en", { ...cases.en.typed, style: "gamer but cinematic" }), "en"),
      "en",
    );
    expect(ambiguous.style).toBe("bold");
    expect(ambiguous.typed?.style).toBe("gamer but cinematic");
  });

  it("keeps the words of an adjustment after the summary, not the request around them", () => {
    const answered = interview(answers("pt", cases.pt.typed), "pt");
    const adjusted = briefFromConversation(
      [...answered, { role: "user", content: "Muda as cores para laranja e rosa" }],
      "pt",
    );
    expect(adjusted.colors).toEqual(["#ff7a00", "#ff3ea5"]);
    expect(adjusted.typed?.palette).toBe("laranja e rosa");
    const beige = briefFromConversation(
      [...answered, { role: "user", content: "change the colours to beige and brown" }],
      "en",
    );
    expect(beige.colors).toEqual(["#e8d5b0", "#7b4a1e"]);
  });
});
