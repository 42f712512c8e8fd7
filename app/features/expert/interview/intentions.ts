/**
 * What the creator means after the summary (docs/product.md, Thumbnail Expert): a plain "yes,
 * generate", a request to start over or for new variations, or an adjustment — new values for
 * the fields a message names, a field to ask about again, or a note for the restrictions.
 */
import { namedColors } from "~/core/brief/named-colors";
import {
  cleanAnswer,
  hasPhrase,
  matchChoices,
  normalizeText,
  phraseAt,
} from "~/features/expert/interview/answer-matching";
import {
  type ChoiceField,
  effectField,
  highlightField,
  moodField,
  paletteField,
  platformField,
  styleField,
} from "~/features/expert/interview/choice-fields";
import { type QuestionId, questionIds } from "~/features/expert/interview/questions";

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
export const restartPattern =
  /\b(nova thumb\w*|outra thumb\w*|new thumb\w*|another thumb\w*|nova miniatura|outra miniatura|comecar de novo|recomecar|start over|from scratch|do zero|outro video|novo video|another video|new video)\b/;
export const regeneratePattern =
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

export type Adjustment =
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
export function readAdjustment(text: string): Adjustment {
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
  // The value is what follows the field's name ("muda as cores para verde e roxo" → "verde e roxo"),
  // so a choice kept as typed shows the creator's words, not the request around them.
  const valueFor = (id: QuestionId) => valueAfterField(text, fieldKeywords[id]) ?? text;
  const values: { index: number; text: string }[] = [];
  for (const [id, field] of Object.entries(choiceFields) as [QuestionId, ChoiceField<string>][]) {
    if (matchChoices(text, field, { labelsOnly: true, minLabelLength: 6 }).length > 0)
      values.push({ index: questionIds.indexOf(id), text: valueFor(id) });
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
        (matchChoices(text, choice).length > 0 ||
          (field.id === "palette" && namedColors(valueFor(field.id)).length > 0))
      )
        values.push({ index: field.index, text: valueFor(field.id) });
    }
  if (values.length > 0) return { kind: "set", values };
  if (restriction) return { kind: "none" };
  if (first) return { kind: "field", index: first.index };
  if (asksChange) return { kind: "request" };
  return { kind: "none" };
}
