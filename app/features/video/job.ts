import { eq } from "drizzle-orm";
import { chargeHeldUsage, holdUsage } from "~/core/usage/metering.server";
import { aiConfig } from "~/core/ai/ai-config.server";
import { chooseAiProvider } from "~/core/ai/ai-provider-choice";
import { createAiUsageMeter, type AiUsageMeter } from "~/core/ai/usage-meter";
import { needsModelAgreement } from "~/core/ai/workers-ai/model-licence";
import { workersAiOptions } from "~/core/ai/workers-ai/workers-ai-defaults";
import { saveRenderedSet } from "~/features/generator/rendered-set.server";
import { quickBrief } from "~/features/generator/quick-brief";
import { renderThumbnailOptions } from "~/engines/render/render-document";
import { workerRenderEngine } from "~/engines/render/render-engine.server";
import type { RenderEngine } from "~/engines/render/render-engine";
import { decodable } from "~/engines/render/image-size";
import { pickBestScored, scoreFrame, type ScoredFrame } from "~/features/video/frame-score";
import {
  InvalidVideoAnalysisError,
  pickFrameWithOpenAi,
  VideoAnalysisRefusedError,
} from "~/features/video/openai-frame-picker";
import { pickFrameWithWorkersAi } from "~/features/video/workers-ai-frame-picker";
import { offlineSuggestedText } from "~/features/video/suggested-text";
import { VideoAnalysisPayload, type VideoAnalysisResult } from "~/features/video/video-payload";
import { videoFrameKey } from "~/core/storage/keys";
import { createDb } from "~/core/db/client.server";
import { thumbnails } from "~/core/db/schema";
import type { JobHandler } from "~/core/jobs/job-handler";
import { PermanentJobError } from "~/core/jobs/job-errors";

interface Frame {
  index: number;
  time: number | null;
  jpeg: Uint8Array;
}

interface Analysis {
  index: number;
  reason: string;
  suggestedText: string;
  provider: "openai" | "workers-ai" | "offline";
}

/**
 * The video analysis (docs/product.md, Video to thumbnail; issue 10): reads the set's frames, picks
 * the best one for a thumbnail with the reason and the words to put on it — the vision model of the
 * AI provider (OpenAI or Workers AI; app/core/ai/ai-provider-choice.ts), else the offline scorer (sharpness, contrast, colourfulness, exposure) —
 * then Miniatura's renderer draws the words on that frame and the thumbnail is saved to the
 * dashboard as an editable document. Charged (AI credits) once, when it is saved; a failure charges
 * nothing. Safe to run again: the hold and the thumbnail row are keyed by the job.
 */
export const videoAnalysis: JobHandler = async ({ env, job }) => {
  const userId = job.userId;
  if (!userId) throw new PermanentJobError("video analysis without a user");
  const parsed = VideoAnalysisPayload.safeParse(job.payload ?? {});
  if (!parsed.success) throw new PermanentJobError("video analysis without a valid payload");
  const payload = parsed.data;
  const held = await holdUsage(env.DB, { userId, key: job.id, action: "videoAnalysis" });
  if (!held.ok) throw new PermanentJobError(held.reason === "limit" ? "plan_limit" : "usage_released");

  const frames = await readFrames(env, userId, payload);
  const engine = await workerRenderEngine();
  const meter = createAiUsageMeter({ jobId: job.id });
  const analysis = await analyse(env, engine, frames, payload, meter);
  const chosen = frames.find((frame) => frame.index === analysis.index)!;

  const brief = {
    ...quickBrief({
      language: payload.language,
      niche: "",
      title: analysis.suggestedText,
      hasReference: true,
    }),
    title: payload.title || analysis.suggestedText,
  };
  const [rendered] = await renderThumbnailOptions(engine, {
    brief,
    // The frame is the creator's own picture: the hero, framed on its subject with the text beside
    // it (docs/decisions/022-creator-photo-as-hero.md), not a backdrop under the text.
    reference: { mime: "image/jpeg", bytes: chosen.jpeg },
    seed: job.id,
    options: [{ layout: 0, style: "bold", palette: "yellow-black" }],
  });
  await saveRenderedSet(env, {
    userId,
    jobId: job.id,
    set: 0,
    title: brief.title,
    niche: null,
    options: [rendered!],
  });
  const saved = await createDb(env.DB)
    .select({ id: thumbnails.id })
    .from(thumbnails)
    .where(eq(thumbnails.jobId, job.id))
    .get();
  if (!saved) throw new Error("the video thumbnail was not saved");
  await chargeHeldUsage(env.DB, job.id);
  const result: VideoAnalysisResult = {
    thumbnailId: saved.id,
    frame: analysis.index,
    time: chosen.time,
    reason: analysis.reason,
    suggestedText: analysis.suggestedText,
    provider: analysis.provider,
  };
  // The neurons Workers AI spent on this job, kept with it (ADR 028); absent for other providers.
  const aiUsage = meter.summary();
  return { ...result, ...(aiUsage && { aiUsage }) };
};

async function readFrames(env: Env, userId: string, payload: VideoAnalysisPayload): Promise<Frame[]> {
  const frames: Frame[] = [];
  for (let index = 0; index < payload.frames; index++) {
    const object = await env.MEDIA.get(videoFrameKey(userId, payload.timestamp, index));
    if (!object) throw new PermanentJobError(`frame ${index + 1} is missing`);
    const jpeg = new Uint8Array(await object.arrayBuffer());
    if (!decodable(jpeg)) throw new PermanentJobError(`frame ${index + 1} cannot be decoded`);
    frames.push({ index, time: payload.frameTimes?.[index] ?? null, jpeg });
  }
  return frames;
}

/**
 * The vision model's pick when it is configured; its refusal (an error field) stops the job and is
 * shown, an unusable answer is "Resposta inválida da análise"; when it cannot be reached the
 * offline scorer still gives the creator a thumbnail.
 */
async function analyse(
  env: Env,
  engine: RenderEngine,
  frames: Frame[],
  payload: VideoAnalysisPayload,
  meter: AiUsageMeter,
): Promise<Analysis> {
  const config = aiConfig(env);
  const provider = chooseAiProvider(config);
  const workersAi = provider === "workers-ai" ? workersAiOptions(config) : null;
  const asked = {
    language: payload.language,
    durationSeconds: payload.durationSeconds,
    title: payload.title || undefined,
    frames,
  };
  try {
    if (provider === "openai" && config.OPENAI_API_KEY) {
      const picked = await pickFrameWithOpenAi({
        apiKey: config.OPENAI_API_KEY,
        baseURL: config.OPENAI_BASE_URL,
        model: config.OPENAI_CHAT_MODEL,
        timeoutMs: config.OPENAI_TIMEOUT_MS,
        ...asked,
      });
      return { ...picked, provider: "openai" };
    }
    if (workersAi) {
      const picked = await pickFrameWithWorkersAi({
        ai: workersAi.ai,
        model: workersAi.visionModel,
        timeoutMs: workersAi.timeoutMs,
        meter,
        ...asked,
      });
      return { ...picked, provider: "workers-ai" };
    }
  } catch (error) {
    if (error instanceof VideoAnalysisRefusedError) throw new PermanentJobError(`refused:${error.message}`);
    if (error instanceof InvalidVideoAnalysisError) throw new PermanentJobError("invalid_analysis");
    if (needsModelAgreement(error))
      console.error(
        `video analysis: the vision model needs its licence agreed once (send {"prompt":"agree"} to it; see the README), using the offline analysis`,
        error,
      );
    else console.warn("video analysis: the vision model failed, using the offline analysis", error);
  }
  // One frame's pixels at a time: decoded, scored, let go.
  const scored: ScoredFrame[] = frames.map((frame) => {
    const image = engine.decode(frame.jpeg);
    return {
      index: frame.index,
      time: frame.time,
      scores: scoreFrame({ width: image.width, height: image.height, data: image.pixels }),
    };
  });
  const best = pickBestScored(scored, payload.language);
  return {
    index: best.index,
    reason: best.reason,
    suggestedText: offlineSuggestedText({
      title: payload.title,
      language: payload.language,
      scores: best.scores,
    }),
    provider: "offline",
  };
}
