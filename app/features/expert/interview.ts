/**
 * The Thumbnail Expert's interview: one script shared by the offline interviewer and the OpenAI
 * system prompt. Twelve strategic questions in a fixed order, a summary, a confirmation, and the
 * marker that asks the app to generate the thumbnails.
 *
 * Everything here is pure and reads only the conversation: where the interview is, which quick
 * replies to offer, and the brief the creator's answers describe.
 */
import {
  type BriefImage,
  type BriefLanguage,
  type ThumbnailBrief,
  type ThumbnailEffect,
  type ThumbnailHighlight,
  type ThumbnailMood,
  type ThumbnailPalette,
  type ThumbnailPlatform,
  type ThumbnailStyle,
  thumbnailEffects,
  thumbnailHighlights,
  thumbnailMoods,
  thumbnailPalettes,
  thumbnailPlatforms,
  thumbnailStyles,
} from "~/core/brief/thumbnail-brief";
import { applyRestrictions } from "~/features/expert/restrictions";

/** One message of an expert conversation, as stored (assistant text may hold the marker). */
export interface ExpertMessage {
  role: "user" | "assistant";
  content: string;
  referenceImage?: BriefImage | null;
}

type Localized = Record<BriefLanguage, string>;
type LocalizedList = Record<BriefLanguage, readonly string[]>;

// ---------------------------------------------------------------------------------------------
// The script
// ---------------------------------------------------------------------------------------------

export const questionIds = [
  "niche",
  "title",
  "headline",
  "audience",
  "style",
  "palette",
  "effects",
  "highlight",
  "platform",
  "mood",
  "reference",
  "restrictions",
] as const;
export type QuestionId = (typeof questionIds)[number];

export interface InterviewQuestion {
  id: QuestionId;
  /** The question as the expert asks it. */
  text: Localized;
  /** The item's name in the summary (and the quick reply that picks it for an adjustment). */
  label: Localized;
  /** Suggested answers shown as buttons under the question. */
  quickReplies: LocalizedList;
}

const youChooseReply: Localized = { pt: "Você escolhe", en: "You choose" };

function choiceReplies(options: readonly { pt: string; en: string }[], extra?: Localized): LocalizedList {
  return {
    pt: [...options.map((option) => option.pt), ...(extra ? [extra.pt] : [])],
    en: [...options.map((option) => option.en), ...(extra ? [extra.en] : [])],
  };
}

export const interviewQuestions: readonly InterviewQuestion[] = [
  {
    id: "niche",
    text: {
      pt: "Qual é o nicho do seu canal? Games, finanças, culinária, tecnologia… me conta!",
      en: "What's your channel's niche? Gaming, finance, cooking, tech… tell me!",
    },
    label: { pt: "Nicho", en: "Niche" },
    quickReplies: {
      pt: [
        "Games",
        "Finanças",
        "Tecnologia",
        "Culinária",
        "Fitness",
        "Educação",
        "Vlog / lifestyle",
        "Beleza e moda",
      ],
      en: [
        "Gaming",
        "Finance",
        "Tech",
        "Cooking",
        "Fitness",
        "Education",
        "Vlog / lifestyle",
        "Beauty and fashion",
      ],
    },
  },
  {
    id: "title",
    text: {
      pt: "Qual é o título do vídeo? Manda do jeitinho que vai aparecer no YouTube.",
      en: "What's the video's title? Send it exactly as it will appear on YouTube.",
    },
    label: { pt: "Título do vídeo", en: "Video title" },
    quickReplies: {
      pt: ["Ainda não tenho título"],
      en: ["I don't have a title yet"],
    },
  },
  {
    id: "headline",
    text: {
      pt: "Qual texto curto e chamativo vai em destaque na thumbnail? O ideal é até 5 palavras, tipo “NÃO FAÇA ISSO!” ou “R$10 MIL EM 30 DIAS”. Se preferir, eu escolho pra você.",
      en: "What short, punchy text should stand out on the thumbnail? Ideally 5 words at most, like “DON'T DO THIS!” or “$10K IN 30 DAYS”. If you prefer, I'll pick it for you.",
    },
    label: { pt: "Texto da thumbnail", en: "Thumbnail text" },
    quickReplies: {
      pt: ["Você escolhe pra mim", "Use o título do vídeo", "NÃO FAÇA ISSO!", "FUNCIONOU?!"],
      en: ["You choose for me", "Use the video title", "DON'T DO THIS!", "IT WORKED?!"],
    },
  },
  {
    id: "audience",
    text: {
      pt: "Quem é o público-alvo desse vídeo? Idade, nível de conhecimento, interesses… quanto mais específico, melhor.",
      en: "Who is this video for? Age, experience level, interests… the more specific, the better.",
    },
    label: { pt: "Público-alvo", en: "Target audience" },
    quickReplies: {
      pt: ["Iniciantes", "Jovens de 18 a 24 anos", "Profissionais da área", "Público geral"],
      en: ["Beginners", "Young adults (18–24)", "Professionals in the field", "General audience"],
    },
  },
  {
    id: "style",
    text: {
      pt: "Qual estilo visual combina mais com o seu canal?",
      en: "Which visual style fits your channel best?",
    },
    label: { pt: "Estilo", en: "Style" },
    quickReplies: choiceReplies(thumbnailStyles, youChooseReply),
  },
  {
    id: "palette",
    text: {
      pt: "E as cores? Qual paleta você quer? Cores contrastantes chamam muito mais atenção no feed.",
      en: "What about colours? Which palette do you want? High-contrast colours grab far more attention in the feed.",
    },
    label: { pt: "Cores", en: "Colours" },
    quickReplies: choiceReplies(thumbnailPalettes, youChooseReply),
  },
  {
    id: "effects",
    text: {
      pt: "Quer algum efeito especial? Pode escolher mais de um.",
      en: "Any special effects? You can pick more than one.",
    },
    label: { pt: "Efeitos", en: "Effects" },
    quickReplies: choiceReplies(thumbnailEffects, youChooseReply),
  },
  {
    id: "highlight",
    text: {
      pt: "Qual elemento deve ganhar destaque na imagem?",
      en: "Which element should stand out in the image?",
    },
    label: { pt: "Elemento de destaque", en: "Highlight element" },
    quickReplies: choiceReplies(thumbnailHighlights, youChooseReply),
  },
  {
    id: "platform",
    text: {
      pt: "Onde o seu público mais assiste: Mobile, Desktop ou Ambos? Isso muda o tamanho ideal do texto.",
      en: "Where does your audience watch the most: Mobile, Desktop or Both? It changes the ideal text size.",
    },
    label: { pt: "Plataforma", en: "Platform" },
    quickReplies: choiceReplies(thumbnailPlatforms),
  },
  {
    id: "mood",
    text: {
      pt: "Que sentimento a thumbnail deve passar pra quem bater o olho nela?",
      en: "What feeling should the thumbnail give at first glance?",
    },
    label: { pt: "Sentimento", en: "Feeling" },
    quickReplies: choiceReplies(thumbnailMoods, youChooseReply),
  },
  {
    id: "reference",
    text: {
      pt: "Você tem uma imagem de referência ou uma foto sua pra usar? Se tiver, é só anexar pelo botão de clipe 📎 — ou me diga que não.",
      en: "Do you have a reference image or a photo of yourself to use? If so, attach it with the clip button 📎 — or just say no.",
    },
    label: { pt: "Imagem de referência", en: "Reference image" },
    quickReplies: {
      pt: ["Não tenho, pode seguir"],
      en: ["No, let's move on"],
    },
  },
  {
    id: "restrictions",
    text: {
      pt: "Última pergunta! Tem algo que você NÃO quer de jeito nenhum na thumbnail? Cores, elementos, palavras… ou é só dizer “nenhuma”.",
      en: "Last question! Is there anything you definitely DON'T want on the thumbnail? Colours, elements, words… or just say “none”.",
    },
    label: { pt: "Restrições", en: "Restrictions" },
    quickReplies: {
      pt: ["Nenhuma restrição", "Sem rosto", "Nada chocante ou palavrão", "Evitar cores escuras"],
      en: ["No restrictions", "No faces", "Nothing shocking or profane", "Avoid dark colours"],
    },
  },
];

export const QUESTION_COUNT = interviewQuestions.length;

function question(index: number): InterviewQuestion {
  const found = interviewQuestions[index];
  if (!found) throw new RangeError(`No interview question ${index}`);
  return found;
}

/** "Pergunta 5 de 12: …" — how a question is asked in the conversation. */
export function questionMessage(index: number, language: BriefLanguage): string {
  const prefix = language === "pt" ? "Pergunta" : "Question";
  const of = language === "pt" ? "de" : "of";
  return `${prefix} ${index + 1} ${of} ${QUESTION_COUNT}: ${question(index).text[language]}`;
}

/** The first message of every conversation: the 12 questions, the summary, then question 1. */
export function welcomeMessage(language: BriefLanguage): string {
  const intro =
    language === "pt"
      ? "Olá! 👋 Eu sou o Especialista em Thumbnails da Miniatura. Vou te fazer 12 perguntas estratégicas, uma de cada vez, pra entender o seu vídeo e criar uma thumbnail que gera clique de verdade. No final, te mostro um resumo de tudo pra você confirmar antes de eu gerar as 3 variações. Bora começar!"
      : "Hi! 👋 I'm Miniatura's Thumbnail Expert. I'll ask you 12 strategic questions, one at a time, to understand your video and design a thumbnail that really gets clicks. At the end I'll show you a summary to confirm before I generate your 3 variations. Let's get started!";
  return `${intro}\n\n${questionMessage(0, language)}`;
}

export const confirmationReplies: LocalizedList = {
  pt: ["Sim, gerar as thumbnails!", "Quero ajustar algo"],
  en: ["Yes, generate the thumbnails!", "I want to adjust something"],
};

export const afterGenerationReplies: LocalizedList = {
  pt: ["Gerar novas variações", "Quero ajustar algo", "Criar outra thumbnail"],
  en: ["Generate new variations", "I want to adjust something", "Create another thumbnail"],
};

/** The items the creator can pick when asked what to change (question labels, in script order). */
export const adjustableQuestionIndexes = [1, 2, 0, 3, 4, 5, 6, 7, 8, 9, 10, 11] as const;

function adjustmentReplies(language: BriefLanguage): string[] {
  return adjustableQuestionIndexes.map((index) => question(index).label[language]);
}

// ---------------------------------------------------------------------------------------------
// The marker
// ---------------------------------------------------------------------------------------------

export const GENERATE_MARKER = "[GENERATE_THUMBNAILS]";
const markerPattern = /\[\s*GENERATE[_ ]THUMBNAILS\s*\]/gi;

/** Whether an assistant reply asks the app to generate the thumbnails. */
export function hasGenerateMarker(text: string): boolean {
  markerPattern.lastIndex = 0;
  return markerPattern.test(text);
}

/**
 * The reply as shown to the creator: without the marker, nor (while streaming) a marker that has
 * only partly arrived at the end of the text.
 */
export function stripGenerateMarker(text: string): string {
  let visible = text.replace(markerPattern, "");
  for (let length = GENERATE_MARKER.length - 1; length >= 2; length -= 1) {
    if (visible.toUpperCase().endsWith(GENERATE_MARKER.slice(0, length))) {
      visible = visible.slice(0, -length);
      break;
    }
  }
  return visible.replace(/[ \t]+\n/g, "\n").trim();
}

// ---------------------------------------------------------------------------------------------
// Reading answers: normalisation and option matching
// ---------------------------------------------------------------------------------------------

/** Lower case, no accents, letters and digits separated by single spaces ("$", "%" and "&" kept). */
export function normalizeText(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{M}+/gu, "")
    .toLowerCase()
    .replace(/[^a-z0-9$%&]+/g, " ")
    .trim();
}

/** Position of a normalised phrase in a normalised text, on word boundaries; -1 when absent. */
function phraseAt(normalized: string, phrase: string): number {
  if (!phrase) return -1;
  const index = ` ${normalized} `.indexOf(` ${phrase} `);
  return index;
}

function hasPhrase(normalized: string, phrases: readonly string[]): boolean {
  return phrases.some((phrase) => phraseAt(normalized, normalizeText(phrase)) >= 0);
}

interface ChoiceField<Id extends string> {
  options: readonly { id: Id; pt: string; en: string }[];
  keywords: Record<Id, readonly string[]>;
}

const styleField: ChoiceField<ThumbnailStyle> = {
  options: thumbnailStyles,
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

const paletteField: ChoiceField<ThumbnailPalette> = {
  options: thumbnailPalettes,
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

const effectField: ChoiceField<ThumbnailEffect> = {
  options: thumbnailEffects,
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

const highlightField: ChoiceField<ThumbnailHighlight> = {
  options: thumbnailHighlights,
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

const platformField: ChoiceField<ThumbnailPlatform> = {
  options: thumbnailPlatforms,
  keywords: {
    mobile: ["mobile", "celular", "smartphone", "phone", "telefone", "telemovel"],
    desktop: ["desktop", "computador", "pc", "notebook", "laptop", "computer", "tv"],
    both: ["ambos", "both", "os dois", "as duas", "todos", "todas", "all", "tudo", "everywhere"],
  },
};

const moodField: ChoiceField<ThumbnailMood> = {
  options: thumbnailMoods,
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

interface ChoiceMatch<Id extends string> {
  id: Id;
  /** 1000+ for a whole option label, else the number of the option's keywords found. */
  score: number;
  position: number;
  byLabel: boolean;
}

function matchChoices<Id extends string>(
  text: string,
  field: ChoiceField<Id>,
  { labelsOnly = false, minLabelLength = 1 } = {},
): ChoiceMatch<Id>[] {
  const normalized = normalizeText(text);
  if (!normalized) return [];
  const matches: ChoiceMatch<Id>[] = [];
  for (const option of field.options) {
    let best: ChoiceMatch<Id> | null = null;
    const labels = [option.pt, option.en, option.id.replace(/-/g, " ")].map(normalizeText);
    for (const label of labels) {
      if (label.length < minLabelLength) continue;
      const position = phraseAt(normalized, label);
      if (position >= 0 && (!best || 1000 + label.length > best.score))
        best = { id: option.id, score: 1000 + label.length, position, byLabel: true };
    }
    if (!best && !labelsOnly) {
      let hits = 0;
      let first = Infinity;
      for (const keyword of field.keywords[option.id]) {
        const position = phraseAt(normalized, normalizeText(keyword));
        if (position >= 0) {
          hits += 1;
          first = Math.min(first, position);
        }
      }
      if (hits > 0) best = { id: option.id, score: hits, position: first, byLabel: false };
    }
    if (best) matches.push(best);
  }
  return matches.sort((a, b) => b.score - a.score || a.position - b.position);
}

function matchOne<Id extends string>(text: string, field: ChoiceField<Id>): Id | null {
  return matchChoices(text, field)[0]?.id ?? null;
}

function matchEffects(text: string): ThumbnailEffect[] | null {
  const found = matchChoices(text, effectField)
    .sort((a, b) => a.position - b.position)
    .map((match) => match.id);
  const effects = found.filter((id) => id !== "none");
  if (effects.length > 0) return effects;
  return found.includes("none") ? ["none"] : null;
}

function matchPlatform(text: string): ThumbnailPlatform | null {
  const found = matchChoices(text, platformField).map((match) => match.id);
  if (found.includes("both") || (found.includes("mobile") && found.includes("desktop"))) return "both";
  return found[0] ?? null;
}

const youChoosePhrases = [
  "voce escolhe",
  "vc escolhe",
  "voce que escolhe",
  "pode escolher",
  "escolhe voce",
  "escolha voce",
  "escolhe ai",
  "voce decide",
  "tanto faz",
  "qualquer",
  "qualquer um",
  "qualquer uma",
  "sei la",
  "nao sei",
  "me surpreenda",
  "surpreenda me",
  "a seu criterio",
  "fica a seu criterio",
  "sem preferencia",
  "you choose",
  "you pick",
  "you decide",
  "your choice",
  "your call",
  "up to you",
  "dont know",
  "don t know",
  "not sure",
  "whatever",
  "anything",
  "surprise me",
  "no preference",
  "dont mind",
  "don t mind",
];

/** "Você escolhe", "tanto faz", "you choose"…: the creator leaves the choice to the expert. */
export function leavesChoiceToExpert(text: string): boolean {
  return hasPhrase(normalizeText(text), youChoosePhrases);
}

const useTitlePhrases = [
  "use o titulo",
  "usa o titulo",
  "usar o titulo",
  "o proprio titulo",
  "mesmo do titulo",
  "igual ao titulo",
  "o titulo do video",
  "use the title",
  "use the video title",
  "same as the title",
  "same as title",
  "the title itself",
];

const noTitlePhrases = [
  "ainda nao tenho",
  "nao tenho titulo",
  "nao tenho um titulo",
  "sem titulo",
  "nao tenho",
  "no title",
  "dont have a title",
  "don t have a title",
  "don t have one",
  "dont have one",
  "not yet",
  "i don t have",
  "i dont have",
];

const noneAnswers = new Set(
  [
    "nao",
    "nenhuma",
    "nenhum",
    "nada",
    "nao tenho",
    "nao obrigado",
    "nao obrigada",
    "nenhuma restricao",
    "sem restricoes",
    "sem restricao",
    "nao tenho restricoes",
    "nao nenhuma",
    "pode tudo",
    "tudo liberado",
    "no",
    "nope",
    "none",
    "nothing",
    "no restrictions",
    "no restriction",
    "no thanks",
    "none at all",
    "anything goes",
    "n",
    "na",
  ].map(normalizeText),
);

function isNoneAnswer(text: string): boolean {
  const normalized = normalizeText(text);
  return normalized === "" || noneAnswers.has(normalized);
}

const negativeReferencePattern =
  /^(nao|no|nope|sem|nenhuma?|nada|not|i don t|i dont|dont|don t)\b|\b(nao tenho|don t have|dont have|pode seguir|move on|go ahead|sem imagem|sem foto|no image|no photo)\b/;

function isNegativeReference(text: string): boolean {
  return negativeReferencePattern.test(normalizeText(text));
}

// ---------------------------------------------------------------------------------------------
// Reading intentions after the summary
// ---------------------------------------------------------------------------------------------

const yesFirstWords = new Set([
  "sim",
  "s",
  "yes",
  "y",
  "yep",
  "yeah",
  "yup",
  "ok",
  "okay",
  "okey",
  "pode",
  "gera",
  "gerar",
  "gere",
  "generate",
  "go",
  "confirmo",
  "confirmado",
  "confirma",
  "confirm",
  "confirmed",
  "bora",
  "vamos",
  "manda",
  "perfeito",
  "perfect",
  "isso",
  "certo",
  "claro",
  "sure",
  "beleza",
  "blz",
  "show",
  "top",
  "fechado",
  "fechou",
  "massa",
  "otimo",
  "great",
  "aprovado",
  "approved",
  "excelente",
  "excellent",
  "legal",
  "absolutely",
  "definitely",
]);

const yesPhrases = [
  "tudo certo",
  "ta certo",
  "esta certo",
  "ta otimo",
  "esta otimo",
  "ta bom",
  "esta bom",
  "ta perfeito",
  "pode mandar",
  "manda ver",
  "looks good",
  "looks great",
  "all good",
  "sounds good",
  "do it",
  "go ahead",
  "lets go",
  "let s go",
  "that s right",
  "thats right",
];

const adjustCuePattern =
  /\b(ajust\w*|adjust\w*|mud[aeo]\w*|alter\w*|troc\w*|chang\w*|edit\w*|modif\w*|corrig\w*|fix\w*|tweak\w*|revis\w*)\b/;
const butPattern = /\b(mas|but|porem|exceto|except|instead|so que|em vez)\b/;
const noPattern = /\b(nao|no|not|nope|espera|wait|hold on|antes)\b/;
const pureNoAnswers = new Set(
  ["nao", "no", "nope", "n", "ainda nao", "nao ainda", "not yet", "espera", "wait", "nah", "hmm"].map(
    normalizeText,
  ),
);
const negationPattern =
  /\b(nao|sem|evite|evitar|evita|avoid|dont|don t|never|nunca|tira|tirar|tire|remove|remova|remover|without|no|not)\b/;
const restartPattern =
  /\b(nova thumb\w*|outra thumb\w*|new thumb\w*|another thumb\w*|nova miniatura|outra miniatura|comecar de novo|recomecar|start over|from scratch|do zero|outro video|novo video|another video|new video)\b/;
const regeneratePattern =
  /\b(de novo|novamente|again|regenerat\w*|regerar|outra vez|mais variac\w*|novas variac\w*|new variations?|more variations?|other variations?|mais opc\w*|more options?|gerar nov\w*|gerar mais|generate new|generate more|generate other)\b/;

/** A plain "yes, generate": short, affirmative, with no change asked. */
export function isConfirmation(text: string): boolean {
  if (/[👍✅]/u.test(text) && normalizeText(text) === "") return true;
  const normalized = normalizeText(text);
  if (!normalized) return false;
  const words = normalized.split(" ");
  if (words.length > 12) return false;
  if (adjustCuePattern.test(normalized) || butPattern.test(normalized) || noPattern.test(normalized))
    return false;
  return yesFirstWords.has(words[0] ?? "") || hasPhrase(normalized, yesPhrases);
}

// ---------------------------------------------------------------------------------------------
// Adjustments
// ---------------------------------------------------------------------------------------------

const fieldKeywords: Record<QuestionId, readonly string[]> = {
  niche: ["nicho", "niche"],
  title: ["titulo", "title"],
  headline: [
    "texto da thumbnail",
    "texto da thumb",
    "texto",
    "headline",
    "frase",
    "chamada",
    "cta",
    "thumbnail text",
    "text",
    "slogan",
  ],
  audience: ["publico alvo", "publico", "audience", "target audience", "target"],
  style: ["estilo", "style"],
  palette: ["cor", "cores", "paleta", "colour", "colours", "color", "colors", "palette"],
  effects: ["efeito", "efeitos", "effect", "effects"],
  highlight: ["elemento de destaque", "destaque", "elemento", "highlight", "element"],
  platform: ["plataforma", "platform"],
  mood: ["sentimento", "emocao", "sensacao", "clima", "vibe", "feeling", "mood", "emotion"],
  reference: [
    "imagem de referencia",
    "referencia",
    "foto",
    "imagem",
    "reference",
    "photo",
    "image",
    "picture",
  ],
  restrictions: ["restricao", "restricoes", "restriction", "restrictions"],
};

const choiceFields: Partial<Record<QuestionId, ChoiceField<string>>> = {
  style: styleField as ChoiceField<string>,
  palette: paletteField as ChoiceField<string>,
  effects: effectField as ChoiceField<string>,
  highlight: highlightField as ChoiceField<string>,
  platform: platformField as ChoiceField<string>,
  mood: moodField as ChoiceField<string>,
};

const connectorWords = new Set([
  "para",
  "pra",
  "por",
  "to",
  "seja",
  "é",
  "be",
  "is",
  "into",
  "vira",
  "becomes",
  "=",
  ":",
]);

/** The new value in "muda o título para X" / "change the title to “X”"; null when none is given. */
function valueAfterField(text: string, keywords: readonly string[]): string | null {
  const quoted = /["“«]([^"”»]+)["”»]/.exec(text);
  if (quoted?.[1]?.trim()) return quoted[1].trim();
  const tokens = text.trim().split(/\s+/);
  const singleWords = new Set(keywords.map((keyword) => normalizeText(keyword).split(" ")[0] ?? ""));
  const fieldAt = tokens.findIndex((token) => singleWords.has(normalizeText(token)));
  if (fieldAt < 0) return null;
  if (/[:=]$/.test(tokens[fieldAt] ?? "")) return cleanAnswer(tokens.slice(fieldAt + 1).join(" ")) || null;
  for (let index = fieldAt + 1; index < tokens.length; index += 1) {
    const token = tokens[index] ?? "";
    if (connectorWords.has(normalizeText(token)) || connectorWords.has(token.toLowerCase())) {
      return cleanAnswer(tokens.slice(index + 1).join(" ")) || null;
    }
  }
  return null;
}

type Adjustment =
  | { kind: "set"; values: { index: number; text: string }[] }
  | { kind: "field"; index: number }
  | { kind: "request" }
  | { kind: "none" };

/** Which fields a message names ("o título", "the colours"…), in the order it names them. */
function namedFields(normalized: string) {
  return questionIds
    .map((id, index) => ({
      id,
      index,
      position: Math.min(
        ...fieldKeywords[id].map((keyword) => {
          const at = phraseAt(normalized, normalizeText(keyword));
          return at < 0 ? Infinity : at;
        }),
      ),
    }))
    .filter((field) => Number.isFinite(field.position))
    .sort((a, b) => a.position - b.position);
}

const isFreeTextField = (id: QuestionId) => !choiceFields[id] && id !== "reference";

/**
 * How a message after the summary changes the brief: new values for the fields it clearly names
 * (by name with a value, or by a whole option label), a field to ask about again (named without
 * a value), a bare request to change something, or nothing recognisable (a note for the
 * restrictions).
 */
function readAdjustment(text: string): Adjustment {
  const normalized = normalizeText(text);
  if (!normalized || pureNoAnswers.has(normalized)) return { kind: "request" };
  const named = namedFields(normalized);

  // "muda o título para X": a free-text field named first, with its new value.
  const first = named[0];
  if (first && isFreeTextField(first.id)) {
    const value = valueAfterField(text, fieldKeywords[first.id]);
    if (value) return { kind: "set", values: [{ index: first.index, text: value }] };
  }

  // A whole option label ("Azul e laranja", "Contorno forte no texto") names its field clearly.
  const values: { index: number; text: string }[] = [];
  for (const [id, field] of Object.entries(choiceFields) as [QuestionId, ChoiceField<string>][]) {
    if (matchChoices(text, field, { labelsOnly: true, minLabelLength: 6 }).length > 0)
      values.push({ index: questionIds.indexOf(id), text });
  }

  // "não use vermelho": a restriction rather than a choice, unless it also asks for a change.
  const asksChange = adjustCuePattern.test(normalized);
  const restriction = negationPattern.test(normalized) && !asksChange;

  // "estilo gamer e cores verde neon": each named choice field with an option it recognises.
  if (!restriction)
    for (const field of named) {
      const choice = choiceFields[field.id];
      if (
        choice &&
        !values.some((value) => value.index === field.index) &&
        matchChoices(text, choice).length > 0
      )
        values.push({ index: field.index, text });
    }
  if (values.length > 0) return { kind: "set", values };
  if (restriction) return { kind: "none" };
  if (first) return { kind: "field", index: first.index };
  if (asksChange) return { kind: "request" };
  return { kind: "none" };
}

// ---------------------------------------------------------------------------------------------
// Following the conversation
// ---------------------------------------------------------------------------------------------

export type InterviewState =
  /** Waiting for the answer to question `questionIndex` (again, when `revising` after the summary). */
  | { stage: "asking"; questionIndex: number; revising: boolean }
  /** The summary is shown and awaits a yes (or, when `adjusting`, the creator says what to change). */
  | { stage: "confirming"; adjusting: boolean }
  /** The last assistant reply carried the marker: the thumbnails are being (or were) generated. */
  | { stage: "generated" };

/** What the creator's last message did, for the reply that follows it. */
export type InterviewEvent =
  | { kind: "start" }
  | { kind: "answered"; questionIndex: number; withImage: boolean }
  | { kind: "empty"; questionIndex: number }
  | { kind: "needImage" }
  | { kind: "confirmed" }
  | { kind: "askWhatToChange" }
  | { kind: "revise"; questionIndex: number }
  | { kind: "adjusted"; questionIndex: number | null }
  | { kind: "regenerate" }
  | { kind: "restart" }
  | { kind: "chat" };

export interface InterviewProgress {
  state: InterviewState;
  /** The answers to questions 1–12 (null while unanswered), adjustments applied. */
  answers: (string | null)[];
  /** Requests after the summary that named no field; they join the restrictions. */
  notes: string[];
  /** The creator's latest reference image in this interview. */
  reference: BriefImage | null;
  /** What the last user message did (`start` when there is none). */
  lastEvent: InterviewEvent;
  /** How many times the marker has been sent in this conversation. */
  generations: number;
}

/**
 * Replays the conversation: the user's messages are answers in order (an empty one is asked
 * again), the twelfth leads to the summary, and an assistant message with the marker marks a
 * generation. After the summary or a generation, messages confirm, adjust or start over.
 */
export function interviewProgress(messages: readonly ExpertMessage[]): InterviewProgress {
  let state: InterviewState = { stage: "asking", questionIndex: 0, revising: false };
  let answers: (string | null)[] = interviewQuestions.map(() => null);
  let notes: string[] = [];
  let reference: BriefImage | null = null;
  let lastEvent: InterviewEvent = { kind: "start" };
  let generations = 0;

  const applyAdjustment = (text: string, fromGenerated: boolean): InterviewEvent => {
    const adjustment = readAdjustment(text);
    switch (adjustment.kind) {
      case "set":
        for (const value of adjustment.values) answers[value.index] = value.text;
        state = { stage: "confirming", adjusting: false };
        return { kind: "adjusted", questionIndex: adjustment.values[0]?.index ?? null };
      case "field":
        state = { stage: "asking", questionIndex: adjustment.index, revising: true };
        return { kind: "revise", questionIndex: adjustment.index };
      case "request":
        state = { stage: "confirming", adjusting: true };
        return { kind: "askWhatToChange" };
      case "none":
        if (fromGenerated) return { kind: "chat" };
        notes = [...notes, cleanAnswer(text)];
        state = { stage: "confirming", adjusting: false };
        return { kind: "adjusted", questionIndex: null };
    }
  };

  for (const message of messages) {
    if (message.role === "assistant") {
      if (hasGenerateMarker(message.content)) {
        state = { stage: "generated" };
        generations += 1;
      }
      continue;
    }
    const text = message.content.trim();
    const image = message.referenceImage ?? null;
    if (image) reference = image;

    if (state.stage === "asking") {
      const index: number = state.questionIndex;
      const isReference = questionIds[index] === "reference";
      if (isReference && !image && !text) {
        lastEvent = { kind: "empty", questionIndex: index };
        continue;
      }
      if (!text && !(isReference && image)) {
        lastEvent = { kind: "empty", questionIndex: index };
        continue;
      }
      if (isReference && !image && isConfirmation(text) && !isNegativeReference(text)) {
        lastEvent = { kind: "needImage" };
        continue;
      }
      if (isReference && !image && isNegativeReference(text)) reference = null;
      answers[index] = text || (image ? "(image)" : "");
      if (state.revising) {
        state = { stage: "confirming", adjusting: false };
        lastEvent = { kind: "adjusted", questionIndex: index };
      } else {
        const next: number = index + 1;
        state =
          next >= QUESTION_COUNT
            ? { stage: "confirming", adjusting: false }
            : { stage: "asking", questionIndex: next, revising: false };
        lastEvent = { kind: "answered", questionIndex: index, withImage: Boolean(image) };
      }
      continue;
    }

    if (image) {
      // A new picture after the summary replaces the reference.
      answers[questionIds.indexOf("reference")] = text || "(image)";
      state = { stage: "confirming", adjusting: false };
      lastEvent = { kind: "adjusted", questionIndex: questionIds.indexOf("reference") };
      continue;
    }

    if (state.stage === "generated") {
      const normalized = normalizeText(text);
      if (restartPattern.test(normalized)) {
        answers = interviewQuestions.map(() => null);
        notes = [];
        reference = null;
        state = { stage: "asking", questionIndex: 0, revising: false };
        lastEvent = { kind: "restart" };
      } else if (regeneratePattern.test(normalized) || isConfirmation(text)) {
        state = { stage: "confirming", adjusting: false };
        lastEvent = { kind: "regenerate" };
      } else {
        lastEvent = applyAdjustment(text, true);
      }
      continue;
    }

    // Confirming (a yes while asked what to change means "never mind, generate").
    if (isConfirmation(text)) {
      lastEvent = { kind: "confirmed" };
      continue;
    }
    lastEvent = applyAdjustment(text, false);
  }

  return { state, answers, notes, reference, lastEvent, generations };
}

/** Where the interview stands, from the conversation alone. */
export function interviewState(messages: readonly ExpertMessage[]): InterviewState {
  return interviewProgress(messages).state;
}

/** The quick-reply buttons for the conversation's current step. */
export function quickRepliesFor(messages: readonly ExpertMessage[], language: BriefLanguage): string[] {
  return quickRepliesForState(interviewProgress(messages).state, language);
}

/** The quick-reply buttons for a step already worked out (the conversation is replayed once). */
export function quickRepliesForState(state: InterviewState, language: BriefLanguage): string[] {
  switch (state.stage) {
    case "asking":
      return [...question(state.questionIndex).quickReplies[language]];
    case "confirming":
      return state.adjusting ? adjustmentReplies(language) : [...confirmationReplies[language]];
    case "generated":
      return [...afterGenerationReplies[language]];
  }
}

/** Whether a message is one of the quick replies (in either language). */
export function isQuickReply(text: string): boolean {
  const normalized = normalizeText(text);
  if (!normalized) return false;
  const all = [
    ...interviewQuestions.flatMap((entry) => [...entry.quickReplies.pt, ...entry.quickReplies.en]),
    ...confirmationReplies.pt,
    ...confirmationReplies.en,
    ...afterGenerationReplies.pt,
    ...afterGenerationReplies.en,
    ...adjustmentReplies("pt"),
    ...adjustmentReplies("en"),
  ];
  return all.some((reply) => normalizeText(reply) === normalized);
}

// ---------------------------------------------------------------------------------------------
// The brief
// ---------------------------------------------------------------------------------------------

function cleanAnswer(text: string): string {
  return text
    .replace(/\s+/g, " ")
    .trim()
    .replace(/^["“«']+|["”»']+$/g, "")
    .replace(/[.;,]+$/, "")
    .trim();
}

const defaultPaletteFor: Record<ThumbnailStyle, ThumbnailPalette> = {
  bold: "yellow-black",
  minimal: "black-white",
  professional: "blue-orange",
  gamer: "green-neon",
  cinematic: "blue-orange",
  playful: "purple-pink",
};

const defaultEffectsFor: Record<ThumbnailStyle, ThumbnailEffect[]> = {
  bold: ["outline", "shadow"],
  minimal: ["none"],
  professional: ["shadow"],
  gamer: ["glow", "outline"],
  cinematic: ["shadow", "blur"],
  playful: ["outline"],
};

const defaultMoodFor: Record<ThumbnailStyle, ThumbnailMood> = {
  bold: "excitement",
  minimal: "curiosity",
  professional: "trust",
  gamer: "excitement",
  cinematic: "curiosity",
  playful: "excitement",
};

const leadingFillers = new Set(
  [
    "como",
    "eu",
    "o",
    "a",
    "os",
    "as",
    "um",
    "uma",
    "de",
    "do",
    "da",
    "e",
    "que",
    "por",
    "porque",
    "pra",
    "para",
    "meu",
    "minha",
    "esse",
    "essa",
    "este",
    "esta",
    "isso",
    "voce",
    "how",
    "i",
    "the",
    "an",
    "my",
    "this",
    "that",
    "why",
    "what",
    "to",
    "you",
    "your",
    "we",
    "our",
    "and",
    "of",
    "in",
    "em",
    "no",
    "na",
    "com",
    "with",
    "should",
    "can",
    "could",
    "would",
    "will",
    "do",
    "does",
    "did",
    "is",
    "are",
    "was",
  ].map(normalizeText),
);

/**
 * A short, punchy version of the title for the thumbnail (at most 5 words): the title's main
 * clause without its leading filler words.
 */
export function punchyHeadline(title: string, language: BriefLanguage): string {
  const withoutEmoji = title.replace(/\p{Extended_Pictographic}/gu, "").trim();
  const segments = withoutEmoji
    .split(/\s*[|:–—([\]]\s*|\s+-\s+/)
    .map((segment) => segment.trim())
    .filter(Boolean);
  const segment = segments.find((part) => part.split(/\s+/).length >= 2) ?? segments[0] ?? "";
  let words = segment.split(/\s+/).filter(Boolean);
  while (words.length > 1 && leadingFillers.has(normalizeText(words[0] ?? ""))) words = words.slice(1);
  if (words.length > 5) {
    words = words.slice(0, 5);
    while (words.length > 2 && leadingFillers.has(normalizeText(words[words.length - 1] ?? "")))
      words = words.slice(0, -1);
  }
  const headline = words.join(" ").replace(/[.,;:]+$/, "");
  if (!headline) return language === "pt" ? "Você precisa ver isso!" : "You need to see this!";
  return headline.charAt(0).toLocaleUpperCase(language === "pt" ? "pt-BR" : "en") + headline.slice(1);
}

/** The creator's answers, interpreted (option labels matched in either language, defaults filled). */
export function briefFromProgress(progress: InterviewProgress, language: BriefLanguage): ThumbnailBrief {
  const answer = (id: QuestionId) => cleanAnswer(progress.answers[questionIds.indexOf(id)] ?? "");
  const chosen = (id: QuestionId) => {
    const text = answer(id);
    return text && !leavesChoiceToExpert(text) ? text : "";
  };

  const niche = chosen("niche") || (language === "pt" ? "Geral" : "General");
  const titleAnswer = answer("title");
  const noTitle =
    !titleAnswer ||
    leavesChoiceToExpert(titleAnswer) ||
    hasPhrase(normalizeText(titleAnswer), noTitlePhrases);
  const title = noTitle ? (language === "pt" ? `Tudo sobre ${niche}` : `All about ${niche}`) : titleAnswer;
  const headlineAnswer = answer("headline");
  const headline =
    !headlineAnswer ||
    leavesChoiceToExpert(headlineAnswer) ||
    hasPhrase(normalizeText(headlineAnswer), useTitlePhrases)
      ? punchyHeadline(title, language)
      : headlineAnswer;
  const audience = chosen("audience") || (language === "pt" ? "Público geral" : "General audience");

  const style = matchOne(chosen("style"), styleField) ?? "bold";
  const palette = matchOne(chosen("palette"), paletteField) ?? defaultPaletteFor[style];
  const effects = matchEffects(chosen("effects")) ?? defaultEffectsFor[style];
  const highlight = matchOne(chosen("highlight"), highlightField) ?? (progress.reference ? "face" : "arrow");
  const platform = matchPlatform(chosen("platform")) ?? "both";
  const mood = matchOne(chosen("mood"), moodField) ?? defaultMoodFor[style];

  const restrictionAnswer = answer("restrictions");
  const restrictions = [isNoneAnswer(restrictionAnswer) ? "" : restrictionAnswer, ...progress.notes]
    .filter(Boolean)
    .join("; ");

  // What the creator asked to avoid wins over the other choices (the summary shows the result).
  return applyRestrictions({
    language,
    niche,
    title,
    headline,
    audience,
    style,
    palette,
    effects,
    highlight,
    platform,
    mood,
    restrictions,
  });
}

/** The brief the conversation describes (answer i ↔ question i, adjustments applied). */
export function briefFromConversation(
  messages: readonly ExpertMessage[],
  language: BriefLanguage,
): ThumbnailBrief {
  return briefFromProgress(interviewProgress(messages), language);
}

/** The latest reference image the creator attached in the current interview, if any. */
export function referenceFromConversation(messages: readonly ExpertMessage[]): BriefImage | null {
  return interviewProgress(messages).reference;
}

function labelOf<Id extends string>(
  options: readonly { id: Id; pt: string; en: string }[],
  id: Id,
  language: BriefLanguage,
): string {
  return options.find((option) => option.id === id)?.[language] ?? id;
}

export interface SummaryOptions {
  /** Adds the reference-image line (omitted when undefined). */
  hasReference?: boolean;
  /** `first` after question 12, `updated` after an adjustment, `again` before new variations. */
  variant?: "first" | "updated" | "again";
}

/** The summary of the brief followed by the confirmation question. */
export function summaryMessage(
  brief: ThumbnailBrief,
  language: BriefLanguage,
  options: SummaryOptions = {},
): string {
  const pt = language === "pt";
  const intro = {
    first: pt
      ? "Perfeito, já tenho tudo que preciso! Confira o resumo da sua thumbnail:"
      : "Perfect, I have everything I need! Here's the summary of your thumbnail:",
    updated: pt ? "Ajuste feito! Olha como ficou o resumo:" : "Done! Here's the updated summary:",
    again: pt
      ? "Bora fazer novas variações! Antes, confere se o resumo continua valendo:"
      : "Let's make new variations! First, check the summary still holds:",
  }[options.variant ?? "first"];
  const label = (id: QuestionId) => question(questionIds.indexOf(id)).label[language];
  const lines: [QuestionId, string][] = [
    ["niche", brief.niche],
    ["title", brief.title],
    ["headline", brief.headline],
    ["audience", brief.audience],
    ["style", labelOf(thumbnailStyles, brief.style, language)],
    ["palette", labelOf(thumbnailPalettes, brief.palette, language)],
    ["effects", brief.effects.map((effect) => labelOf(thumbnailEffects, effect, language)).join(", ")],
    ["highlight", labelOf(thumbnailHighlights, brief.highlight, language)],
    ["platform", labelOf(thumbnailPlatforms, brief.platform, language)],
    ["mood", labelOf(thumbnailMoods, brief.mood, language)],
  ];
  if (options.hasReference !== undefined)
    lines.push([
      "reference",
      options.hasReference ? (pt ? "Sim, anexada" : "Yes, attached") : pt ? "Não" : "No",
    ]);
  lines.push(["restrictions", brief.restrictions || (pt ? "Nenhuma" : "None")]);
  const body = lines.map(([id, value]) => `• ${label(id)}: ${value}`).join("\n");
  const ask = pt
    ? "Está tudo certo? Posso gerar as 3 variações da sua thumbnail?"
    : "Does everything look right? Shall I generate your 3 thumbnail variations?";
  return `${intro}\n\n${body}\n\n${ask}`;
}

/** The short reply that accompanies the marker. */
export function generatingMessage(language: BriefLanguage): string {
  return language === "pt"
    ? "Bora! 🚀 Gerando as 3 variações da sua thumbnail agora — leva só alguns instantes."
    : "Let's go! 🚀 Generating your 3 thumbnail variations now — it only takes a moment.";
}

/**
 * The conversation's title: 'Thumbnail Expert Chat' when the first message is a quick reply,
 * else 'Thumbnail - {date}' (dd/mm/yyyy in Portuguese, mm/dd/yyyy in English).
 */
export function conversationTitle(
  firstMessageIsQuickReply: boolean,
  date: Date,
  language: BriefLanguage,
  timeZone = "UTC",
): string {
  if (firstMessageIsQuickReply) return "Thumbnail Expert Chat";
  const formatted = new Intl.DateTimeFormat(language === "pt" ? "pt-BR" : "en-US", {
    day: "2-digit",
    month: "2-digit",
    year: "numeric",
    timeZone,
  }).format(date);
  return `Thumbnail - ${formatted}`;
}
