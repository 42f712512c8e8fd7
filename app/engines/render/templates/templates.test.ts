import { beforeAll, describe, expect, it } from "vitest";
import { thumbnailDocumentSchema } from "~/engines/render/thumbnail-document";
import { renderThumbnailOptions, renderThumbnailVariationSet } from "~/engines/render/render-document";
import type { RenderEngine } from "~/engines/render/render-engine";
import { nodeRenderEngine } from "~/engines/render/render-engine.node";
import {
  findTemplate,
  templateColours,
  templateCounts,
  templateNiches,
  templateRecipe,
  templates,
} from "~/engines/render/templates";
import { layerBlock, sceneToDocumentParts } from "~/engines/render/document-layers";
import { thumbnailScene } from "~/engines/render/prepared-render";
import { documentWarnings } from "~/engines/render/readability";
import { templateArt, templateBrief } from "~/engines/render/templates/apply";
import { previewBrief, renderTemplatePreview } from "~/engines/render/templates/render-template";
import { longHeadline, testBrief } from "~/engines/render/test-briefs";
import { thumbnailStyleIds } from "~/core/brief/thumbnail-brief";
import en from "~/core/i18n/locales/en";
import pt from "~/core/i18n/locales/pt";

let engine: RenderEngine;
beforeAll(async () => {
  engine = await nodeRenderEngine();
}, 60_000);

describe("the template library", () => {
  it("has unique slug ids, known niches, colours and styles, and names in pt and en", () => {
    expect(new Set(templates.map((t) => t.id)).size).toBe(templates.length);
    for (const t of templates) {
      expect(t.id).toMatch(/^[a-z0-9][a-z0-9-]{0,63}$/);
      expect(templateNiches).toContain(t.niche);
      expect(templateColours).toContain(t.colour);
      expect(thumbnailStyleIds).toContain(t.style);
      expect(t.name.pt.length).toBeGreaterThan(3);
      expect(t.name.en.length).toBeGreaterThan(3);
    }
  });

  it("has a label in pt and en for every niche and colour it files templates under", () => {
    for (const locale of [pt, en]) {
      expect(Object.keys(locale.templates.niches).sort()).toEqual([...templateNiches].sort());
      expect(Object.keys(locale.templates.colours).sort()).toEqual([...templateColours].sort());
    }
  });

  it("counts its tiers from the list itself", () => {
    const counts = templateCounts();
    expect(counts.basic).toBe(templates.filter((t) => t.tier === "basic").length);
    expect(counts.premium).toBe(templates.filter((t) => t.tier === "premium").length);
    expect(counts.total).toBe(templates.length);
    expect(counts.basic).toBeGreaterThan(0);
    expect(counts.premium).toBeGreaterThan(0);
  });

  it("finds a template by id and nothing for an unknown one", () => {
    const first = templates[0]!;
    expect(findTemplate(first.id)).toEqual(first);
    expect(findTemplate("no-such-template")).toBeNull();
  });

  it("gives every style a plain member for each of the four compositions", () => {
    for (const style of thumbnailStyleIds) {
      const core = templates.filter((t) => t.style === style && templateRecipe(t.id)!.core);
      expect(new Set(core.map((t) => templateRecipe(t.id)!.look.layout)).size).toBe(4);
    }
  });
});

/** A long title as a creator writes one (70 characters). */
const longTitle = "Como eu organizei minha rotina de estudos e passei no concurso público";

/** Every template's layers with `title`, on each platform, without and with the creator's photo. */
function* fittedLayers(title: string) {
  for (const info of templates) {
    const template = templateRecipe(info.id)!;
    for (const platform of ["both", "desktop", "mobile"] as const)
      for (const hasReference of [false, true]) {
        const brief = { ...templateBrief(previewBrief(template, "pt", title), template, "chosen"), platform };
        const { scene } = thumbnailScene(engine.fonts, {
          brief,
          seed: "long-title",
          variation: 0,
          layout: template.look.layout,
          look: templateArt(template),
          hasBackground: false,
          hasReference,
        });
        const { layers } = sceneToDocumentParts(scene);
        yield { where: `${info.id} (${platform}${hasReference ? ", photo" : ""})`, layers };
      }
  }
}

describe("a long Portuguese title in every template", () => {
  it("is fitted readably at phone size and clear of the duration corner, with the creator's photo too", () => {
    const problems: string[] = [];
    for (const { where, layers } of fittedLayers(longTitle)) {
      if (!layers.some((layer) => layer.role === "headline")) problems.push(`${where}: no headline`);
      for (const warning of documentWarnings(engine.fonts, layers))
        problems.push(`${where}: ${warning.layerId} ${warning.kind} (${warning.mobilePx} px)`);
    }
    expect(problems).toEqual([]);
  }, 120_000);

  it("keeps even a layer's longest text (100 characters) inside its box and out of the duration corner", () => {
    const problems: string[] = [];
    for (const { where, layers } of fittedLayers(longHeadline))
      for (const layer of layers) {
        const { fitted } = layerBlock(engine.fonts, layer);
        const inside =
          fitted.ink.x >= layer.box.x - 1 &&
          fitted.ink.y >= layer.box.y - 1 &&
          fitted.ink.x + fitted.ink.width <= layer.box.x + layer.box.width + 1 &&
          fitted.ink.y + fitted.ink.height <= layer.box.y + layer.box.height + 1;
        if (!inside) problems.push(`${where}: ${layer.id} leaves its box`);
        for (const warning of documentWarnings(engine.fonts, [layer]))
          if (warning.kind === "under-timestamp") problems.push(`${where}: ${layer.id} under the duration`);
      }
    expect(problems).toEqual([]);
  }, 120_000);
});

describe("renderTemplatePreview", () => {
  it("renders a JPEG of the width asked for, with the sample title or the one given", async () => {
    const id = templates.find((t) => t.tier === "premium")!.id;
    const preview = await renderTemplatePreview(engine, { templateId: id, language: "pt", width: 320 });
    const image = engine.decode(preview);
    expect([image.width, image.height]).toEqual([320, 180]);
    const titled = await renderTemplatePreview(engine, {
      templateId: id,
      language: "en",
      title: "My own title",
      width: 320,
    });
    expect(Buffer.from(titled).equals(Buffer.from(preview))).toBe(false);
  }, 60_000);

  it("refuses an unknown template", async () => {
    await expect(renderTemplatePreview(engine, { templateId: "nope", language: "en" })).rejects.toThrow();
  });
});

describe("generation with a template", () => {
  it("makes the first thumbnail that template and the others its family's other compositions", async () => {
    const chosen = templates.find((t) => t.tier === "premium" && t.style === "gamer")!;
    const rendered = await renderThumbnailOptions(engine, {
      brief: testBrief({
        style: "bold",
        title: "Zerei Minecraft no hardcore",
        headline: "ZEREI NO HARDCORE",
      }),
      seed: "template-choice",
      template: chosen.id,
      options: [{ layout: 0 }, { layout: 1 }, { layout: 2 }, { layout: 3 }],
    });
    expect(rendered[0]!.template).toBe(chosen.id);
    expect(rendered[0]!.layout).toBe(templateRecipe(chosen.id)!.look.layout);
    expect(rendered.every((r) => r.style === "gamer")).toBe(true);
    expect(new Set(rendered.map((r) => r.layout)).size).toBe(4);
    for (const r of rendered) expect(findTemplate(r.template!)!.style).toBe("gamer");
    const document = {
      version: 1,
      layout: rendered[0]!.layout,
      style: rendered[0]!.style,
      template: rendered[0]!.template,
      background: 0,
      backgrounds: ["k"],
      layers: rendered[0]!.layers,
    };
    expect(thumbnailDocumentSchema.parse(document).template).toBe(chosen.id);
  }, 120_000);

  it("keeps a basic template's siblings basic", async () => {
    const chosen = templates.find((t) => t.tier === "basic" && t.style === "playful")!;
    const rendered = await renderThumbnailVariationSet(engine, {
      brief: testBrief(),
      seed: "basic-choice",
      template: chosen.id,
    });
    expect(rendered[0]!.template).toBe(chosen.id);
    for (const r of rendered) expect(findTemplate(r.template!)!.tier).toBe("basic");
  }, 120_000);

  it("draws every generation without a template from the brief's style family", async () => {
    const rendered = await renderThumbnailVariationSet(engine, {
      brief: testBrief({ style: "cinematic" }),
      seed: "family",
    });
    for (const r of rendered) {
      const t = templateRecipe(r.template!)!;
      expect(t.style).toBe("cinematic");
      expect(t.look.layout).toBe(r.layout);
    }
  }, 120_000);
});
