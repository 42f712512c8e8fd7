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

/** A badge showing the headline's number, as the layouts make it. */
const badge = testHeadlineLayer({
  id: "badge",
  role: "badge",
  text: "10",
  size: 148,
  accent: null,
  emphasis: "none",
  plate: { kind: "burst", fill: "#ffd400", edge: "#000000" },
  box: { x: 1044, y: 94, width: 132, height: 132 },
  followsHeadline: true,
});
const withBadge: ThumbnailDocument = { ...document, layers: [headline, badge] };

/** The saved document's form with `changes` typed in (name → value; null unticks or drops a field). */
function posted(saved: ThumbnailDocument, changes: Record<string, string | null>) {
  const params = editorParams(valuesOf(saved));
  for (const [name, value] of Object.entries(changes))
    if (value === null) params.delete(name);
    else params.set(name, value);
  const draft = readDraft(saved, params);
  if (draft.kind !== "draft") throw new Error(`not a draft: ${JSON.stringify(draft)}`);
  return draft.document;
}

describe("the editor's badge", () => {
  it("is edited like any layer: text, size up to 420 px, colour and position", () => {
    const edited = posted(withBadge, {
      "layers[1].text": "Top 3",
      "layers[1].size": "400",
      "layers[1].color": "#FF0000",
      "layers[1].position": "top-left",
    });
    expect(edited.layers[1]).toMatchObject({
      text: "Top 3",
      size: 400,
      color: "#ff0000",
      position: "top-left",
      plate: badge.plate,
    });
    // Typed by the creator: it no longer follows the headline.
    expect(edited.layers[1]!.followsHeadline).toBeUndefined();
    const invalid = (size: string, layer: number) => {
      const params = editorParams(valuesOf(withBadge));
      params.set(`layers[${layer}].size`, size);
      const draft = readDraft(withBadge, params);
      return draft.kind === "invalid" ? draft.errors[`layers[${layer}].size`] : null;
    };
    expect(invalid("421", 1)).toEqual(["editor.validation.badgeSize"]);
    expect(invalid("241", 0)).toEqual(["editor.validation.size"]);
    expect(invalid("420", 1)).toBeNull();
  });

  it("is removed with the checkbox, kept in the document, and comes back when unticked", () => {
    const removed = posted(withBadge, { "layers[1].removed": "on" });
    expect(removed.layers[1]).toMatchObject({ text: "10", hidden: true });
    expect(valuesOf(removed).layers[1]!.removed).toBe(true);
    const back = posted(removed, { "layers[1].removed": null });
    expect(back.layers[1]!.hidden).toBeUndefined();
    expect(back.layers[1]!.text).toBe("10");
    // Any layer can be removed, the headline too.
    expect(posted(withBadge, { "layers[0].removed": "on" }).layers[0]!.hidden).toBe(true);
  });

  it("follows the headline's number in Portuguese and English, and goes when no number is left", () => {
    const pt = posted(withBadge, { "layers[0].text": "Pão caseiro em 25 minutos" });
    expect(pt.layers[1]).toMatchObject({ text: "25", followsHeadline: true });
    expect(pt.layers[1]!.hidden).toBeUndefined();
    const en = posted(withBadge, { "layers[0].text": "Top 7 bread mistakes" });
    expect(en.layers[1]!.text).toBe("7");
    const money = posted(withBadge, { "layers[0].text": "Ganhe R$ 1.000 por mês" });
    expect(money.layers[1]!.text).toBe("R$ 1.000");
    // No number left: not drawn (not a stale "10"), and not ticked as removed by the creator…
    const none = posted(withBadge, { "layers[0].text": "Homemade bread, no kneading" });
    expect(none.layers[1]).toMatchObject({ hidden: true, followsHeadline: true });
    expect(valuesOf(none).layers[1]!.removed).toBeUndefined();
    // …so it comes back with the next number the headline gets.
    const again = posted(none, { "layers[0].text": "3 breads, no kneading" });
    expect(again.layers[1]).toMatchObject({ text: "3", followsHeadline: true });
    expect(again.layers[1]!.hidden).toBeUndefined();
  });

  it("keeps following across drafts (the form carries the number it showed)", () => {
    // The first draft shows "25" in the badge's field; the second changes the headline again.
    const first = posted(withBadge, { "layers[0].text": "Pão em 25 minutos" });
    const params = editorParams(valuesOf(first));
    expect(params.get("layers[1].text")).toBe("25");
    params.set("layers[0].text", "Pão em 40 minutos");
    const second = readDraft(withBadge, params);
    expect(second.kind === "draft" && second.document.layers[1]!.text).toBe("40");
  });

  it("keeps the creator's own badge text when the headline changes", () => {
    const own = posted(withBadge, { "layers[1].text": "NOVO" });
    const later = posted(own, { "layers[0].text": "Pão em 99 minutos" });
    expect(later.layers[1]).toMatchObject({ text: "NOVO" });
    expect(later.layers[1]!.followsHeadline).toBeUndefined();
    // A badge that never followed (its number came from the title) is left alone.
    const fromTitle = { ...withBadge, layers: [headline, { ...badge, followsHeadline: undefined }] };
    expect(posted(fromTitle, { "layers[0].text": "Sem número" }).layers[1]).toMatchObject({ text: "10" });
  });

  it("reads an old document (no badge, nothing removed) as before", () => {
    const values = valuesOf(document);
    expect(Object.keys(values.layers[0]!)).not.toContain("removed");
    expect(Object.keys(values.layers[0]!)).not.toContain("derived");
    expect(posted(document, { "layers[0].text": "Outro 5" }).layers).toEqual([
      { ...headline, text: "Outro 5", outline: { width: 10.8, color: "#000000" } },
    ]);
  });
});
