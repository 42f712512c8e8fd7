/**
 * Runs and keeps trend analyses (docs/product.md, Trend analysis; trend analyses per plan:
 * docs/product.md, Plans). An analysis holds one of the plan's analyses before it starts (so
 * concurrent submits can't pass the limit), is charged only when it is saved and released when it
 * fails. The form's request id is the analysis id: a resubmitted form finds its analysis, never a
 * second charge.
 */
import type { AiProviderName } from "~/core/ai/ai-provider-choice";
import { and, desc, eq } from "drizzle-orm";
import { allowanceFor } from "~/core/usage/current-usage.server";
import { chargeHeldUsage, holdUsage, releaseHeldUsage } from "~/core/usage/metering.server";
import { aiConfig } from "~/core/ai/ai-config.server";
import { youtubeAccessFor } from "~/core/youtube/youtube-key.server";
import { createDb, type Database } from "~/core/db/client.server";
import { trendAnalyses } from "~/core/db/schema";
import { createTrendAnalyst } from "~/features/trends/create-trend-analyst";
import { gatherTrendData } from "~/features/trends/trend-data.server";
import { trendInputsOf, type TrendForm } from "~/features/trends/trend-form";
import type { TrendAnalyst, TrendInputs, TrendLanguage, TrendVideo } from "~/features/trends/trend-types";

/** How many past analyses the page lists. */
export const trendHistoryShown = 20;

export type TrendRun = { ok: true; id: string } | { ok: false; reason: "limit" | "failed" };

export async function runTrendAnalysis(
  env: Env,
  input: { userId: string; form: TrendForm; language: TrendLanguage },
  analyst: TrendAnalyst = createTrendAnalyst(aiConfig(env)),
): Promise<TrendRun> {
  const { userId, form, language } = input;
  const id = form.requestId;
  const db = createDb(env.DB);
  const existing = await db
    .select({ userId: trendAnalyses.userId })
    .from(trendAnalyses)
    .where(eq(trendAnalyses.id, id))
    .get();
  if (existing) return existing.userId === userId ? { ok: true, id } : { ok: false, reason: "failed" };

  const key = `trend:${id}`;
  const held = await holdUsage(env.DB, { userId, key, action: "trendAnalysis" });
  if (!held.ok) return { ok: false, reason: held.reason === "limit" ? "limit" : "failed" };
  try {
    const inputs = trendInputsOf(form);
    const now = new Date();
    const data = await gatherTrendData(await youtubeAccessFor(env, userId), inputs, now);
    const analysis = await analyst.analyze({ inputs, ...data, language, now });
    await db
      .insert(trendAnalyses)
      .values({
        id,
        userId,
        niche: inputs.niche,
        inputs: { ...inputs, competitorsFound: data.competitors },
        analysis,
        videos: data.videos,
        source: analyst.name,
        dataStatus: data.dataStatus,
        createdAt: now.getTime(),
      })
      .onConflictDoNothing();
    await chargeHeldUsage(env.DB, key);
    return { ok: true, id };
  } catch (error) {
    console.error("trends: the analysis failed", error);
    await releaseHeldUsage(env.DB, key).catch(() => undefined);
    return { ok: false, reason: "failed" };
  }
}

export function listTrendAnalyses(db: Database, userId: string) {
  return db
    .select({
      id: trendAnalyses.id,
      niche: trendAnalyses.niche,
      source: trendAnalyses.source,
      createdAt: trendAnalyses.createdAt,
    })
    .from(trendAnalyses)
    .where(eq(trendAnalyses.userId, userId))
    .orderBy(desc(trendAnalyses.createdAt))
    .limit(trendHistoryShown);
}

export interface StoredTrendAnalysis {
  id: string;
  niche: string;
  inputs: TrendInputs;
  analysis: string;
  videos: TrendVideo[];
  source: AiProviderName;
  dataStatus: string;
  createdAt: number;
}

export async function findTrendAnalysis(
  db: Database,
  userId: string,
  id: string,
): Promise<StoredTrendAnalysis | null> {
  const row = await db
    .select()
    .from(trendAnalyses)
    .where(and(eq(trendAnalyses.id, id), eq(trendAnalyses.userId, userId)))
    .get();
  if (!row) return null;
  return {
    id: row.id,
    niche: row.niche,
    inputs: row.inputs as unknown as TrendInputs,
    analysis: row.analysis,
    videos: row.videos as TrendVideo[],
    source: row.source,
    dataStatus: row.dataStatus,
    createdAt: row.createdAt,
  };
}

/** Deletes one of the creator's analyses; false when there is no such analysis of theirs. */
export async function deleteTrendAnalysis(db: Database, userId: string, id: string) {
  const deleted = await db
    .delete(trendAnalyses)
    .where(and(eq(trendAnalyses.id, id), eq(trendAnalyses.userId, userId)))
    .returning({ id: trendAnalyses.id });
  return deleted.length > 0;
}

/** This period's trend analyses: used, the limit (-1 = unlimited) and whether one more fits. */
export async function trendAllowance(env: Env, userId: string) {
  const { used, limit, allowed } = await allowanceFor(createDb(env.DB), env.DB, userId, "trendAnalysis");
  return { used, limit, unlimited: limit < 0, canAnalyze: allowed };
}
