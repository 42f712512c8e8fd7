/**
 * How the offline trend analysis writes what it quotes and counts: text the creator typed and video
 * titles escaped as literal markdown, views and outliers in the language's number format, dates as
 * "3 weeks ago", and the videos ranked best first.
 */
import type { TrendLanguage, TrendVideo } from "~/features/trends/trend-types";
import { numberFormat } from "~/core/i18n/formatters";

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

export function formatViews(views: number, language: TrendLanguage) {
  return numberFormat(language).format(views);
}

/** "12,3×" / "12.3×". */
export function formatOutlier(outlier: number, language: TrendLanguage) {
  return `${numberFormat(language, { maximumFractionDigits: 1 }).format(outlier)}×`;
}

export const plural = (count: number, one: string, other: string) => `${count} ${count === 1 ? one : other}`;

const hour = 60 * 60 * 1000;
export const day = 24 * hour;

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
export function normalise(text: string) {
  return text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();
}

/** Best first: outlier, then views, then id (so ties are stable). */
export function rankVideos(videos: readonly TrendVideo[]): TrendVideo[] {
  return [...videos].sort(
    (a, b) => b.outlier - a.outlier || b.views - a.views || (a.videoId < b.videoId ? -1 : 1),
  );
}

export const capitalise = (text: string) => text.replace(/^\p{Ll}/u, (letter) => letter.toUpperCase());

export const quote = (title: string) => `“${escapeMarkdownText(title)}”`;
