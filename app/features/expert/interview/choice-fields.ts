/**
 * The words that pick each of the brief's options in a free answer ("amarelo e preto", "neon",
 * "mrbeast"…), in both languages and without accents (answers are normalised before matching).
 */
import { briefChoices } from "~/core/i18n/brief-labels";
import {
  type ThumbnailEffect,
  type ThumbnailHighlight,
  type ThumbnailMood,
  type ThumbnailPalette,
  type ThumbnailPlatform,
  type ThumbnailStyle,
} from "~/core/brief/thumbnail-brief";

export interface ChoiceField<Id extends string> {
  options: readonly { id: Id; pt: string; en: string }[];
  keywords: Record<Id, readonly string[]>;
}

export const styleField: ChoiceField<ThumbnailStyle> = {
  options: briefChoices.style,
  keywords: {
    bold: [
      "impactante",
      "mrbeast",
      "mr beast",
      "bold",
      "chamativo",
      "chamativa",
      "exagerado",
      "viral",
      "impacto",
    ],
    minimal: ["minimalista", "minimal", "minimalist", "clean", "limpo", "limpa", "simples", "simple"],
    professional: [
      "profissional",
      "corporativo",
      "professional",
      "corporate",
      "serio",
      "seria",
      "serious",
      "business",
      "elegante",
      "elegant",
      "sobrio",
    ],
    gamer: ["gamer", "gaming", "games", "game", "neon", "jogos", "jogo", "esports"],
    cinematic: [
      "cinematografico",
      "cinematografica",
      "cinematic",
      "cinema",
      "filme",
      "movie",
      "film",
      "epico",
      "epic",
      "dramatico",
      "dramatic",
    ],
    playful: [
      "divertido",
      "divertida",
      "colorido",
      "colorida",
      "playful",
      "colourful",
      "colorful",
      "fun",
      "infantil",
      "kids",
      "alegre",
      "cartoon",
    ],
  },
};

export const paletteField: ChoiceField<ThumbnailPalette> = {
  options: briefChoices.palette,
  keywords: {
    "yellow-black": ["amarelo", "amarela", "yellow", "preto", "preta", "black", "dourado", "gold"],
    "red-white": ["vermelho", "vermelha", "red", "branco", "branca", "white"],
    "blue-orange": ["azul", "blue", "laranja", "orange"],
    "green-neon": ["verde", "green", "neon", "lima", "lime"],
    "purple-pink": ["roxo", "roxa", "purple", "rosa", "pink", "lilas", "violeta", "violet", "magenta"],
    "black-white": [
      "preto",
      "preta",
      "black",
      "branco",
      "branca",
      "white",
      "cinza",
      "gray",
      "grey",
      "monocromatico",
      "monochrome",
      "p&b",
      "escuro",
      "escura",
      "dark",
    ],
  },
};

export const effectField: ChoiceField<ThumbnailEffect> = {
  options: briefChoices.effects,
  keywords: {
    outline: ["contorno", "contornos", "outline", "borda", "bordas", "stroke", "contornado"],
    glow: ["brilho", "glow", "brilhante", "luminoso", "neon"],
    shadow: ["sombra", "sombras", "shadow", "shadows", "sombreado"],
    blur: ["desfocado", "desfoque", "desfocar", "blur", "blurred", "bokeh"],
    none: [
      "sem efeitos",
      "sem efeito",
      "nenhum",
      "nenhuma",
      "none",
      "no effects",
      "no effect",
      "nada",
      "sem nada",
    ],
  },
};

export const highlightField: ChoiceField<ThumbnailHighlight> = {
  options: briefChoices.highlight,
  keywords: {
    face: [
      "rosto",
      "face",
      "expressao",
      "expression",
      "cara",
      "reacao",
      "reaction",
      "pessoa",
      "person",
      "selfie",
    ],
    arrow: ["seta", "setas", "arrow", "arrows", "flecha"],
    circle: ["circulo", "circulos", "circle", "circled", "marcacao"],
    number: ["numero", "number", "numeros", "numbers", "valor"],
    "before-after": [
      "antes e depois",
      "before and after",
      "antes depois",
      "comparacao",
      "comparison",
      "vs",
      "versus",
    ],
    product: ["produto", "product", "objeto", "object", "item", "gadget"],
  },
};

export const platformField: ChoiceField<ThumbnailPlatform> = {
  options: briefChoices.platform,
  keywords: {
    mobile: ["mobile", "celular", "smartphone", "phone", "telefone", "telemovel"],
    desktop: ["desktop", "computador", "pc", "notebook", "laptop", "computer", "tv"],
    both: ["ambos", "both", "os dois", "as duas", "todos", "todas", "all", "tudo", "everywhere"],
  },
};

export const moodField: ChoiceField<ThumbnailMood> = {
  options: briefChoices.mood,
  keywords: {
    curiosity: [
      "curiosidade",
      "curiosity",
      "curioso",
      "curiosa",
      "curious",
      "misterio",
      "mystery",
      "intriga",
    ],
    urgency: ["urgencia", "urgency", "urgente", "urgent", "pressa", "fomo"],
    excitement: [
      "empolgacao",
      "excitement",
      "empolgante",
      "empolgado",
      "animado",
      "animacao",
      "exciting",
      "excited",
      "hype",
      "energia",
      "energy",
    ],
    trust: [
      "confianca",
      "trust",
      "credibilidade",
      "credibility",
      "autoridade",
      "authority",
      "confiavel",
      "seguranca",
    ],
    surprise: [
      "surpresa",
      "choque",
      "surprise",
      "shock",
      "chocante",
      "shocking",
      "surpreendente",
      "wow",
      "chocado",
    ],
    calm: [
      "calma",
      "calmo",
      "inspiracao",
      "calm",
      "inspiration",
      "inspirador",
      "inspiring",
      "tranquilo",
      "tranquilidade",
      "paz",
      "peace",
      "relaxante",
    ],
  },
};
