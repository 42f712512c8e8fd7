/**
 * The trend analyst used without an OpenAI key (docs/product.md, Trend analysis: an analysis
 * grounded in real data): a deterministic markdown analysis built from what the creator typed and
 * the YouTube videos that were fetched — the top outliers, the title patterns they share, thumbnail
 * advice for the content type and audience, the competitors, next steps per goal and video ideas.
 * No model and no network: the same input always gives the same text (dates are relative to
 * `input.now`). It says plainly, on its first line, that it is offline and why it has no YouTube
 * data when it has none.
 *
 * Text the creator typed and the video titles go in as they are, with only the characters markdown
 * would read as formatting escaped (`escapeMarkdownText`); the renderer escapes HTML itself.
 *
 * This module assembles the sections: the ones reporting the data are in `offline-trends-data.ts`,
 * the advice in `offline-trends-advice.ts`, on the formatting of `offline-trends-format.ts` and the
 * title patterns of `offline-trends-patterns.ts`.
 */
import { nextSteps, thumbnailAdvice, videoIdeas } from "~/features/trends/offline-trends-advice";
import {
  competitorNotes,
  label,
  summary,
  titlePatterns,
  worksNow,
  type Context,
} from "~/features/trends/offline-trends-data";
import { escapeMarkdownText, rankVideos } from "~/features/trends/offline-trends-format";
import { detectTitlePatterns } from "~/features/trends/offline-trends-patterns";
import type { TrendAnalysisInput, TrendAnalyst } from "~/features/trends/trend-types";

export { escapeMarkdownText, rankVideos, timeAgo } from "~/features/trends/offline-trends-format";
export { detectTitlePatterns } from "~/features/trends/offline-trends-patterns";

/** The best videos whose titles are read for patterns. */
const patternSample = 10;

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
