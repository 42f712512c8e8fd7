/**
 * The quick generator's server side: what the creator's plan allows, starting the generation job,
 * and what a job has made so far (the page's progress and results).
 */
import { and, asc, eq, sql } from "drizzle-orm";
import { BACKGROUNDS_FILTERED } from "~/core/ai/background-painter";
import { allowanceFor } from "~/core/usage/current-usage.server";
import { referenceNameOf } from "~/core/storage/keys";
import { briefChoiceLabel } from "~/core/i18n/brief-labels";
import type { Language } from "~/core/i18n/config";
import { enqueueJob } from "~/core/jobs/enqueue.server";
import { userLiveChannel } from "~/core/live/events";
import { planLimits, type PlanId } from "~/core/plans/catalog";
import type { Database } from "~/core/db/client.server";
import { jobs, thumbnails } from "~/core/db/schema";
import { quickOptionCount } from "~/features/generator/quick-brief";
import { findTemplate } from "~/engines/render/templates";
import { optionsPerSet, QuickGenerationPayload, setsOf } from "~/features/generator/quick-payload";

export interface QuickAllowance {
  /** Titles one generation may take at once (the plan's batch size). */
  batchSize: number;
  /** Generations left this period. */
  remaining: number;
  hasWatermark: boolean;
  /** The plan: the template choice (docs/product.md, Templates) and the download sizes (docs/product.md, Export sizes). */
  plan: PlanId;
}

export async function quickAllowance(db: Database, d1: D1Database, userId: string): Promise<QuickAllowance> {
  const { plan, remaining, hasWatermark } = await allowanceFor(db, d1, userId, "generation");
  return { batchSize: planLimits[plan].batchSize, remaining, hasWatermark, plan };
}

/** Queues the job; usage is held when it starts and charged only when every set is saved. */
export function startQuickGeneration(
  db: Database,
  env: Env,
  input: { userId: string; jobId?: string } & Omit<QuickGenerationPayload, "kind">,
) {
  const { userId, jobId, ...fields } = input;
  const payload: QuickGenerationPayload = { kind: "quick", ...fields };
  return enqueueJob(db, env, {
    id: jobId,
    type: "generation",
    userId,
    liveChannel: userLiveChannel(userId),
    payload: { ...payload },
  });
}

export interface QuickOptionView {
  id: string;
  revision: number;
  number: number;
  style: string | null;
  /** The library template the option was made from (its name), or null. */
  template: string | null;
  editable: boolean;
}

/** One of the user's quick generation jobs, with what it has saved so far; null if not theirs. */
export async function quickJobView(db: Database, userId: string, jobId: string, language: Language) {
  const job = await db
    .select({ status: jobs.status, payload: jobs.payload, type: jobs.type, error: jobs.error })
    .from(jobs)
    .where(and(eq(jobs.id, jobId), eq(jobs.userId, userId)))
    .get();
  const payload = QuickGenerationPayload.safeParse(job?.payload ?? {});
  if (!job || job.type !== "generation" || !payload.success) return null;
  const rows = await db
    .select({
      id: thumbnails.id,
      title: thumbnails.title,
      variant: thumbnails.variant,
      revision: thumbnails.revision,
      // Read in SQL: the page needs the style's name, not the whole document parsed.
      style: sql<string | null>`json_extract(${thumbnails.document}, '$.style')`,
      template: sql<string | null>`json_extract(${thumbnails.document}, '$.template')`,
      editable: sql<number>`${thumbnails.document} IS NOT NULL`,
    })
    .from(thumbnails)
    .where(and(eq(thumbnails.jobId, jobId), eq(thumbnails.userId, userId)))
    .orderBy(asc(thumbnails.variant));
  const sets = new Map<number, { title: string; options: QuickOptionView[] }>();
  for (const row of rows) {
    const index = Math.floor(((row.variant ?? 1) - 1) / quickOptionCount);
    const set = sets.get(index) ?? { title: row.title, options: [] };
    set.options.push({
      id: row.id,
      revision: row.revision,
      number: (((row.variant ?? 1) - 1) % quickOptionCount) + 1,
      style: row.style ? briefChoiceLabel("style", row.style, language) : null,
      template: row.template ? (findTemplate(row.template)?.name[language] ?? null) : null,
      editable: Boolean(row.editable),
    });
    sets.set(index, set);
  }
  const upload = payload.data.referenceKey ? referenceNameOf(payload.data.referenceKey) : null;
  return {
    status: job.status,
    /** The image model's safety filter refused the prompt (docs/decisions/028-workers-ai-provider.md). */
    filtered: job.status === "failed" && job.error === BACKGROUNDS_FILTERED,
    payload: payload.data,
    /** The name of the job's uploaded image (a retry sends it back), or null. */
    keptImage: upload,
    total: setsOf(payload.data) * optionsPerSet(payload.data),
    done: rows.length,
    sets: [...sets.entries()].sort(([a], [b]) => a - b).map(([, set]) => set),
  };
}
