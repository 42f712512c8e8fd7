import { describe, expect, it } from "vitest";
import type { FrameScores } from "~/features/video/frame-score";
import { offlineSuggestedText } from "~/features/video/suggested-text";
import { cutAtWord } from "~/features/video/text-limit";

const scores = (over: Partial<FrameScores> = {}): FrameScores => ({
  sharpness: 0.4,
  contrast: 0.4,
  colourfulness: 0.4,
  exposure: 1,
  score: 0.5,
  ...over,
});

describe("the offline suggested text", () => {
  it("keeps a title that fits, else makes it thumbnail-sized: its first clause, or its first words", () => {
    expect(
      offlineSuggestedText({
        title: "Testei o celular mais barato do Brasil",
        language: "pt",
        scores: scores(),
      }),
    ).toBe("Testei o celular mais barato do Brasil");
    expect(
      offlineSuggestedText({
        title: "Testei o iPhone mais barato do mundo: valeu a pena?",
        language: "pt",
        scores: scores(),
      }),
    ).toBe("Testei o iPhone mais barato");
    expect(
      offlineSuggestedText({
        title: "Comprei o celular mais barato do Brasil e me arrependi",
        language: "pt",
        scores: scores(),
      }),
    ).toBe("Comprei o celular mais barato");
    expect(
      offlineSuggestedText({
        title: "how I grew my channel from zero to one hundred thousand subscribers",
        language: "en",
        scores: scores(),
      }),
    ).toBe("how I grew my channel");
    expect(offlineSuggestedText({ title: "  5 erros  ", language: "pt", scores: scores() })).toBe("5 erros");
  });

  it("without a title, picks a hook by what makes the frame stand out, in the creator's language", () => {
    expect(offlineSuggestedText({ title: "", language: "pt", scores: scores({ colourfulness: 0.9 }) })).toBe(
      "OLHA ISSO!",
    );
    expect(offlineSuggestedText({ title: "", language: "en", scores: scores({ colourfulness: 0.9 }) })).toBe(
      "LOOK AT THIS!",
    );
    expect(offlineSuggestedText({ title: "", language: "pt", scores: scores({ sharpness: 0.95 }) })).toBe(
      "VOCÊ PRECISA VER",
    );
    expect(offlineSuggestedText({ title: "", language: "en", scores: scores({ contrast: 0.8 }) })).toBe(
      "NOBODY SAW THIS COMING",
    );
    expect(offlineSuggestedText({ title: "   ", language: "pt", scores: scores() })).toBe(
      "ASSISTA ATÉ O FIM",
    );
  });

  it("is never longer than 40 characters, cut at a word", () => {
    const text = offlineSuggestedText({
      title: "Supercalifragilisticexpialidocious extraordinariamente",
      language: "en",
      scores: scores(),
    });
    expect(text.length).toBeLessThanOrEqual(40);
    expect(text).toBe("Supercalifragilisticexpialidocious");
    expect(cutAtWord("a".repeat(60))).toHaveLength(40);
    expect(cutAtWord("one two three, four", 14)).toBe("one two three");
  });
});
