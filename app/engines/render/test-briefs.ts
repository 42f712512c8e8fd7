/** Briefs for the renderer's tests and benchmark. */
import type { ThumbnailBrief } from "~/core/brief/thumbnail-brief";

export const accentedHeadline = "AÇÃO É JÁ: PÃO, CORAÇÃO, ÔNIBUS";

export const longHeadline =
  "O maior erro que eu cometi na minha vida inteira de programador júnior e como você pode evitar isso hoje";

export function testBrief(overrides: Partial<ThumbnailBrief> = {}): ThumbnailBrief {
  return {
    language: "pt",
    niche: "culinária",
    title: "Pão caseiro em 10 minutos",
    headline: accentedHeadline,
    audience: "iniciantes",
    style: "bold",
    palette: "yellow-black",
    effects: [],
    highlight: "face",
    platform: "both",
    mood: "excitement",
    restrictions: "",
    ...overrides,
  };
}
