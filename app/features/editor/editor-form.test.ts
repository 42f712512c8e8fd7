import { describe, expect, it } from "vitest";
import { testHeadlineLayer } from "~/engines/render/test-documents";
import type { ThumbnailDocument } from "~/engines/render/thumbnail-document";
import { applyEdits, editorParams, hasDraft, readDraft, valuesOf } from "~/features/editor/editor-form";

const headline = testHeadlineLayer({
  outline: { width: 10.799999999999999, color: "#000000" },
  shadow: null,
  plate: null,
});

const document: ThumbnailDocument = {
  version: 1,
  layout: "side-headline",
  style: "bold",
  background: 0,
  backgrounds: ["backgrounds/u/j/0-0.jpg", "backgrounds/u/j/0-1.jpg"],
  layers: [headline],
};

describe("the editor's form", () => {
  it("shows a saved document's values (outline to a tenth of a pixel) and round-trips them through the address", () => {
    const values = valuesOf(document);
    expect(values.layers[0]).toMatchObject({
      text: headline.text,
      size: 180,
      outlineWidth: 10.8,
      position: "layout",
    });
    const params = editorParams(values);
    expect(hasDraft(params)).toBe(true);
    const draft = readDraft(document, params);
    expect(draft.kind).toBe("draft");
    if (draft.kind === "draft") expect(draft.values).toEqual(values);
  });

  it("applies text, size, colours, outline, position and background, and keeps everything else", () => {
    const edited = applyEdits(document, {
      background: 1,
      layers: [
        {
          text: "Ação já!",
          size: 120,
          color: "#112233",
          accent: "#445566",
          outlineColor: "#ffffff",
          outlineWidth: 4,
          position: "bottom-right",
        },
      ],
    })!;
    expect(edited.background).toBe(1);
    expect(edited.layers[0]).toMatchObject({
      text: "Ação já!",
      size: 120,
      color: "#112233",
      accent: "#445566",
      outline: { width: 4, color: "#ffffff" },
      position: "bottom-right",
      font: "anton",
      box: headline.box,
    });
  });

  it("refuses empty text, bad colours, sizes out of range, unknown positions and missing backgrounds", () => {
    const params = editorParams(valuesOf(document));
    const invalid = (name: string, value: string) => {
      const copy = new URLSearchParams(params);
      copy.set(name, value);
      const draft = readDraft(document, copy);
      return draft.kind === "invalid" ? draft.errors : null;
    };
    expect(invalid("layers[0].text", "   ")?.["layers[0].text"]).toEqual(["editor.validation.textRequired"]);
    expect(invalid("layers[0].text", "a".repeat(101))?.["layers[0].text"]).toEqual([
      "editor.validation.textTooLong",
    ]);
    expect(invalid("layers[0].color", "red")?.["layers[0].color"]).toEqual(["editor.validation.color"]);
    expect(invalid("layers[0].size", "9")?.["layers[0].size"]).toEqual(["editor.validation.size"]);
    expect(invalid("layers[0].size", "abc")?.["layers[0].size"]).toEqual(["editor.validation.size"]);
    expect(invalid("layers[0].outlineWidth", "31")?.["layers[0].outlineWidth"]).toEqual([
      "editor.validation.outline",
    ]);
    expect(invalid("layers[0].position", "under-the-sofa")?.["layers[0].position"]).toEqual([
      "editor.validation.position",
    ]);
    expect(invalid("background", "3")?.background).toEqual(["editor.validation.background"]);
  });

  it("reads an address without editor fields as no draft at all", () => {
    expect(readDraft(document, new URLSearchParams("tema=escuro")).kind).toBe("none");
  });
});
