import { namedColors } from "~/core/brief/named-colors";
import type { ThumbnailBrief } from "~/core/brief/thumbnail-brief";

/**
 * What the creator asked to avoid, applied to the visual choices the renderer understands: the
 * restriction quick replies (and their usual wordings) must never be contradicted by the picture.
 * Anything else stays in `restrictions` as the creator wrote it (the image model reads it).
 */
const normalize = (text: string) =>
  text
    .normalize("NFD")
    .replace(/\p{M}+/gu, "")
    .toLowerCase();

const noFaces =
  /\b(sem|nada de|evitar?|nao (quero|use|usar|coloque))\b[^.;]*\b(rostos?|caras?|pessoas?|fotos? minhas?)\b|\bno (faces?|people)\b|\b(avoid|without|don ?t (use|want|show))\b[^.;]*\b(faces?|people)\b/;
const noDark =
  /\b(evitar?|sem|nada de|nao (quero|use|usar))\b[^.;]*\b(cores? )?(escur[ao]s?|pret[ao]s?)\b|\b(avoid|no|without|don ?t (use|want))\b[^.;]*\b(dark|black)\b/;
const noShock =
  /\b(nada|sem|evitar?)\b[^.;]*\b(chocantes?|choque|apelativ[ao]s?|clickbait)\b|\b(nothing|no|avoid|without)\b[^.;]*\b(shocking|shock|clickbait)\b/;

const darkPalettes: ThumbnailBrief["palette"][] = ["yellow-black", "black-white"];

/** Near black: what "sem cores escuras" / "no dark colours" rules out of the colours named. */
function isDark(hex: string) {
  const value = Number.parseInt(hex.slice(1), 16);
  return Math.max((value >> 16) & 255, (value >> 8) & 255, value & 255) < 70;
}

/** The creator's colours without those the restrictions name ("sem vermelho") or rule out. */
function colorsKept(colors: readonly string[], said: string): string[] {
  const avoided = new Set(namedColors(said, 12).map((color) => color.hex));
  return colors.filter((hex) => !avoided.has(hex) && !(noDark.test(said) && isDark(hex)));
}

export function applyRestrictions(brief: ThumbnailBrief): ThumbnailBrief {
  const said = normalize(brief.restrictions);
  if (!said) return brief;
  const next = { ...brief };
  if (noFaces.test(said) && next.highlight === "face") next.highlight = "circle";
  if (noDark.test(said) && darkPalettes.includes(next.palette)) next.palette = "blue-orange";
  if (next.colors) {
    const kept = colorsKept(next.colors, said);
    if (kept.length > 0) next.colors = kept;
    else delete next.colors;
  }
  if (noShock.test(said)) {
    if (next.mood === "surprise" || next.mood === "urgency") next.mood = "curiosity";
    if (next.style === "bold") next.style = "professional";
  }
  return next;
}
