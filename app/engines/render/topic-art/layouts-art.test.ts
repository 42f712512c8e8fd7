import { beforeAll, describe, expect, it } from "vitest";
import { briefChoiceIds, type ThumbnailBrief } from "~/core/brief/thumbnail-brief";
import { loadFontLibrary, type FontLibrary } from "~/engines/render/fonts";
import { intersects, type Rect } from "~/engines/render/geometry";
import { layoutOrder, timestampZone } from "~/engines/render/layouts";
import { readFontFiles } from "~/engines/render/render-engine.node";
import { thumbnailScene } from "~/engines/render/render-thumbnails";
import { textBlocks, textBounds, type Scene } from "~/engines/render/scene";
import { testBrief } from "~/engines/render/test-briefs";
import { englishTopics, portugueseTopics } from "~/engines/render/topic-art/topic-cases";

let fonts: FontLibrary;
beforeAll(async () => {
  fonts = await loadFontLibrary(await readFontFiles());
});

/** The topic art a scene draws, and where. */
const artOf = (scene: Scene) =>
  scene.items.flatMap((item) => (item.kind === "svg" && item.topic ? [item.topic] : []));

/** Every layout's scene of `brief`, with or without an image-model background and the creator's photo. */
function scenes(brief: ThumbnailBrief, pictures: { hasBackground: boolean; hasReference: boolean }) {
  return layoutOrder.map(
    (_, layout) => thumbnailScene(fonts, { brief, seed: "topic", variation: layout, ...pictures }).scene,
  );
}

/** The highlights that show an object: the product, and what the ring and the arrow point at. */
const withObject = ["product", "arrow", "circle"] as const;
const withoutObject = briefChoiceIds.highlight.filter((h) => !(withObject as readonly string[]).includes(h));
const noPhoto = [
  { hasBackground: false, hasReference: false },
  { hasBackground: true, hasReference: false },
];

const topicBrief = (
  title: string,
  niche: string,
  language: "pt" | "en",
  highlight: ThumbnailBrief["highlight"],
) =>
  testBrief({
    language,
    title,
    niche,
    headline: language === "pt" ? "VOCÊ PRECISA VER" : "YOU NEED THIS",
    highlight,
  });

describe("topic art in the layouts", () => {
  it("shows the topic's own art, and only it, for 40+ topics in each language in every layout", () => {
    let checked = 0;
    for (const [language, cases] of [
      ["pt", portugueseTopics],
      ["en", englishTopics],
    ] as const)
      for (const [title, niche, icon] of cases)
        for (const highlight of withObject)
          for (const pictures of noPhoto)
            for (const scene of scenes(topicBrief(title, niche, language, highlight), pictures)) {
              expect(
                artOf(scene).map((a) => a.icon),
                `${scene.layout} ${highlight} "${title}"`,
              ).toEqual([icon]);
              checked++;
            }
    expect(checked).toBeGreaterThanOrEqual(80 * 3 * 2 * 4);
  });

  it("keeps the art clear of every text box and of the timestamp corner", () => {
    const overlaps: string[] = [];
    for (const platform of briefChoiceIds.platform)
      for (const style of briefChoiceIds.style)
        for (const highlight of withObject)
          for (const headline of ["VOCÊ PRECISA VER", "O maior erro que eu cometi com o meu celular novo"])
            for (const pictures of noPhoto)
              for (const scene of scenes(
                testBrief({
                  title: "Review do celular",
                  niche: "tecnologia",
                  headline,
                  highlight,
                  platform,
                  style,
                }),
                pictures,
              )) {
                const [art] = artOf(scene);
                expect(art, `${scene.layout} ${highlight}`).toBeDefined();
                const box: Rect = art!.box;
                const where = `${scene.layout} ${highlight} ${platform} ${style} "${headline}"`;
                if (intersects(box, timestampZone)) overlaps.push(`${where}: timestamp`);
                for (const block of textBlocks(scene))
                  if (intersects(box, textBounds(block))) overlaps.push(`${where}: ${block.role}`);
              }
    expect(overlaps).toEqual([]);
  });

  it("draws no object for a face, a number or a before/after, nor when the brief names no topic", () => {
    for (const highlight of withoutObject)
      for (const pictures of noPhoto)
        for (const scene of scenes(
          topicBrief("Review do iPhone 16", "tecnologia", "pt", highlight),
          pictures,
        ))
          expect(artOf(scene), `${scene.layout} ${highlight}`).toEqual([]);
    for (const highlight of briefChoiceIds.highlight)
      for (const pictures of noPhoto)
        for (const scene of scenes(
          testBrief({
            title: "Vídeo sobre a minha vida",
            niche: "estilo de vida",
            headline: "EU NÃO ACREDITEI",
            highlight,
          }),
          pictures,
        )) {
          expect(artOf(scene), `${scene.layout} ${highlight}`).toEqual([]);
          // Nor a spotlight on nothing, or a ring or an arrow around empty space (tilted-band's
          // ring is around a word of the headline, drawn with the text).
          const markup = scene.items.map((item) => (item.kind === "svg" ? item.markup : "")).join("");
          const where = `${scene.layout} ${highlight}`;
          if (highlight === "product") expect(markup, where).not.toContain('id="beam');
          if (highlight === "arrow")
            expect(markup, where).not.toContain('transform="translate(8 10) translate(');
          if (highlight === "circle") expect(markup, where).not.toMatch(/<ellipse[^>]*fill="none"/);
        }
  });

  it("shows the title's big number instead, when there is no topic but a number", () => {
    for (const highlight of withObject)
      for (const pictures of noPhoto)
        for (const scene of scenes(
          testBrief({
            title: "Top 5 erros que todo mundo comete",
            niche: "pessoal",
            headline: "TOP 5 ERROS",
            highlight,
          }),
          pictures,
        )) {
          expect(artOf(scene), `${scene.layout} ${highlight}`).toEqual([]);
          const numbers = textBlocks(scene).filter((b) => b.role === "number" || b.role === "badge");
          expect(
            numbers.map((b) => b.fitted.lines.flatMap((l) => l.words).join(" ")),
            `${scene.layout} ${highlight}`,
          ).toEqual(["5"]);
        }
  });

  it("leaves the creator's photo as the hero: no topic art when there is a reference", () => {
    for (const highlight of briefChoiceIds.highlight)
      for (const scene of scenes(topicBrief("Review do iPhone 16", "tecnologia", "pt", highlight), {
        hasBackground: false,
        hasReference: true,
      }))
        expect(artOf(scene), `${scene.layout} ${highlight}`).toEqual([]);
  });
  it("reads the expert's typed element answer when the title and niche name no topic", () => {
    const brief = {
      ...topicBrief("Vale a pena?", "dicas", "pt", "product"),
      typed: { highlight: "meu celular novo" },
    };
    for (const scene of scenes(brief, noPhoto[0]!))
      expect(artOf(scene).map((art) => art.icon)).toEqual(["mobile-phone"]);
    for (const scene of scenes({ ...brief, typed: {} }, noPhoto[0]!))
      expect(artOf(scene).some((art) => art.icon === "mobile-phone")).toBe(false);
  });
});
