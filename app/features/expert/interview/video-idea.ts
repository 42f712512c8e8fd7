/**
 * The video's idea, typed before the interview (the landing page's prompt box, a dashboard card's
 * "Usar como referência", the channel analysis): it says what the video is about, not the channel's
 * niche, so the interview still asks the niche first and offers the idea as the title
 * (docs/product.md, Thumbnail Expert). It travels in the conversation itself, as a line of the
 * stored welcome message, so the interview's state is still replayed from the messages alone.
 */
import { type BriefLanguage, briefLanguages } from "~/core/brief/thumbnail-brief";
import { interviewCopy, interviewT } from "~/features/expert/interview/copy";

/** The longest idea kept (a title's worth and then some; the rest is cut at a word). */
export const videoIdeaMaxLength = 300;

/**
 * The idea on one line, trimmed, at most `videoIdeaMaxLength` characters; "" when there is none.
 * It goes into an assistant message, so it can never carry the generate marker.
 */
export function cleanIdea(text: string | null | undefined): string {
  const line = (text ?? "")
    .normalize("NFC")
    .replace(/\[\s*GENERATE[_ ]THUMBNAILS\s*\]/gi, " ")
    .replace(/\s+/g, " ")
    .trim();
  if (line.length <= videoIdeaMaxLength) return line;
  const cut = line.slice(0, videoIdeaMaxLength);
  return (cut.slice(0, cut.lastIndexOf(" ")) || cut).trim();
}

/** The lines the welcome gets for an idea: the idea itself, then what the expert will do with it. */
export function ideaLines(idea: string, language: BriefLanguage): string {
  const t = interviewT(language);
  return `${t("interview.idea.line", { idea })}\n${t("interview.idea.note")}`;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** The idea line in each language, as a pattern whose one group is the idea. */
const ideaPatterns = briefLanguages.map((language) => {
  const [before = "", after = ""] = interviewCopy(language).idea.line.split("{{idea}}");
  return new RegExp(`^${escape(before)}(.+)${escape(after)}$`, "m");
});

/** The idea a stored welcome message carries, or null. */
export function ideaFromWelcome(text: string): string | null {
  for (const pattern of ideaPatterns) {
    const idea = pattern.exec(text)?.[1]?.trim();
    if (idea) return idea;
  }
  return null;
}

/** "Vídeo sobre", "quero uma thumbnail para o meu vídeo sobre", "a video about"…: how an idea often starts. */
const leadIn =
  /^(?:(?:quero|queria|crie|cria|faca|faz|gere|preciso de|i want|i need|make|create|generate)\s+)?(?:(?:uma?|a|an)\s+)?(?:(?:thumbnail|thumb|miniatura|capa)s?\s+)?(?:(?:para|pra|pro|for|sobre|about|de|do|da)\s+)?(?:(?:o|um|meu|o meu|my|a|the)\s+)?(?:proximo\s+|next\s+|novo\s+|new\s+)?video\s+(?:sobre|about|on|explicando|ensinando|mostrando)\s+/;

/** A reference's prompt ("Crie uma thumbnail inspirada nesta: {title}"): the part after the colon names the video. */
const inspiredBy = /\b(inspirad[ao]|inspired|parecida|similar|like this)\b/;

function normalized(text: string) {
  return text
    .normalize("NFD")
    .replace(/\p{M}+/gu, "")
    .toLowerCase();
}

/**
 * The idea as a title to offer at question 2: without the "vídeo sobre…" it often starts with
 * ("Vídeo sobre como fazer pão caseiro sem sova" → "Como fazer pão caseiro sem sova"), and for a
 * reference's prompt, the referenced video's title. Capitalised like a title.
 */
export function titleFromIdea(idea: string, language: BriefLanguage): string {
  let title = cleanIdea(idea);
  const colon = title.indexOf(":");
  if (colon > 0 && inspiredBy.test(normalized(title.slice(0, colon)))) title = title.slice(colon + 1).trim();
  // The lead-in is found on the text without accents, which keeps every character's position.
  const plain = normalized(title);
  const lead = leadIn.exec(plain);
  if (lead && lead[0].length < plain.length) title = title.slice(lead[0].length);
  title = title.replace(/^["“«']+|["”»']+$/g, "").trim();
  if (!title) return cleanIdea(idea);
  return title.charAt(0).toLocaleUpperCase(language === "pt" ? "pt-BR" : "en") + title.slice(1);
}
