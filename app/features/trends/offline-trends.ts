/**
 * The trend analyst used without an OpenAI key (spec 2 §2 "Trend analysis"; issue 9, "grounded"):
 * a deterministic markdown analysis built from what the creator typed and the YouTube videos that
 * were fetched — the top outliers, the title patterns they share, thumbnail advice for the content
 * type and audience, the competitors, next steps per goal and video ideas. No model and no network:
 * the same input always gives the same text (dates are relative to `input.now`). It says plainly, on
 * its first line, that it is offline and why it has no YouTube data when it has none.
 *
 * Text the creator typed and the video titles go in as they are, with only the characters markdown
 * would read as formatting escaped (`escapeMarkdownText`); the renderer escapes HTML itself.
 */
import { median } from "~/engines/media/median";
import type {
  TrendAnalysisInput,
  TrendAnalyst,
  TrendCompetitor,
  TrendDataStatus,
  TrendLanguage,
  TrendVideo,
} from "~/features/trends/trend-types";

/** Videos listed under "what works now". */
const topShown = 5;
/** The best videos whose titles are read for patterns. */
const patternSample = 10;
/** From this many times the median up, a video "beat the curve". */
const outlierFrom = 2;
/** Titles up to this many characters are rarely cut off in the feed. */
const shortTitle = 60;
const minIdeas = 3;
const maxIdeas = 5;

// ---------------------------------------------------------------------------------------------
// Escaping and formatting
// ---------------------------------------------------------------------------------------------

/**
 * `text` as literal markdown text on one line: whitespace collapsed, a backslash before every
 * character the inline parser reads as markup (`\ * _ ~ \` [ ] < > |`) and before the colon of a
 * bare "http(s)://" address (so it stays text, not a link), and a line-opening `#`, `-`, `+` or
 * `1.` escaped so it can't start a heading or a list. Nothing else changes.
 */
export function escapeMarkdownText(text: string): string {
  return text
    .replace(/\s+/g, " ")
    .trim()
    .replace(/[\\`*_~[\]<>|]/g, "\\$&")
    .replace(/(https?):(?=\/\/)/gi, "$1\\:")
    .replace(/^(#|[-+](?= |$))/, "\\$1")
    .replace(/^(\d+)([.)])(?= |$)/, "$1\\$2");
}

const locales: Record<TrendLanguage, string> = { pt: "pt-BR", en: "en-US" };

function formatViews(views: number, language: TrendLanguage) {
  return new Intl.NumberFormat(locales[language]).format(views);
}

/** "12,3×" / "12.3×". */
function formatOutlier(outlier: number, language: TrendLanguage) {
  return `${new Intl.NumberFormat(locales[language], { maximumFractionDigits: 1 }).format(outlier)}×`;
}

const plural = (count: number, one: string, other: string) => `${count} ${count === 1 ? one : other}`;

const hour = 60 * 60 * 1000;
const day = 24 * hour;

/** How long before `now` the video came out ("há 3 semanas" / "3 weeks ago"); "" for a bad date. */
export function timeAgo(iso: string, now: Date, language: TrendLanguage): string {
  const published = Date.parse(iso);
  if (Number.isNaN(published)) return "";
  const elapsed = Math.max(0, now.getTime() - published);
  const pt = language === "pt";
  // [from, unit size, pt one, pt other, en one, en other]: weeks from two weeks on, months from two months on.
  const units: [number, number, string, string, string, string][] = [
    [365 * day, 365 * day, "ano", "anos", "year", "years"],
    [60 * day, 30 * day, "mês", "meses", "month", "months"],
    [14 * day, 7 * day, "semana", "semanas", "week", "weeks"],
    [day, day, "dia", "dias", "day", "days"],
    [hour, hour, "hora", "horas", "hour", "hours"],
  ];
  for (const [from, size, onePt, otherPt, oneEn, otherEn] of units) {
    if (elapsed < from) continue;
    const count = Math.floor(elapsed / size);
    return pt ? `há ${plural(count, onePt, otherPt)}` : `${plural(count, oneEn, otherEn)} ago`;
  }
  return pt ? "agora há pouco" : "just now";
}

/** Lower case without accents, for keyword matching ("Visualizações" → "visualizacoes"). */
function normalise(text: string) {
  return text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();
}

/** Best first: outlier, then views, then id (so ties are stable). */
export function rankVideos(videos: readonly TrendVideo[]): TrendVideo[] {
  return [...videos].sort(
    (a, b) => b.outlier - a.outlier || b.views - a.views || (a.videoId < b.videoId ? -1 : 1),
  );
}

const capitalise = (text: string) => text.replace(/^\p{Ll}/u, (letter) => letter.toUpperCase());

const quote = (title: string) => `“${escapeMarkdownText(title)}”`;

// ---------------------------------------------------------------------------------------------
// Title patterns
// ---------------------------------------------------------------------------------------------

export type TitlePatternId =
  "number" | "question" | "howTo" | "price" | "caps" | "firstPerson" | "versus" | "brackets" | "emoji";

const capsWord = (word: string) => {
  const letters = word.replace(/[^\p{L}]/gu, "");
  return letters.length >= 3 && letters === letters.toUpperCase() && letters !== letters.toLowerCase();
};

const patternTests: Record<TitlePatternId, (title: string) => boolean> = {
  number: (title) => /\d/.test(title),
  question: (title) => /[?¿]/.test(title),
  howTo: (title) => /^\W*(como|how to)\b/i.test(title),
  price: (title) =>
    /(?:R\$|US\$|\$|€|£)\s?\d|\d\s?(?:\$|€|reais\b|d[oó]lares\b|dollars\b|bucks\b)/i.test(title),
  caps: (title) => title.split(/\s+/).some(capsWord),
  firstPerson: (title) =>
    /\b(?:eu|testei|comprei|fiz|tentei|gastei|ganhei|passei|aprendi|descobri|montei|larguei|meu|minha)\b/i.test(
      title,
    ) || /\b(?:I|I'm|I've|I'll|my)\b/.test(title),
  versus: (title) => /\s(?:vs\.?|versus)\s/i.test(title) || /\S\sx\s\S/.test(title),
  brackets: (title) => /[([][^)\]]+[)\]]/.test(title),
  emoji: (title) => /\p{Extended_Pictographic}/u.test(title),
};

export interface TitlePattern {
  id: TitlePatternId;
  /** How many of the sampled titles use it. */
  count: number;
  /** The best-ranked title that uses it. */
  example: string;
}

/** The patterns present in `titles` (best first), most used first; absent ones are left out. */
export function detectTitlePatterns(titles: readonly string[]): TitlePattern[] {
  const found: TitlePattern[] = [];
  for (const id of Object.keys(patternTests) as TitlePatternId[]) {
    const matching = titles.filter(patternTests[id]);
    if (matching.length > 0) found.push({ id, count: matching.length, example: matching[0]! });
  }
  return found.sort((a, b) => b.count - a.count);
}

const patternNames: Record<TitlePatternId, Record<TrendLanguage, string>> = {
  number: { pt: "Números (listas, tempo, quantidades)", en: "Numbers (lists, time, amounts)" },
  question: { pt: "Perguntas (“?”)", en: "Questions (“?”)" },
  howTo: { pt: "“Como…” (promessa de tutorial)", en: "“How to…” (a tutorial promise)" },
  price: { pt: "Preço ou dinheiro (R$, $)", en: "Price or money ($, R$)" },
  caps: { pt: "Palavras em CAIXA ALTA", en: "ALL-CAPS words" },
  firstPerson: {
    pt: "Primeira pessoa (testei, comprei, eu…)",
    en: "First person (I tried, I bought, my…)",
  },
  versus: { pt: "Comparação (vs, x)", en: "Comparison (vs)" },
  brackets: { pt: "Parênteses ou colchetes", en: "Brackets or parentheses" },
  emoji: { pt: "Emoji", en: "Emoji" },
};

// ---------------------------------------------------------------------------------------------
// The sections
// ---------------------------------------------------------------------------------------------

interface Context {
  input: TrendAnalysisInput;
  pt: boolean;
  ranked: TrendVideo[];
  patterns: TitlePattern[];
  sample: number;
  niche: string;
}

function reasonOf(status: TrendDataStatus, pt: boolean): string {
  switch (status) {
    case "no_key":
      return pt
        ? "nenhuma chave da API do YouTube está configurada. Adicione a sua em Configurações › YouTube para incluir vídeos reais do nicho"
        : "no YouTube API key is set up. Add yours in Settings › YouTube to include real videos from the niche";
    case "invalid_key":
      return pt
        ? "o YouTube recusou a chave da API. Confira a chave em Configurações › YouTube"
        : "YouTube refused the API key. Check it in Settings › YouTube";
    case "quota_exceeded":
      return pt
        ? "a cota diária da API do YouTube acabou. Tente de novo amanhã ou use outra chave em Configurações › YouTube"
        : "the YouTube API's daily quota is used up. Try again tomorrow or use another key in Settings › YouTube";
    case "not_found":
      return pt
        ? "o YouTube não encontrou vídeos para esta busca"
        : "YouTube found no videos for this search";
    case "unavailable":
      return pt
        ? "o YouTube não respondeu. Tente de novo em alguns minutos"
        : "YouTube did not answer. Try again in a few minutes";
    case "ok":
      return pt
        ? "o YouTube não retornou vídeos para este nicho"
        : "YouTube returned no videos for this niche";
  }
}

function label({ input, pt }: Context): string {
  const found = input.videos.length;
  const reason = reasonOf(input.dataStatus, pt);
  if (found > 0 && input.dataStatus === "ok")
    return pt
      ? "> **Análise offline** — feita pelo Miniatura sem IA, a partir dos seus dados e dos vídeos do YouTube encontrados."
      : "> **Offline analysis** — made by Miniatura without AI, from your inputs and the YouTube videos found.";
  if (found > 0)
    return pt
      ? `> **Análise offline** — feita pelo Miniatura sem IA, a partir dos seus dados e de ${plural(found, "vídeo", "vídeos")} do YouTube encontrados antes de a busca parar: ${reason}.`
      : `> **Offline analysis** — made by Miniatura without AI, from your inputs and ${plural(found, "YouTube video", "YouTube videos")} found before the search stopped: ${reason}.`;
  return pt
    ? `> **Análise offline** — feita pelo Miniatura sem IA, só a partir dos seus dados, sem vídeos do YouTube: ${reason}.`
    : `> **Offline analysis** — made by Miniatura without AI, from your inputs only, with no YouTube videos: ${reason}.`;
}

function summary({ input, pt, ranked, niche }: Context): string[] {
  const { inputs, videos } = input;
  const notGiven = pt ? "_não informado_" : "_not given_";
  const lines = [
    pt ? "## Resumo do nicho" : "## Niche summary",
    "",
    `- **${pt ? "Nicho" : "Niche"}:** ${niche}`,
    `- **${pt ? "Público-alvo" : "Target audience"}:** ${inputs.targetAudience ? escapeMarkdownText(inputs.targetAudience) : notGiven}`,
    `- **${pt ? "Tipo de conteúdo" : "Content type"}:** ${inputs.contentType ? escapeMarkdownText(inputs.contentType) : notGiven}`,
  ];
  const nicheVideos = videos.filter((video) => video.source === "niche");
  const competitorVideos = videos.length - nicheVideos.length;
  if (videos.length === 0) {
    lines.push(
      pt
        ? "- **Base:** só o que você escreveu (nenhum vídeo do YouTube nesta análise)."
        : "- **Based on:** only what you typed (no YouTube videos in this analysis).",
    );
    return lines;
  }
  const parts: string[] = [];
  if (nicheVideos.length > 0) {
    const typical = formatViews(Math.round(median(nicheVideos.map((video) => video.views))), input.language);
    parts.push(
      pt
        ? `${plural(nicheVideos.length, "vídeo recente", "vídeos recentes")} do nicho (mediana de ${typical} visualizações)`
        : `${plural(nicheVideos.length, "recent video", "recent videos")} from the niche (median of ${typical} views)`,
    );
  }
  if (competitorVideos > 0)
    parts.push(
      pt
        ? `${plural(competitorVideos, "vídeo", "vídeos")} de concorrentes`
        : `${plural(competitorVideos, "video", "videos")} from competitors`,
    );
  lines.push(`- **${pt ? "Base" : "Based on"}:** ${parts.join(pt ? " e " : " and ")}.`);

  lines.push("");
  const beating = nicheVideos.filter((video) => video.outlier >= outlierFrom).length;
  if (nicheVideos.length > 0)
    lines.push(
      beating > 0
        ? pt
          ? `${beating} de ${nicheVideos.length} vídeos do nicho fizeram ${outlierFrom}× ou mais a mediana: há espaço para quem acerta o tema e a embalagem.`
          : `${beating} of ${nicheVideos.length} niche videos got ${outlierFrom}× the median or more: there is room for whoever gets the topic and the packaging right.`
        : pt
          ? `Nenhum vídeo do nicho passou de ${outlierFrom}× a mediana: o desempenho está parelho, então a diferença vem do título e da thumbnail.`
          : `No niche video went past ${outlierFrom}× the median: results are even, so the difference comes from the title and the thumbnail.`,
    );
  const top = ranked.slice(0, topShown);
  const fresh = top.filter((video) => {
    const published = Date.parse(video.publishedAt);
    return !Number.isNaN(published) && input.now.getTime() - published <= 30 * day;
  }).length;
  lines.push(
    pt
      ? `${fresh} dos ${top.length} vídeos de melhor desempenho saíram nos últimos 30 dias${fresh > 0 ? ": o assunto está quente agora." : "; os temas que funcionam são duradouros."}`
      : `${fresh} of the ${top.length} best-performing videos came out in the last 30 days${fresh > 0 ? ": the topic is hot right now." : "; what works here is evergreen."}`,
  );
  return lines;
}

function worksNow({ input, pt, ranked }: Context): string[] {
  const { language } = input;
  const lines = [pt ? "## O que está funcionando agora" : "## What works now", ""];
  if (ranked.length === 0) {
    lines.push(
      pt
        ? "Sem vídeos do YouTube para comparar. Enquanto isso, busque o nicho no YouTube, filtre por “Este mês”, e anote os vídeos com muito mais visualizações que o resto do canal: eles mostram o que o público quer agora."
        : "No YouTube videos to compare. Meanwhile, search the niche on YouTube, filter by “This month” and note the videos with far more views than the rest of their channel: they show what viewers want right now.",
    );
    return lines;
  }
  lines.push(
    pt
      ? "Os vídeos com o melhor desempenho em relação à mediana do seu grupo (a busca do nicho ou o canal do concorrente):"
      : "The videos that did best against their group's median (the niche search, or the competitor's channel):",
    "",
  );
  for (const [index, video] of ranked.slice(0, topShown).entries()) {
    const when = timeAgo(video.publishedAt, input.now, language);
    const source = video.source === "competitor" ? (pt ? " (concorrente)" : " (competitor)") : "";
    const figures = [
      `${formatViews(video.views, language)} ${pt ? "visualizações" : "views"}`,
      `**${formatOutlier(video.outlier, language)}** ${pt ? "a mediana" : "the median"}`,
      ...(when ? [when] : []),
    ];
    lines.push(
      `${index + 1}. ${quote(video.title)} — ${escapeMarkdownText(video.channelTitle)}${source} · ${figures.join(" · ")}`,
    );
  }
  return lines;
}

function titlePatterns({ input, pt, ranked, patterns, sample }: Context): string[] {
  const lines = [pt ? "## Padrões nos títulos" : "## Title patterns", ""];
  if (ranked.length === 0) {
    lines.push(
      pt
        ? "Sem títulos para ler. Padrões que costumam funcionar: números concretos, uma pergunta que o público já se faz e uma promessa clara em até 60 caracteres."
        : "No titles to read. Patterns that tend to work: concrete numbers, a question viewers already ask themselves, and a clear promise in 60 characters or fewer.",
    );
    return lines;
  }
  const titles = ranked.slice(0, sample).map((video) => video.title);
  const lengths = titles.map((title) => [...title].length);
  const short = lengths.filter((length) => length <= shortTitle).length;
  lines.push(
    pt
      ? `Nos ${plural(sample, "título", "títulos")} de melhor desempenho:`
      : `In the ${sample === 1 ? "best-performing title" : `${sample} best-performing titles`}:`,
    "",
  );
  for (const pattern of patterns)
    lines.push(
      `- **${patternNames[pattern.id][input.language]}** — ${pattern.count} ${pt ? "de" : "of"} ${sample} (${pt ? "ex.:" : "e.g."} ${quote(pattern.example)})`,
    );
  lines.push(
    pt
      ? `- **Tamanho** — mediana de ${Math.round(median(lengths))} caracteres; ${short} de ${sample} têm até ${shortTitle} e não são cortados no feed`
      : `- **Length** — median of ${Math.round(median(lengths))} characters; ${short} of ${sample} have ${shortTitle} or fewer and aren't cut off in the feed`,
  );
  return lines;
}

const contentTips: { match: RegExp; pt: string; en: string }[] = [
  {
    match: /tutoria|passo a passo|how to|como fazer|aula|curso|guia|guide|dica|tips|explica|educa/,
    pt: "Tutoriais: mostre o resultado final (ou um antes e depois) — a promessa, não o processo.",
    en: "Tutorials: show the end result (or a before and after) — the promise, not the process.",
  },
  {
    match: /review|unboxing|produto|product|comparativo|comparison|gadget|celular|smartphone|setup/,
    pt: "Reviews: o produto grande e nítido, com a sua reação ao lado; se o preço é o gancho, ele pode ser o texto.",
    en: "Reviews: the product big and sharp, with your reaction beside it; if the price is the hook, it can be the text.",
  },
  {
    match: /vlog|viage|travel|rotina|routine|dia a dia|lifestyle|day in/,
    pt: "Vlogs: rosto e lugar juntos — a emoção do momento com um cenário reconhecível atrás.",
    en: "Vlogs: face and place together — the emotion of the moment with a recognisable setting behind.",
  },
  {
    match: /game|gaming|jogo|gameplay|minecraft|fortnite|roblox|speedrun/,
    pt: "Games: o personagem ou o momento do jogo em close, cores saturadas e um detalhe que conte a história (placar, chefe, item raro).",
    en: "Gaming: the character or the moment in close-up, saturated colours and one detail that tells the story (score, boss, rare item).",
  },
  {
    match: /receita|recipe|cozinha|cooking|comida|food|air ?fryer|culinaria|bolo|cake|doce/,
    pt: "Receitas: close do prato pronto com textura (vapor, queijo derretendo) e luz quente.",
    en: "Recipes: a close-up of the finished dish with texture (steam, melting cheese) and warm light.",
  },
  {
    match: /podcast|entrevista|interview|cortes|talk|conversa/,
    pt: "Podcasts e entrevistas: o rosto do convidado com uma expressão forte e uma frase dele de até 3 palavras.",
    en: "Podcasts and interviews: the guest's face with a strong expression and a quote of theirs of up to 3 words.",
  },
  {
    match: /financ|invest|dinheiro|money|renda|negocio|business|empreend|marketing|cripto|crypto/,
    pt: "Dinheiro e negócios: um número grande (valor, percentual) como texto e um visual limpo, que passe credibilidade.",
    en: "Money and business: one big number (amount, percentage) as the text, and a clean look that feels credible.",
  },
  {
    match: /fitness|treino|workout|academia|gym|emagrec|dieta|diet|saude|health/,
    pt: "Fitness e saúde: antes e depois ou o resultado em destaque, com um número (kg, dias).",
    en: "Fitness and health: a before and after or the result up front, with a number (kg, days).",
  },
];

const audienceTips: { match: RegExp; pt: string; en: string }[] = [
  {
    match: /crianca|infantil|kids|children|familia|family/,
    pt: "Para crianças e famílias: cores vivas, personagens e expressões alegres; quase nenhum texto.",
    en: "For kids and families: bright colours, characters and happy faces; almost no text.",
  },
  {
    match: /iniciante|beginner|leigo|novato|comecando|starter|do zero|from scratch/,
    pt: "Para iniciantes: uma promessa simples (“fácil”, “do zero”) e nada de jargão na imagem.",
    en: "For beginners: a simple promise (“easy”, “from scratch”) and no jargon in the image.",
  },
  {
    match: /jove|adolescente|teen|gen z|geracao z|estudante|student|universit/,
    pt: "Para um público jovem: energia, cores fortes e referências do momento; menos pose, mais reação.",
    en: "For a young audience: energy, strong colours and current references; less posing, more reaction.",
  },
  {
    match:
      /profission|empresari|empreendedor|entrepreneur|gestor|manager|b2b|executiv|advogad|lawyer|medic|doctor|developer|programador/,
    pt: "Para profissionais: visual limpo e confiável; exagero de clickbait afasta esse público.",
    en: "For professionals: a clean, trustworthy look; over-the-top clickbait drives this audience away.",
  },
];

function thumbnailAdvice({ input, pt, patterns, sample }: Context): string[] {
  const { inputs } = input;
  const lines = [pt ? "## Dicas de thumbnail" : "## Thumbnail advice", ""];
  lines.push(
    pt
      ? "- **Texto curto:** 3–4 palavras no máximo, grandes o bastante para ler no celular, completando o título em vez de repeti-lo."
      : "- **Short text:** 3–4 words at most, big enough to read on a phone, adding to the title instead of repeating it.",
    pt
      ? "- **Contraste:** sujeito claro sobre fundo escuro (ou o contrário) e no máximo 2–3 cores fortes."
      : "- **Contrast:** a light subject on a dark background (or the reverse) and 2–3 strong colours at most.",
    pt
      ? "- **Rosto e emoção:** se você aparece nos vídeos, um rosto grande com uma emoção clara (surpresa, alegria, dúvida) chama o olho primeiro."
      : "- **Face and emotion:** if you appear in your videos, a big face with a clear emotion (surprise, joy, doubt) draws the eye first.",
    pt
      ? "- **Canto inferior direito livre:** é onde o YouTube mostra a duração do vídeo; não deixe texto nem o rosto ali."
      : "- **Keep the bottom-right corner clear:** that's where YouTube shows the video's length; keep text and faces out of it.",
  );
  const content = normalise(`${inputs.contentType} ${inputs.niche}`);
  const contentTip = contentTips.find((tip) => tip.match.test(content));
  lines.push(
    contentTip
      ? `- ${pt ? contentTip.pt : contentTip.en}`
      : pt
        ? "- **Um foco só:** o objeto ou a pessoa que resume o vídeo, grande e destacado do fundo."
        : "- **One focal point:** the object or person that sums up the video, big and set apart from the background.",
  );
  const audience = normalise(inputs.targetAudience);
  const audienceTip = audience ? audienceTips.find((tip) => tip.match.test(audience)) : undefined;
  if (audienceTip) lines.push(`- ${pt ? audienceTip.pt : audienceTip.en}`);
  else if (inputs.targetAudience)
    lines.push(
      pt
        ? `- **Pense em ${escapeMarkdownText(inputs.targetAudience)}:** essa pessoa precisa entender a thumbnail em 1 segundo, no celular.`
        : `- **Think of ${escapeMarkdownText(inputs.targetAudience)}:** they need to get the thumbnail in 1 second, on a phone.`,
    );
  // Only patterns a third or more of the best titles share are worth copying to the thumbnail.
  const used = new Set(
    patterns.filter((pattern) => pattern.count * 3 >= sample).map((pattern) => pattern.id),
  );
  if (used.has("number") || used.has("price"))
    lines.push(
      pt
        ? "- Os títulos que funcionam usam números: leve o número para a thumbnail, bem grande."
        : "- The titles that work use numbers: put the number on the thumbnail, big.",
    );
  if (used.has("caps"))
    lines.push(
      pt
        ? "- O nicho usa CAIXA ALTA nos títulos: na thumbnail, destaque só uma palavra assim."
        : "- The niche uses ALL CAPS in titles: on the thumbnail, stress one word that way at most.",
    );
  return lines;
}

/** The competitor's channel videos that were fetched, best first. */
function videosOf(competitor: TrendCompetitor, ranked: readonly TrendVideo[]) {
  return ranked.filter(
    (video) =>
      video.source === "competitor" &&
      (competitor.channelId
        ? video.channelId === competitor.channelId
        : video.channelTitle === competitor.title),
  );
}

function competitorNotes({ input, pt, ranked }: Context): string[] {
  const { competitors, dataStatus, language } = input;
  const lines = [pt ? "## Concorrentes" : "## Competitors", ""];
  if (competitors.length === 0) {
    lines.push(
      pt
        ? "Você não informou concorrentes. Adicione 2 ou 3 canais do seu tamanho (ou um pouco maiores) para comparar o que funciona para eles."
        : "You didn't list any competitors. Add 2 or 3 channels of your size (or a little bigger) to compare what works for them.",
    );
    return lines;
  }
  for (const competitor of competitors) {
    const name = `**${escapeMarkdownText(competitor.input)}**`;
    if (!competitor.found) {
      lines.push(
        dataStatus === "ok"
          ? pt
            ? `- ${name}: não encontrado no YouTube — confira o endereço do canal.`
            : `- ${name}: not found on YouTube — check the channel's address.`
          : pt
            ? `- ${name}: não verificado (sem dados do YouTube).`
            : `- ${name}: not checked (no YouTube data).`,
      );
      continue;
    }
    const title = competitor.title ? ` (${escapeMarkdownText(competitor.title)})` : "";
    const best = videosOf(competitor, ranked)[0];
    if (!best) {
      lines.push(
        pt
          ? `- ${name}${title}: encontrado, mas sem vídeos recentes com dados.`
          : `- ${name}${title}: found, but with no recent videos to compare.`,
      );
      continue;
    }
    const when = timeAgo(best.publishedAt, input.now, language);
    const views = formatViews(best.views, language);
    lines.push(
      pt
        ? `- ${name}${title}: melhor vídeo recente ${quote(best.title)}, com ${formatOutlier(best.outlier, language)} a mediana do canal (${views} visualizações${when ? `, ${when}` : ""}).`
        : `- ${name}${title}: best recent video ${quote(best.title)}, at ${formatOutlier(best.outlier, language)} the channel's median (${views} views${when ? `, ${when}` : ""}).`,
    );
  }
  return lines;
}

type GoalKind = "views" | "subscribers" | "ctr" | "sales" | "retention" | "engagement";

const goalKinds: [GoalKind, RegExp][] = [
  ["ctr", /\bctr\b|clique|click|impress/],
  ["subscribers", /inscrit|subscri|\bsubs\b|seguidor|follower|comunidade|community/],
  [
    "sales",
    /venda|vender|sales|\bsell|produto|product|lead|cliente|customer|afiliad|affiliate|monetiz|receita|revenue|dinheiro|money|curso/,
  ],
  ["retention", /retenc|retention|watch ?time|tempo de exibicao|assistid/],
  ["engagement", /engaj|engag|comentario|comment|curtida|\blikes?\b|compartilh|share/],
  ["views", /visualiza|\bviews?\b|alcance|reach|viral|audiencia|audience|crescer|grow/],
];

function goalStep(goal: string, { input, pt, ranked }: Context): string {
  const kind = goalKinds.find(([, match]) => match.test(normalise(goal)))?.[0];
  const top = ranked[0];
  const topNote = top ? ` (${quote(top.title)}, ${formatOutlier(top.outlier, input.language)})` : "";
  switch (kind) {
    case "views":
      if (!top)
        return pt
          ? "Procure no nicho os vídeos que fugiram da curva (muito acima do normal do canal) e faça a sua versão: mesma promessa, com o seu ângulo."
          : "Look in the niche for videos that beat the curve (far above their channel's usual) and make your own take: same promise, your angle.";
      return pt
        ? `Faça a sua versão do tema que mais passou da curva${topNote}: mesma promessa, com o seu ângulo, e publique enquanto o assunto está quente.`
        : `Make your own take on the topic that beat the curve the most${topNote}: same promise, your angle, and publish while the topic is hot.`;
    case "subscribers":
      return pt
        ? "Transforme o tema que funciona numa série de 3 vídeos ligados por uma playlist, e no fim de cada um chame para o próximo — é a série que faz a pessoa se inscrever."
        : "Turn the topic that works into a 3-video series tied by a playlist, and end each one pointing to the next — a series is what makes people subscribe.";
    case "ctr":
      return pt
        ? "Teste 2 ou 3 thumbnails no “Testar e comparar” do YouTube, mudando uma coisa por vez (texto, rosto ou cor), e fique com a que ganhar."
        : "Test 2 or 3 thumbnails with YouTube's “Test & compare”, changing one thing at a time (text, face or colour), and keep the winner.";
    case "sales":
      return pt
        ? "Escolha temas em que o seu produto é a solução natural, mostre o resultado na thumbnail e coloque o link no primeiro comentário e no início da descrição."
        : "Pick topics where your product is the natural answer, show the result on the thumbnail and put the link in the pinned comment and at the top of the description.";
    case "retention":
      return pt
        ? "Cumpra nos primeiros 30 segundos o que a thumbnail promete e mostre logo o que vem no vídeo; confira no YouTube Studio onde as pessoas saem."
        : "Deliver what the thumbnail promises in the first 30 seconds and show what's coming; check in YouTube Studio where people leave.";
    case "engagement":
      return pt
        ? "Termine com uma pergunta específica sobre o tema e responda os primeiros comentários na primeira hora."
        : "End with a specific question about the topic and reply to the first comments within the first hour.";
    default:
      return pt
        ? "Transforme em métrica: defina um número e um prazo (ex.: +20% em 30 dias) e acompanhe no YouTube Studio a cada semana."
        : "Make it measurable: set a number and a deadline (e.g. +20% in 30 days) and track it in YouTube Studio every week.";
  }
}

function nextSteps(context: Context): string[] {
  const { input, pt } = context;
  const lines = [pt ? "## Próximos passos para os seus objetivos" : "## Next steps for your goals", ""];
  if (input.inputs.goals.length === 0) {
    lines.push(
      pt ? "Você não listou objetivos. Um bom começo:" : "You didn't list any goals. A good place to start:",
      "",
      `- ${goalStep("views", context)}`,
      `- ${goalStep("ctr", context)}`,
    );
    return lines;
  }
  for (const goal of input.inputs.goals)
    lines.push(`- **${escapeMarkdownText(goal)}** → ${goalStep(goal, context)}`);
  return lines;
}

type IdeaTemplate = (niche: string, year: number) => Record<TrendLanguage, string>;

const patternIdeas: Partial<Record<TitlePatternId, IdeaTemplate>> = {
  number: (niche) => ({
    pt: `7 erros que todo mundo comete em ${niche}`,
    en: `7 mistakes everyone makes with ${niche}`,
  }),
  firstPerson: (niche) => ({
    pt: `Testei ${niche} por 30 dias — o resultado`,
    en: `I tried ${niche} for 30 days — here's what happened`,
  }),
  question: (niche, year) => ({
    pt: `${niche} ainda vale a pena em ${year}?`,
    en: `Is ${niche} still worth it in ${year}?`,
  }),
  price: (niche) => ({
    pt: `${niche} com R$ 100: o que dá pra fazer?`,
    en: `${niche} on a $100 budget: what can you do?`,
  }),
  versus: (niche) => ({
    pt: `${niche}: barato vs caro — vale a diferença?`,
    en: `Cheap vs expensive ${niche}: is it worth it?`,
  }),
  howTo: (niche) => ({
    pt: `Como começar em ${niche} do zero`,
    en: `How to get started with ${niche} from scratch`,
  }),
  caps: (niche) => ({
    pt: `O ERRO que ninguém te conta sobre ${niche}`,
    en: `The MISTAKE nobody tells you about ${niche}`,
  }),
};

function videoIdeas({ input, pt, ranked, patterns, sample, niche }: Context): string[] {
  const { language } = input;
  const year = input.now.getUTCFullYear();
  const ideas: { title: string; why: string }[] = [];
  const top = ranked[0];
  if (top)
    ideas.push({
      title: pt ? `A sua versão de ${quote(top.title)}` : `Your take on ${quote(top.title)}`,
      why: pt
        ? `o vídeo que mais passou da curva (${formatOutlier(top.outlier, language)} a mediana), com o seu ângulo`
        : `the video that beat the curve the most (${formatOutlier(top.outlier, language)} the median), from your angle`,
    });
  for (const pattern of patterns) {
    const template = patternIdeas[pattern.id];
    if (!template || ideas.length >= maxIdeas) continue;
    const name = patternNames[pattern.id][language].replace(/ \(.*\)$/, "");
    ideas.push({
      title: capitalise(template(niche, year)[language]),
      why: pt
        ? `${name}: ${pattern.count} de ${sample} títulos de melhor desempenho`
        : `${name}: ${pattern.count} of the ${sample} best-performing titles`,
    });
  }
  const audience = input.inputs.targetAudience
    ? escapeMarkdownText(input.inputs.targetAudience)
    : pt
      ? "quem está começando"
      : "beginners";
  const fallbacks = [
    {
      title: pt
        ? `${niche} para ${audience}: o guia que eu queria ter tido`
        : `${niche} for ${audience}: the guide I wish I'd had`,
      why: pt ? "guia completo, fácil de achar na busca" : "a complete guide, easy to find in search",
    },
    {
      title: pt ? `O que ninguém te conta sobre ${niche}` : `What nobody tells you about ${niche}`,
      why: pt ? "curiosidade: promete um segredo do nicho" : "curiosity: it promises a secret of the niche",
    },
    {
      title: pt ? `${niche}: 5 coisas que mudaram em ${year}` : `${niche}: 5 things that changed in ${year}`,
      why: pt ? "novidade com número: atual e concreto" : "news with a number: timely and concrete",
    },
  ];
  for (const fallback of fallbacks)
    if (ideas.length < minIdeas) ideas.push({ ...fallback, title: capitalise(fallback.title) });
  return [
    pt ? "## Ideias de vídeos" : "## Video ideas",
    "",
    ...ideas.slice(0, maxIdeas).map((idea, index) => `${index + 1}. **${idea.title}** — ${idea.why}`),
  ];
}

// ---------------------------------------------------------------------------------------------
// The analyst
// ---------------------------------------------------------------------------------------------

/** The offline analysis of `input`, as markdown. */
export function offlineTrendAnalysis(input: TrendAnalysisInput): string {
  const ranked = rankVideos(input.videos);
  const sample = Math.min(patternSample, ranked.length);
  const context: Context = {
    input,
    pt: input.language === "pt",
    ranked,
    patterns: detectTitlePatterns(ranked.slice(0, sample).map((video) => video.title)),
    sample,
    niche: escapeMarkdownText(input.inputs.niche),
  };
  const sections = [
    [label(context)],
    summary(context),
    worksNow(context),
    titlePatterns(context),
    thumbnailAdvice(context),
    competitorNotes(context),
    nextSteps(context),
    videoIdeas(context),
  ];
  return `${sections.map((lines) => lines.join("\n")).join("\n\n")}\n`;
}

export function createOfflineTrendAnalyst(): TrendAnalyst {
  return {
    name: "offline",
    async analyze(input, signal) {
      signal?.throwIfAborted();
      return offlineTrendAnalysis(input);
    },
  };
}
