import { parseWithZod } from "@conform-to/zod";
import { describe, expect, it } from "vitest";
import { quickBrief, quickOptions } from "~/features/generator/quick-brief";
import { QuickGenerateSchema, titlesOf } from "~/features/generator/quick-form";

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  data.set("intent", "generate");
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  const submission = parseWithZod(data, { schema: QuickGenerateSchema });
  return { status: submission.status, error: submission.status === "error" ? submission.error : null };
};

describe("the quick generator's input", () => {
  it("needs a niche or a title ('Preencha os campos')", () => {
    const empty = form({ niche: "   ", titles: " \n \n" });
    expect(empty.status).toBe("error");
    expect(empty.error?.niche).toEqual(["generator.validation.fillFields"]);
    expect(form({ niche: "culinária" }).status).toBe("success");
    expect(form({ titles: "Pão caseiro" }).status).toBe("success");
  });

  it("reads one title per line, trimmed, blank lines dropped", () => {
    expect(titlesOf("  Pão caseiro \r\n\n  Bolo   de cenoura\n")).toEqual(["Pão caseiro", "Bolo de cenoura"]);
    expect(titlesOf(undefined)).toEqual([]);
  });

  it("refuses a title over 100 characters and a niche over 80", () => {
    expect(form({ titles: `ok\n${"a".repeat(101)}` }).error?.titles).toEqual([
      "generator.validation.titleTooLong",
    ]);
    expect(form({ niche: "n".repeat(81) }).error?.niche).toEqual(["generator.validation.nicheTooLong"]);
  });
});

describe("the quick generator's options", () => {
  it("are 4 distinct styles and palettes on 4 layouts", () => {
    const options = quickOptions("culinária", "Pão caseiro");
    expect(options.map((o) => o.layout)).toEqual([0, 1, 2, 3]);
    expect(new Set(options.map((o) => o.style)).size).toBe(4);
    expect(new Set(options.map((o) => o.palette)).size).toBe(4);
  });

  it("follow the niche: a gaming channel gets the gamer look, a finance one the professional look", () => {
    expect(quickOptions("games", "Zerei o jogo").map((o) => o.style)).toContain("gamer");
    expect(quickOptions("finanças", "Investir com pouco").map((o) => o.style)).toContain("professional");
  });

  it("write the title as the headline, or the niche when there is no title", () => {
    expect(
      quickBrief({ language: "pt", niche: "viagem", title: "Paris barato", hasReference: false }),
    ).toMatchObject({
      title: "Paris barato",
      headline: "Paris barato",
      highlight: "circle",
    });
    expect(quickBrief({ language: "en", niche: "travel", title: "", hasReference: true })).toMatchObject({
      title: "travel",
      highlight: "face",
    });
    expect(
      quickBrief({ language: "pt", niche: "x", title: "Top 5 erros", hasReference: false }).highlight,
    ).toBe("number");
  });
});
