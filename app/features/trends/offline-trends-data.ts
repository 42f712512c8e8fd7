/**
 * The sections of the offline trend analysis that report what the data shows: the first line
 * (offline, and why there is no YouTube data when there is none), the niche summary, the videos
 * that work now, the title patterns and the competitors.
 */
import { median } from "~/engines/media/median";
import {
  day,
  escapeMarkdownText,
  formatOutlier,
  formatViews,
  plural,
  quote,
  timeAgo,
} from "~/features/trends/offline-trends-format";
import { patternNames, type TitlePattern } from "~/features/trends/offline-trends-patterns";
import type {
  TrendAnalysisInput,
  TrendCompetitor,
  TrendDataStatus,
  TrendVideo,
} from "~/features/trends/trend-types";

/** Videos listed under "what works now". */
const topShown = 5;
/** From this many times the median up, a video "beat the curve". */
const outlierFrom = 2;
/** Titles up to this many characters are rarely cut off in the feed. */
const shortTitle = 60;

/** What every section reads: the input, its videos ranked, and the patterns of the best titles. */
export interface Context {
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

export function label({ input, pt }: Context): string {
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

export function summary({ input, pt, ranked, niche }: Context): string[] {
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

export function worksNow({ input, pt, ranked }: Context): string[] {
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

export function titlePatterns({ input, pt, ranked, patterns, sample }: Context): string[] {
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

export function competitorNotes({ input, pt, ranked }: Context): string[] {
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
