import { describe, expect, it } from "vitest";
import { jsonObjectIn, modelReply } from "~/core/ai/workers-ai/json-answer";
import { needsModelAgreement } from "~/core/ai/workers-ai/model-licence";

describe("a model whose licence the account has not agreed to", () => {
  it("is recognised by its error", () => {
    expect(needsModelAgreement(new Error("5016: User has not agreed to Llama3.2 model terms"))).toBe(true);
    expect(needsModelAgreement(new Error("3040: Out of capacity"))).toBe(false);
  });
});

describe("the JSON object in a model's reply", () => {
  it("is the whole reply, a fenced block, or the braces inside a sentence", () => {
    expect(jsonObjectIn(' {"score": 70} ')).toEqual({ score: 70 });
    expect(jsonObjectIn('Here:\n```json\n{"score": 71}\n```\nThanks')).toEqual({ score: 71 });
    expect(jsonObjectIn('My answer is {"score": 72, "summary": "ok"} as asked.')).toEqual({
      score: 72,
      summary: "ok",
    });
  });

  it("is nothing when the reply has no object", () => {
    for (const reply of ["", "80/100", "[1, 2]", '"text"', "{not json}", "```json\n[1]\n```"])
      expect(jsonObjectIn(reply), reply).toBeUndefined();
  });

  it("reads the model's response as text, or an object it parsed itself", () => {
    expect(modelReply({ response: "hi" })).toBe("hi");
    expect(modelReply({ response: { score: 1 } })).toBe('{"score":1}');
    expect(modelReply({ result: "hi" })).toBeNull();
    expect(modelReply(null)).toBeNull();
  });
});
