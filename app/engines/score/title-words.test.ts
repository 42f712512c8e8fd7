/**
 * The title sub-score's words (docs/decisions/024-thumbnail-score.md, "Title"): compared in a
 * normalised form, named to the creator as the thumbnail writes them.
 */
import { describe, expect, it } from "vitest";
import { contentWords, titleRepetition } from "~/engines/score/title-words";

describe("the words a thumbnail repeats from its title", () => {
  it("compares words without accents, case, function words or a plural s", () => {
    expect(contentWords("Os PÃES de Fermentação em 10 minutos")).toEqual([
      "pae",
      "fermentacao",
      "10",
      "minuto",
    ]);
    const repetition = titleRepetition("Pão CASEIRO em 10 minutos", "pao caseiro: 10 minuto");
    expect(repetition.share).toBe(1);
    expect(repetition.repeated).toEqual(["pao", "caseiro", "10", "minuto"]);
  });

  it("names each repeated word once, as the thumbnail writes it, in the thumbnail's order", () => {
    const repetition = titleRepetition(
      "FERMENTAÇÃO do pão: pão, Fermentação e mais pão",
      "Pão de fermentação natural",
    );
    expect(repetition.repeatedAsWritten).toEqual(["FERMENTAÇÃO", "pão"]);
    expect(repetition.repeated).toHaveLength(5);
    expect(repetition.share).toBe(5 / 5);
    expect(titleRepetition("Sem sovar nada", "Pão de fermentação natural").repeatedAsWritten).toEqual([]);
  });

  it("keeps a word written in decomposed accents whole and gives it back composed", () => {
    const decomposed = "Pa\u0303o caseiro";
    expect(titleRepetition(decomposed, "pão").repeatedAsWritten).toEqual(["Pão"]);
  });
});
