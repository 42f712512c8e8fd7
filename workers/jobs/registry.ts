import * as photon from "@cf-wasm/photon";
import { z } from "zod";
import { sampleThumbnails } from "~/features/dashboard";
import { saveThumbnails } from "~/core/thumbnails/thumbnail-store.server";
import type { JobType } from "~/core/db/schema";
import type { JobHandler } from "~/core/jobs/job-handler";
import { compress } from "~/features/compress";
import { imageExport } from "~/features/export";
import { dataExport } from "~/features/settings";
import { expertGeneration } from "~/features/expert";
import { isQuickGeneration, quickGeneration } from "~/features/generator";
import { upscale } from "~/features/upscale";
import { videoAnalysis } from "~/features/video";

/**
 * The ping job: proves the path page → queue → consumer → D1 → UserLive → page. Its result is how
 * long the trip from enqueue to processing took.
 */
const ping: JobHandler = async ({ job }) => ({ latencyMs: Math.max(0, Date.now() - job.createdAt) });

const SamplesPayload = z.object({
  count: z.number().int().min(1).max(12),
  language: z.enum(["pt", "en"]),
  offset: z.number().int().min(0).default(0),
});

/**
 * Development only (the route that enqueues it answers 404 in production): sample thumbnails for the
 * job's user. Ids are fresh on each attempt but rows are unique per (job, variant), so a retried job
 * inserts each sample once.
 */
const samples: JobHandler = async ({ env, job }) => {
  if (!job.userId) throw new Error("samples job without a user");
  const payload = SamplesPayload.parse(job.payload ?? {});
  const items = sampleThumbnails(photon, { jobId: job.id, ...payload });
  const inserted = await saveThumbnails(env, job.userId, items);
  return { inserted };
};

/**
 * One job type, two features: the quick generator's payloads say `kind: "quick"`; any other
 * `generation` job is the Thumbnail Expert's (docs/product.md, Quick generator and Thumbnail Expert).
 */
const generation: JobHandler = (context) =>
  isQuickGeneration(context.job.payload) ? quickGeneration(context) : expertGeneration(context);

export const jobHandlers: Partial<Record<JobType, JobHandler>> = {
  ping,
  samples,
  generation,
  upscale,
  "video-analysis": videoAnalysis,
  compress,
  export: dataExport,
  "image-export": imageExport,
};
