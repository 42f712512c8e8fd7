/**
 * The colours a creator names in a free answer ("verde e roxo", "laranja com azul", "navy and
 * gold", "#ff0066"), in the order named: a typed colours answer becomes the thumbnail's palette
 * (docs/product.md, Thumbnail Expert). Names are matched in pt and en, without accents, with "claro"
 * / "light" and "escuro" / "dark" shading the colour they qualify.
 */

/** A colour family: what a preset palette is made of ("Azul e laranja" is blue + orange). */
export type ColorFamily =
  | "red"
  | "orange"
  | "yellow"
  | "gold"
  | "green"
  | "teal"
  | "blue"
  | "purple"
  | "pink"
  | "brown"
  | "beige"
  | "black"
  | "white"
  | "gray"
  | "silver";

export interface NamedColor {
  hex: string;
  /** null for a hex code (it belongs to no family). */
  family: ColorFamily | null;
  /** Made lighter or darker than the name alone ("azul claro", "dark green"). */
  shaded: boolean;
}

/** Name (normalised: lower case, no accents, single spaces) → colour. Longest names win. */
const names: Record<string, [string, ColorFamily]> = {
  // Portuguese
  vermelho: ["#e5202b", "red"],
  vermelha: ["#e5202b", "red"],
  vermelhos: ["#e5202b", "red"],
  vinho: ["#7b0d2a", "red"],
  bordo: ["#7b0d2a", "red"],
  laranja: ["#ff7a00", "orange"],
  coral: ["#ff6f59", "orange"],
  salmao: ["#ff8c7a", "orange"],
  amarelo: ["#ffd400", "yellow"],
  amarela: ["#ffd400", "yellow"],
  amarelos: ["#ffd400", "yellow"],
  mostarda: ["#d6a400", "yellow"],
  dourado: ["#d4a017", "gold"],
  dourada: ["#d4a017", "gold"],
  ouro: ["#d4a017", "gold"],
  verde: ["#1fbf4a", "green"],
  verdes: ["#1fbf4a", "green"],
  "verde neon": ["#39ff14", "green"],
  "verde limao": ["#a3e635", "green"],
  "verde musgo": ["#4a5d23", "green"],
  "verde agua": ["#5ce1c6", "teal"],
  turquesa: ["#1cc6c2", "teal"],
  ciano: ["#00c8e0", "teal"],
  azul: ["#1e63ff", "blue"],
  azuis: ["#1e63ff", "blue"],
  "azul marinho": ["#0b1f5c", "blue"],
  "azul royal": ["#2449d8", "blue"],
  "azul bebe": ["#8fc8ff", "blue"],
  "azul celeste": ["#5fb7ff", "blue"],
  roxo: ["#7a2ee6", "purple"],
  roxa: ["#7a2ee6", "purple"],
  roxos: ["#7a2ee6", "purple"],
  violeta: ["#8b3dff", "purple"],
  lilas: ["#b57edc", "purple"],
  rosa: ["#ff3ea5", "pink"],
  "rosa choque": ["#ff1493", "pink"],
  "rosa neon": ["#ff2bd6", "pink"],
  magenta: ["#e0129a", "pink"],
  marrom: ["#7b4a1e", "brown"],
  bege: ["#e8d5b0", "beige"],
  creme: ["#f5ecd7", "beige"],
  preto: ["#0b0b0b", "black"],
  preta: ["#0b0b0b", "black"],
  pretos: ["#0b0b0b", "black"],
  branco: ["#ffffff", "white"],
  branca: ["#ffffff", "white"],
  brancos: ["#ffffff", "white"],
  cinza: ["#8a8a8a", "gray"],
  prata: ["#c0c4cc", "silver"],
  prateado: ["#c0c4cc", "silver"],
  // English
  red: ["#e5202b", "red"],
  maroon: ["#7b0d2a", "red"],
  burgundy: ["#7b0d2a", "red"],
  crimson: ["#c8102e", "red"],
  orange: ["#ff7a00", "orange"],
  salmon: ["#ff8c7a", "orange"],
  yellow: ["#ffd400", "yellow"],
  mustard: ["#d6a400", "yellow"],
  gold: ["#d4a017", "gold"],
  golden: ["#d4a017", "gold"],
  green: ["#1fbf4a", "green"],
  "neon green": ["#39ff14", "green"],
  lime: ["#a3e635", "green"],
  "lime green": ["#a3e635", "green"],
  mint: ["#5ce1a6", "green"],
  teal: ["#0f9d9a", "teal"],
  turquoise: ["#1cc6c2", "teal"],
  cyan: ["#00c8e0", "teal"],
  blue: ["#1e63ff", "blue"],
  navy: ["#0b1f5c", "blue"],
  "navy blue": ["#0b1f5c", "blue"],
  "royal blue": ["#2449d8", "blue"],
  "baby blue": ["#8fc8ff", "blue"],
  "sky blue": ["#5fb7ff", "blue"],
  purple: ["#7a2ee6", "purple"],
  violet: ["#8b3dff", "purple"],
  lilac: ["#b57edc", "purple"],
  lavender: ["#b9a2f0", "purple"],
  pink: ["#ff3ea5", "pink"],
  "hot pink": ["#ff1493", "pink"],
  "neon pink": ["#ff2bd6", "pink"],
  brown: ["#7b4a1e", "brown"],
  beige: ["#e8d5b0", "beige"],
  cream: ["#f5ecd7", "beige"],
  black: ["#0b0b0b", "black"],
  white: ["#ffffff", "white"],
  gray: ["#8a8a8a", "gray"],
  grey: ["#8a8a8a", "gray"],
  silver: ["#c0c4cc", "silver"],
};

const longestName = Math.max(...Object.keys(names).map((name) => name.split(" ").length));
/** The words that name or shade a colour, for telling colours from anything else typed with them. */
export const colorWords = new Set(Object.keys(names).flatMap((name) => name.split(" ")));
const lighter = new Set(["claro", "clara", "claros", "claras", "light", "pale", "pastel"]);
const darker = new Set(["escuro", "escura", "escuros", "escuras", "dark", "deep"]);

function normalize(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{M}+/gu, "")
    .toLowerCase()
    .replace(/[^a-z0-9#]+/g, " ")
    .trim();
}

function channelHex(value: number) {
  return Math.max(0, Math.min(255, Math.round(value)))
    .toString(16)
    .padStart(2, "0");
}

function shade(hex: string, toward: "#ffffff" | "#000000", amount: number): string {
  const from = Number.parseInt(hex.slice(1), 16);
  const to = toward === "#ffffff" ? 255 : 0;
  const rgb = [(from >> 16) & 255, (from >> 8) & 255, from & 255].map((v) => v + (to - v) * amount);
  return `#${rgb.map(channelHex).join("")}`;
}

function expandHex(code: string): string {
  const digits = code.slice(1).toLowerCase();
  return `#${digits.length === 3 ? [...digits].map((d) => d + d).join("") : digits}`;
}

/**
 * The colours named in `text`, in order, without repeats, at most `limit`: hex codes (#rgb or
 * #rrggbb) and colour names in pt or en, shaded by "claro"/"light" and "escuro"/"dark".
 */
export function namedColors(text: string, limit = 3): NamedColor[] {
  const found: NamedColor[] = [];
  const add = (color: NamedColor) => {
    if (found.length < limit && !found.some((seen) => seen.hex === color.hex)) found.push(color);
  };
  const words = normalize(text).split(" ").filter(Boolean);
  for (let index = 0; index < words.length;) {
    const word = words[index]!;
    if (/^#([0-9a-f]{3}|[0-9a-f]{6})$/.test(word)) {
      add({ hex: expandHex(word), family: null, shaded: false });
      index += 1;
      continue;
    }
    let matched = 0;
    for (let length = Math.min(longestName, words.length - index); length >= 1; length -= 1) {
      const entry = names[words.slice(index, index + length).join(" ")];
      if (!entry) continue;
      const [hex, family] = entry;
      // "azul claro" (the shade after the name) or "light blue" (before it).
      const after = words[index + length] ?? "";
      const before = words[index - 1] ?? "";
      if (lighter.has(after) || lighter.has(before))
        add({ hex: shade(hex, "#ffffff", 0.45), family, shaded: true });
      else if (darker.has(after) || darker.has(before))
        add({ hex: shade(hex, "#000000", 0.45), family, shaded: true });
      else add({ hex, family, shaded: false });
      matched = length;
      break;
    }
    index += Math.max(1, matched);
  }
  return found;
}
