/**
 * Where a thumbnail's score is computed and kept (docs/product.md, Performance AI): the renderer
 * scores the stored JPEG with its layer document and title (over RPC in production), on demand;
 * the result is cached as JSON in R2 per thumbnail and revision, among its derived copies, so an
 * edit (a new revision) is scored anew and a deletion takes the cache with it. With an AI provider
 * (OpenAI or Workers AI; app/core/ai/ai-provider-choice.ts) a vision model's second opinion is
 * cached with it; only that call counts as an AI action for the rate limit, and scoring costs no
 * credits.
 */
import { aiConfig } from "~/core/ai/ai-config.server";
import { visionScoreOpinion, visionScoreProvider } from "~/core/ai/vision-score.server";
import type { Language } from "~/core/i18n/config";
import { allowAction } from "~/core/security/action-limits.server";
import { scoreObjectKey } from "~/core/storage/keys";
import type { DocumentRenderer } from "~/engines/render/document-renderer";
import { parseThumbnailDocument, type ThumbnailDocument } from "~/engines/render/thumbnail-document";
import { scoreFormulaVersion, type ThumbnailScore } from "~/engines/score/thumbnail-score";
import { readBackground, type OwnedThumbnail } from "~/features/editor/document-store.server";
import type { ScoreResult } from "~/features/score/score-result";

/** What R2 keeps per revision. `opinionTried`: the vision model answered nothing (not asked again). */
interface StoredScore extends ScoreResult {
  revision: number;
  opinionTried: boolean;
}

type ScoreEnv = Pick<Env, "MEDIA" | "AI_USER_LIMIT" | "AI_IP_LIMIT" | "FEEDBACK_LIMIT">;

export interface ScoreContext {
  request: Request;
  env: ScoreEnv;
  renderer: DocumentRenderer;
  userId: string;
  language: Language;
}

async function readStored(env: ScoreEnv, thumbnail: OwnedThumbnail): Promise<StoredScore | null> {
  const object = await env.MEDIA.get(scoreObjectKey(thumbnail.id, thumbnail.revision));
  if (!object) return null;
  try {
    const stored = (await object.json()) as StoredScore;
    // A score of an older formula is computed again, never shown beside new ones (ADR 024, Consequences).
    return stored.revision === thumbnail.revision && stored.score?.formula === scoreFormulaVersion
      ? stored
      : null;
  } catch {
    return null;
  }
}

const writeStored = (env: ScoreEnv, thumbnail: OwnedThumbnail, stored: StoredScore) =>
  env.MEDIA.put(scoreObjectKey(thumbnail.id, thumbnail.revision), JSON.stringify(stored), {
    httpMetadata: { contentType: "application/json" },
  });

/**
 * The vision model's opinion, when a provider is configured and the creator is within the AI rate
 * limit: `undefined` when it was not asked (no provider, or the limit), null when it answered nothing.
 */
async function askVision(context: ScoreContext, jpeg: Uint8Array, title: string) {
  const config = aiConfig(context.env);
  if (!visionScoreProvider(config)) return undefined;
  if (!(await allowAction(context.request, context.env, "ai", context.userId))) return undefined;
  try {
    const opinion = await visionScoreOpinion(config, { jpeg, title, language: context.language });
    return opinion ? { ...opinion, language: context.language } : null;
  } catch (error) {
    console.error("score: the vision model's opinion failed", error);
    return null;
  }
}

/**
 * The saved thumbnail's score: from the cache for its revision, or computed now and cached.
 * Null when its JPEG is gone.
 */
export async function savedThumbnailScore(
  context: ScoreContext,
  thumbnail: OwnedThumbnail,
): Promise<ScoreResult | null> {
  const { env } = context;
  const cached = await readStored(env, thumbnail);
  const wantsOpinion = visionScoreProvider(aiConfig(env)) !== null;
  if (cached && (cached.opinion !== null || cached.opinionTried || !wantsOpinion))
    return { score: cached.score, opinion: cached.opinion };
  const object = await env.MEDIA.get(thumbnail.imageUrl);
  if (!object) return null;
  const jpeg = new Uint8Array(await object.arrayBuffer());
  const document = parseThumbnailDocument(thumbnail.document);
  // The background without its text lets the text's contrast be measured under each layer.
  const background = document ? await readBackground(env, document) : null;
  const [score, opinion] = await Promise.all([
    cached?.score ??
      context.renderer.score({ jpeg, layers: document?.layers ?? null, title: thumbnail.title, background }),
    askVision(context, jpeg, thumbnail.title),
  ]);
  const stored: StoredScore = {
    revision: thumbnail.revision,
    score,
    opinion: opinion ?? null,
    opinionTried: opinion === null,
  };
  await writeStored(env, thumbnail, stored);
  return { score, opinion: stored.opinion };
}

/**
 * A draft's score (the editor's and the feed preview's unsaved edits): the document rendered at
 * full size, as a save would, and scored; not cached and never sent to the vision model (it would
 * run on every keystroke). Null when the background is gone.
 */
export async function draftScore(
  env: Pick<Env, "MEDIA">,
  renderer: DocumentRenderer,
  document: ThumbnailDocument,
  title: string,
): Promise<ThumbnailScore | null> {
  const background = await readBackground(env, document);
  if (!background) return null;
  const jpeg = await renderer.render({ layers: document.layers, background });
  return renderer.score({ jpeg, layers: document.layers, title, background });
}
