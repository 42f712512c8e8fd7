import { describe, expect, it } from "vitest";
import { testHeadlineLayer } from "~/engines/render/test-documents";
import type { ThumbnailDocument } from "~/engines/render/thumbnail-document";
import { editorParams, readDraft, valuesOf } from "~/features/editor/editor-form";
import { decodeFix, encodeFix, patchedValues, patchFields } from "~/features/score/score-fix";
import { plansWithScore, scoreIncluded, scorePlanNames } from "~/features/score/score-gate";
import { scoreBand } from "~/features/score/score-result";

const document: ThumbnailDocument = {
  version: 1,
  layout: "side-headline",
  style: "bold",
  background: 0,
  backgrounds: ["backgrounds/u/j/0-0.jpg"],
  layers: [
    testHeadlineLayer({ size: 60 }),
    testHeadlineLayer({ id: "sub", role: "secondary", text: "receita fácil", size: 48 }),
  ],
};

describe("a score's fix in the editor's fields", () => {
  it("sets only the patched layer's fields, and the draft it makes is the document with the patch", () => {
    const patch = { size: 120, color: "#FFEE00", outline: { width: 9.96, color: "#000000" } };
    const values = patchedValues(valuesOf(document), 1, patch);
    expect(values.layers[0]).toEqual(valuesOf(document).layers[0]);
    expect(values.layers[1]).toMatchObject({
      size: 120,
      color: "#ffee00",
      outlineWidth: 10,
      outlineColor: "#000000",
    });
    const draft = readDraft(document, editorParams(values));
    expect(draft.kind).toBe("draft");
    if (draft.kind !== "draft") return;
    expect(draft.document.layers[1]).toMatchObject({ size: 120, color: "#ffee00", outline: { width: 10 } });
    expect(draft.document.layers[0]).toMatchObject({ size: 60, color: document.layers[0]!.color });
  });

  it("names the same fields the editor's form has (a checkbox for hidden, text and position too)", () => {
    const fields = patchFields(1, { text: "Só 3 passos", position: "top-left", hidden: true, size: 99.6 });
    expect(Object.fromEntries(fields)).toEqual({
      "layers[1].text": "Só 3 passos",
      "layers[1].position": "top-left",
      "layers[1].removed": true,
      "layers[1].size": "100",
    });
    const formNames = [...editorParams(valuesOf(document)).keys()];
    for (const [name] of fields.filter(([name]) => !name.endsWith("removed")))
      expect(formNames).toContain(name);
  });

  it("hides and shows a layer again", () => {
    const hidden = patchedValues(valuesOf(document), 1, { hidden: true });
    expect(hidden.layers[1]!.removed).toBe(true);
    expect(patchedValues(hidden, 1, { hidden: false }).layers[1]!.removed).toBeUndefined();
  });

  it("a patch too big for the layer is refused when the draft is read, like a typed one", () => {
    const values = patchedValues(valuesOf(document), 0, { size: 10_000 });
    expect(readDraft(document, editorParams(values)).kind).toBe("invalid");
  });

  it("round-trips through a button's value and keeps only fields of the right kind", () => {
    const encoded = encodeFix("sub", { size: 120, position: "top-left" });
    expect(decodeFix(encoded)).toEqual({ layerId: "sub", patch: { size: 120, position: "top-left" } });
    expect(
      decodeFix(
        JSON.stringify({
          layerId: "sub",
          patch: { color: "red", position: "nowhere", size: "9", font: "x" },
        }),
      ),
    ).toBeNull();
    expect(decodeFix(JSON.stringify({ layerId: "sub", patch: { color: "#ABCDEF", extra: 1 } }))).toEqual({
      layerId: "sub",
      patch: { color: "#ABCDEF" },
    });
    expect(decodeFix("{not json")).toBeNull();
    expect(decodeFix(null)).toBeNull();
  });
});

describe("who sees the score", () => {
  it("is the catalog's performance AI: Pro and Elite, named in both languages", () => {
    expect(plansWithScore).toEqual(["pro", "elite"]);
    expect(scoreIncluded("creator")).toBe(false);
    expect(scoreIncluded("free")).toBe(false);
    expect(scorePlanNames("pt")).toBe("Pro e Elite");
    expect(scorePlanNames("en")).toBe("Pro and Elite");
  });

  it("reads a score in words: strong from 80, fair from 60, weak below", () => {
    expect([scoreBand(80), scoreBand(79), scoreBand(60), scoreBand(59)]).toEqual([
      "strong",
      "fair",
      "fair",
      "weak",
    ]);
  });
});
