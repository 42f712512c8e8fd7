import { describe, expect, it } from "vitest";
import {
  documentPositions,
  parseThumbnailDocument,
  textLayerSchema,
  thumbnailDocumentSchema,
  type TextLayer,
  type ThumbnailDocument,
} from "~/engines/render/thumbnail-document";
import { testHeadlineLayer } from "~/engines/render/test-documents";

const headline = testHeadlineLayer();

const secondary: TextLayer = {
  ...headline,
  id: "secondary",
  role: "secondary",
  text: "Receita fácil",
  font: "montserrat900",
  size: 40,
  accent: null,
  emphasis: "none",
  outline: { width: 0, color: "#000000" },
  shadow: null,
  glow: { radius: 4, color: "#ffe45c" },
  plate: { kind: "pill", fill: "#ffd400", shadow: true },
  box: { x: 64, y: 54, width: 588, height: 44 },
  maxLines: 1,
};

/** The number a layout puts on a starburst, as a layer. */
const badge: TextLayer = {
  ...headline,
  id: "badge",
  role: "badge",
  text: "10",
  size: 148,
  accent: null,
  emphasis: "none",
  outline: { width: 0, color: "#000000" },
  shadow: null,
  plate: { kind: "burst", fill: "#ffd400", edge: "#000000" },
  box: { x: 1044, y: 94, width: 132, height: 132 },
  rotation: -8,
  align: "center",
  maxLines: 1,
  followsHeadline: true,
};

const document: ThumbnailDocument = {
  version: 1,
  layout: "side-headline",
  style: "bold",
  background: 1,
  backgrounds: ["u/1/jobs/j/backgrounds/0-0.jpg", "u/1/jobs/j/backgrounds/0-1.jpg"],
  layers: [secondary, headline],
};

/** The document with `change` applied to a copy (a JSON round trip, as a stored row is). */
function changed(change: (doc: Record<string, unknown> & { layers: Record<string, unknown>[] }) => void) {
  const copy = JSON.parse(JSON.stringify(document));
  change(copy);
  return copy;
}

describe("thumbnailDocumentSchema", () => {
  it("accepts a valid document as it was stored", () => {
    expect(parseThumbnailDocument(JSON.parse(JSON.stringify(document)))).toEqual(document);
  });

  it("accepts every position, plate kind and the fourth layout", () => {
    for (const position of documentPositions)
      expect(textLayerSchema.safeParse({ ...headline, position }).success, position).toBe(true);
    for (const plate of [
      null,
      { kind: "pill", fill: "#112233", shadow: false },
      { kind: "line-boxes", fills: ["#ffd400", "#ffffff"], shadow: true },
      { kind: "bar", color: "#ff8a00" },
      { kind: "band", fill: "#e50914", stripe: null, ring: "#ffffff" },
      { kind: "underline", color: "#39ff14" },
    ])
      expect(textLayerSchema.safeParse({ ...headline, plate }).success, JSON.stringify(plate)).toBe(true);
    expect(parseThumbnailDocument({ ...document, layout: "center-stack" })).not.toBeNull();
  });

  it("accepts a badge layer with its burst, removed layers, and badges as big as 420 px", () => {
    const withBadge = { ...document, layers: [secondary, headline, badge] };
    expect(parseThumbnailDocument(JSON.parse(JSON.stringify(withBadge)))).toEqual(withBadge);
    const removed = { ...withBadge, layers: [secondary, headline, { ...badge, hidden: true }] };
    expect(parseThumbnailDocument(JSON.parse(JSON.stringify(removed)))?.layers[2]?.hidden).toBe(true);
    expect(textLayerSchema.safeParse({ ...badge, size: 420 }).success).toBe(true);
    expect(textLayerSchema.safeParse({ ...badge, size: 421 }).success).toBe(false);
    // Only a badge may be bigger than a headline can.
    expect(textLayerSchema.safeParse({ ...headline, size: 300 }).success).toBe(false);
    expect(textLayerSchema.safeParse({ ...badge, plate: { kind: "burst", fill: "#ffd400" } }).success).toBe(
      false,
    );
    expect(textLayerSchema.safeParse({ ...badge, hidden: "yes" }).success).toBe(false);
  });

  it("reads a document stored before badges were layers exactly as it was", () => {
    const stored = JSON.parse(JSON.stringify(document));
    const parsed = parseThumbnailDocument(stored)!;
    expect(parsed).toEqual(stored);
    for (const layer of parsed.layers) {
      expect("hidden" in layer).toBe(false);
      expect("followsHeadline" in layer).toBe(false);
    }
  });

  it("trims the text and lowercases the colours", () => {
    const parsed = parseThumbnailDocument(
      changed((d) => {
        d.layers[1]!.text = "  Olá  ";
        d.layers[1]!.color = "#FFAA00";
      }),
    );
    expect(parsed?.layers[1]?.text).toBe("Olá");
    expect(parsed?.layers[1]?.color).toBe("#ffaa00");
  });

  it("refuses bad colours", () => {
    for (const color of ["#fff", "ffffff", "#gggggg", "red", "#ffffff80", ""])
      expect(parseThumbnailDocument(changed((d) => (d.layers[0]!.color = color))), color).toBeNull();
    expect(parseThumbnailDocument(changed((d) => (d.layers[1]!.accent = "#12345")))).toBeNull();
    expect(
      parseThumbnailDocument(changed((d) => (d.layers[1]!.plate = { kind: "bar", color: "yellow" }))),
    ).toBeNull();
  });

  it("refuses empty and too long text", () => {
    for (const text of ["", "   ", "x".repeat(101)])
      expect(parseThumbnailDocument(changed((d) => (d.layers[0]!.text = text))), text).toBeNull();
    expect(parseThumbnailDocument(changed((d) => (d.layers[0]!.text = "x".repeat(100))))).not.toBeNull();
  });

  it("refuses sizes and effects out of range", () => {
    for (const size of [15, 241, 100.5, -1])
      expect(parseThumbnailDocument(changed((d) => (d.layers[0]!.size = size))), String(size)).toBeNull();
    expect(parseThumbnailDocument(changed((d) => (d.layers[0]!.size = 16)))).not.toBeNull();
    expect(parseThumbnailDocument(changed((d) => (d.layers[0]!.size = 240)))).not.toBeNull();
    expect(
      parseThumbnailDocument(changed((d) => (d.layers[1]!.outline = { width: 31, color: "#000000" }))),
    ).toBeNull();
    expect(parseThumbnailDocument(changed((d) => (d.layers[1]!.rotation = 45)))).toBeNull();
    expect(parseThumbnailDocument(changed((d) => (d.layers[1]!.maxLines = 7)))).toBeNull();
    expect(parseThumbnailDocument(changed((d) => (d.layers[1]!.lineHeight = 5)))).toBeNull();
  });

  it("refuses unknown fonts, positions, roles, plates and layouts", () => {
    expect(parseThumbnailDocument(changed((d) => (d.layers[0]!.font = "comic-sans")))).toBeNull();
    expect(parseThumbnailDocument(changed((d) => (d.layers[0]!.position = "middle")))).toBeNull();
    expect(parseThumbnailDocument(changed((d) => (d.layers[0]!.role = "number")))).toBeNull();
    expect(parseThumbnailDocument(changed((d) => (d.layers[0]!.plate = { kind: "star" })))).toBeNull();
    expect(parseThumbnailDocument(changed((d) => (d.layout = "collage")))).toBeNull();
    expect(parseThumbnailDocument(changed((d) => (d.style = "retro")))).toBeNull();
  });

  it("refuses duplicate layer ids, no layers or too many, and bad ids", () => {
    expect(parseThumbnailDocument(changed((d) => (d.layers[1]!.id = "secondary")))).toBeNull();
    expect(parseThumbnailDocument(changed((d) => (d.layers = [])))).toBeNull();
    const many = changed((d) => {
      d.layers = [0, 1, 2, 3, 4].map((i) => ({ ...d.layers[1]!, id: `layer-${i}` }));
    });
    expect(parseThumbnailDocument(many)).toBeNull();
    many.layers.pop();
    expect(parseThumbnailDocument(many)).not.toBeNull();
    for (const id of ["", "Headline", "has space", "-dash", "x".repeat(33)])
      expect(parseThumbnailDocument(changed((d) => (d.layers[0]!.id = id))), id).toBeNull();
  });

  it("refuses another version and a background outside its set", () => {
    expect(parseThumbnailDocument(changed((d) => (d.version = 2)))).toBeNull();
    expect(parseThumbnailDocument(changed((d) => delete d.version))).toBeNull();
    expect(parseThumbnailDocument(changed((d) => (d.background = 2)))).toBeNull();
    expect(parseThumbnailDocument(changed((d) => (d.background = 4)))).toBeNull();
    expect(parseThumbnailDocument(changed((d) => (d.backgrounds = [])))).toBeNull();
    expect(parseThumbnailDocument(changed((d) => (d.backgrounds = ["a", ""])))).toBeNull();
    expect(parseThumbnailDocument(changed((d) => (d.backgrounds = ["a", "b", "c", "d", "e"])))).toBeNull();
  });

  it("refuses a box off the canvas", () => {
    for (const box of [
      { x: -20, y: 0, width: 100, height: 100 },
      { x: 1200, y: 0, width: 100, height: 100 },
      { x: 0, y: 700, width: 100, height: 40 },
      { x: 0, y: 0, width: 0, height: 100 },
      { x: 0, y: 0, width: 100, height: Number.POSITIVE_INFINITY },
    ])
      expect(
        parseThumbnailDocument(changed((d) => (d.layers[0]!.box = box))),
        JSON.stringify(box),
      ).toBeNull();
    expect(
      parseThumbnailDocument(changed((d) => (d.layers[0]!.box = { x: 0, y: 0, width: 1280, height: 720 }))),
    ).not.toBeNull();
  });

  it("refuses what is not a document at all", () => {
    for (const json of [null, undefined, 1, "document", [], {}])
      expect(parseThumbnailDocument(json)).toBeNull();
    expect(thumbnailDocumentSchema.safeParse(document).success).toBe(true);
  });
});
