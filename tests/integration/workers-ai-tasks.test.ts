/**
 * Workers AI for the backgrounds, the video frame pick and the score's second opinion
 * (docs/decisions/028-workers-ai-provider.md), inside workerd with the real migrations and the
 * fake `AI` binding (tests/fakes/workers-ai.ts) in the env the jobs read, no OpenAI key. Each task:
 * success, a timeout, a malformed answer, and for the backgrounds a filtered image. Charging holds
 * as for OpenAI: a job is charged once when it succeeds, a retried one is not charged twice, a
 * failed one charges nothing.
 */
import * as photon from "@cf-wasm/photon";
import { createExecutionContext, createMessageBatch, env, getQueueResult } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { createDb } from "~/core/db/client.server";
import { findOwnedThumbnail } from "~/core/thumbnails/thumbnail-store.server";
import { applyPlanStatement } from "~/features/billing/plan-change.server";
import { savedThumbnailScore, type ScoreContext } from "~/features/score/score-store.server";
import type { FrameRatingPayload } from "~/features/video/workers-ai-frame-picker";
import { handleQueueBatch } from "../../workers/jobs";
import { runJob } from "../../workers/jobs/run-job";
import { createFakeWorkersAi, type FakeWorkersAi } from "../fakes/workers-ai";
import { storedThumbnail } from "./api-helpers";
import { profileOf, signedInUser } from "./billing-helpers";
import { jobRow, origin } from "./helpers";
import { inProcessMedia } from "./in-process-media";

/** The limit the timeout tests set: long enough for the fake's answer, far below the defaults. */
const limitMs = 300;

/** The Worker's env with the fake binding and no OpenAI key: the provider order picks Workers AI. */
const withWorkersAi = (fake: FakeWorkersAi, extra: Record<string, string> = {}) =>
  ({ ...env, OPENAI_API_KEY: "", AI: fake.binding, ...extra }) as unknown as Env;

async function deliver(queue: string, jobId: string, bindings: Env, type = "generation") {
  const batch = createMessageBatch(queue, [
    {
      id: `m-${crypto.randomUUID()}`,
      timestamp: new Date(),
      attempts: 1,
      body: { kind: "job", jobId, type },
    },
  ]);
  const ctx = createExecutionContext();
  await handleQueueBatch(batch, bindings);
  return getQueueResult(batch, ctx);
}

/** A queued quick generation (/gerar's job) for one title: 4 options, so 4 backgrounds. */
async function queuedGeneration(userId: string) {
  const jobId = crypto.randomUUID();
  const payload = {
    kind: "quick",
    language: "pt",
    niche: "culinária",
    titles: ["Pão caseiro"],
    referenceKey: null,
  };
  await env.DB.prepare(
    `INSERT INTO jobs (id, user_id, live_channel, type, status, payload) VALUES (?1, ?2, ?3, 'generation', 'queued', ?4)`,
  )
    .bind(jobId, userId, `user:${userId}`, JSON.stringify(payload))
    .run();
  return jobId;
}

const usageCharge = (jobId: string) =>
  env.DB.prepare(`SELECT status FROM usage_charges WHERE id = ?1`).bind(jobId).first<{ status: string }>();

const savedCount = async (jobId: string) =>
  (
    await env.DB.prepare(`SELECT COUNT(*) AS n FROM thumbnails WHERE job_id = ?1`)
      .bind(jobId)
      .first<{ n: number }>()
  )?.n ?? 0;

/** The job's recorded result (a JSON column). */
const resultOf = async (jobId: string) =>
  JSON.parse((await jobRow(jobId))?.result ?? "null") as Record<string, unknown>;

const imageCalls = (fake: FakeWorkersAi) =>
  fake.calls.filter((call) => call.model === "@cf/black-forest-labs/flux-1-schnell");

describe("backgrounds on Workers AI", () => {
  it("paints the generation's textless backgrounds, saves the set and charges it once, with its neurons", async () => {
    const { userId } = await signedInUser();
    const jobId = await queuedGeneration(userId);
    const fake = createFakeWorkersAi();
    const result = await deliver("miniatura-generation", jobId, withWorkersAi(fake));
    expect(result.explicitAcks).toHaveLength(1);
    expect(await jobRow(jobId)).toMatchObject({ status: "succeeded" });
    // 4 FLUX images of the fake's 64×64 (one tile): 4 × (4.8 + 4 steps × 9.6) neurons.
    expect(await resultOf(jobId)).toMatchObject({ provider: "workers-ai", aiUsage: { neurons: 172.8 } });
    expect(imageCalls(fake)).toHaveLength(4);
    for (const call of imageCalls(fake)) expect(String(call.inputs.prompt)).toContain("absolutely no text");
    expect(await savedCount(jobId)).toBe(4);
    expect(await usageCharge(jobId)).toMatchObject({ status: "charged" });
    expect(await profileOf(userId)).toMatchObject({ usedThumbnails: 1, usedAiCredits: 50 });

    // A redelivered message finds the job done: nothing painted or charged again.
    const again = await deliver("miniatura-generation", jobId, withWorkersAi(fake));
    expect(again.explicitAcks).toHaveLength(1);
    expect(imageCalls(fake)).toHaveLength(4);
    expect(await profileOf(userId)).toMatchObject({ usedThumbnails: 1, usedAiCredits: 50 });
  });

  it("a model that never answers ends each attempt within WORKERS_AI_TIMEOUT_MS; when retries run out nothing is charged", async () => {
    const { userId, browser } = await signedInUser();
    const jobId = await queuedGeneration(userId);
    const fake = createFakeWorkersAi();
    const slow = withWorkersAi(fake, { WORKERS_AI_TIMEOUT_MS: String(limitMs) });
    for (const attempt of [1, 2]) {
      fake.failNext("slow", 4);
      const started = Date.now();
      const result = await deliver("miniatura-generation", jobId, slow);
      expect(Date.now() - started).toBeGreaterThanOrEqual(limitMs);
      expect(Date.now() - started).toBeLessThan(10_000);
      expect(result.retryMessages).toHaveLength(1);
      expect(await jobRow(jobId)).toMatchObject({ status: "queued", attempts: attempt });
      expect((await jobRow(jobId))?.error).toMatch(/no answer within 300 ms/);
      expect(await usageCharge(jobId)).toMatchObject({ status: "held" });
      expect(await profileOf(userId)).toMatchObject({ usedThumbnails: 1, usedAiCredits: 50 });
    }
    const dead = await deliver("miniatura-generation-dlq", jobId, env);
    expect(dead.explicitAcks).toHaveLength(1);
    expect(await jobRow(jobId)).toMatchObject({ status: "failed", error: "retries_exhausted" });
    expect(await usageCharge(jobId)).toMatchObject({ status: "released" });
    expect(await profileOf(userId)).toMatchObject({ usedThumbnails: 0, usedAiCredits: 0 });
    expect(await savedCount(jobId)).toBe(0);
    const page = await (await browser.get(`/gerar?job=${jobId}`)).text();
    // The alert as rendered (the page's translations carry every message, so match the markup).
    expect(page).toContain(">Nada foi cobrado. Tente de novo.<");
    expect(page).not.toContain(">O filtro de segurança");
  });

  it("an answer that is not an image fails the attempt; the retry succeeds and is charged once", async () => {
    const { userId } = await signedInUser();
    const jobId = await queuedGeneration(userId);
    const fake = createFakeWorkersAi();
    fake.failNext("malformed", 4);
    const first = await deliver("miniatura-generation", jobId, withWorkersAi(fake));
    expect(first.retryMessages).toHaveLength(1);
    expect(await jobRow(jobId)).toMatchObject({ status: "queued", attempts: 1 });
    expect((await jobRow(jobId))?.error).toMatch(/unexpected answer/);
    expect(await savedCount(jobId)).toBe(0);

    const second = await deliver("miniatura-generation", jobId, withWorkersAi(fake));
    expect(second.explicitAcks).toHaveLength(1);
    expect(await jobRow(jobId)).toMatchObject({ status: "succeeded", attempts: 2 });
    expect(await savedCount(jobId)).toBe(4);
    expect(await usageCharge(jobId)).toMatchObject({ status: "charged" });
    expect(await profileOf(userId)).toMatchObject({ usedThumbnails: 1, usedAiCredits: 50 });
  });

  it("a prompt the safety filter refuses fails the job at once, image_filtered, with nothing charged", async () => {
    const { userId, browser } = await signedInUser();
    const jobId = await queuedGeneration(userId);
    const fake = createFakeWorkersAi();
    fake.failNext("nsfw");
    const result = await deliver("miniatura-generation", jobId, withWorkersAi(fake));
    // Not retried: the same brief makes the same prompt, which the filter would refuse again.
    expect(result.retryMessages).toHaveLength(0);
    expect(result.explicitAcks).toHaveLength(1);
    expect(await jobRow(jobId)).toMatchObject({ status: "failed", error: "image_filtered", attempts: 1 });
    expect(await usageCharge(jobId)).toMatchObject({ status: "released" });
    expect(await profileOf(userId)).toMatchObject({ usedThumbnails: 0, usedAiCredits: 0 });
    expect(await savedCount(jobId)).toBe(0);
    const page = await (await browser.get(`/gerar?job=${jobId}`)).text();
    expect(page).toContain("Erro ao gerar thumbnails");
    expect(page).toContain(
      ">O filtro de segurança do modelo de imagem recusou este pedido. Nada foi cobrado: mude o título ou o nicho e tente de novo.<",
    );
    expect(page).not.toContain(">Nada foi cobrado. Tente de novo.<");
  });
});

/** A 640×360 JPEG frame: flat grey, or (vivid) bright stripes. */
function frameJpeg(vivid: boolean) {
  const width = 640;
  const height = 360;
  const pixels = new Uint8Array(width * height * 4);
  for (let i = 0; i < pixels.length; i += 4) {
    const stripe = Math.floor(i / 4 / 40) % 2 === 0;
    pixels.set(vivid ? (stripe ? [240, 30, 30, 255] : [20, 60, 240, 255]) : [70, 74, 82, 255], i);
  }
  const image = new photon.PhotonImage(pixels, width, height);
  try {
    return image.get_bytes_jpeg(70);
  } finally {
    image.free();
  }
}

/** Six frames stored as the browser would upload them, and a video-analysis job's context. */
async function videoJob(language: "pt" | "en" = "pt") {
  const { userId, browser } = await signedInUser({ language });
  await applyPlanStatement(env.DB, userId, "starter").run();
  const timestamp = Date.now() + Math.floor(Math.random() * 1_000_000);
  for (let index = 0; index < 6; index += 1)
    await env.MEDIA.put(`videos/${userId}/frames/${timestamp}_${index}.jpg`, frameJpeg(index === 1), {
      httpMetadata: { contentType: "image/jpeg" },
    });
  const payload = {
    timestamp,
    frames: 6,
    durationSeconds: 60,
    frameTimes: [5, 15, 25, 35, 45, 55],
    language,
    title: "Pão caseiro",
  };
  const jobId = crypto.randomUUID();
  await env.DB.prepare(
    `INSERT INTO jobs (id, user_id, live_channel, type, status, payload) VALUES (?1, ?2, ?3, 'video-analysis', 'queued', ?4)`,
  )
    .bind(jobId, userId, `user:${userId}`, JSON.stringify(payload))
    .run();
  return { userId, browser, jobId, payload };
}

/** A vision model that rates frame 5 best (not the vivid frame the offline scorer would pick). */
function ratingFrameFive(fake: FakeWorkersAi) {
  fake.answerWith((call) => {
    const messages = call.inputs.messages as { content: string }[];
    const asked = JSON.parse(messages[1]!.content) as FrameRatingPayload;
    return JSON.stringify({
      rating: asked.frame === 5 ? 9 : 3,
      reason: `O quadro ${asked.frame} mostra o pão de perto.`,
      suggestedText: "PÃO EM 10 MIN",
    });
  });
}

describe("the video frame pick on Workers AI", () => {
  it("rates every frame with the vision model, draws the best one's text and charges 40 AI credits once", async () => {
    const { userId, browser, jobId } = await videoJob();
    const fake = createFakeWorkersAi();
    ratingFrameFive(fake);
    expect(await runJob(withWorkersAi(fake), jobId)).toBe("succeeded");
    const result = await resultOf(jobId);
    expect(result).toMatchObject({
      provider: "workers-ai",
      frame: 4,
      time: 45,
      reason: "O quadro 5 mostra o pão de perto.",
      suggestedText: "PÃO EM 10 MIN",
    });
    const aiUsage = result.aiUsage as { neurons: number; calls: { task: string }[] };
    expect(aiUsage.neurons).toBeGreaterThan(0);
    expect(aiUsage.calls.map((call) => call.task)).toEqual(Array(6).fill("framePick"));
    expect(fake.calls.map((call) => call.model)).toEqual(
      Array(6).fill("@cf/meta/llama-3.2-11b-vision-instruct"),
    );
    expect((await profileOf(userId)).usedAiCredits).toBe(40);
    expect(await runJob(withWorkersAi(fake), jobId)).toBe("skipped");
    expect((await profileOf(userId)).usedAiCredits).toBe(40);
    const page = await (await browser.get(`/video-analysis?job=${jobId}`)).text();
    expect(page).toContain("O quadro 5 mostra o pão de perto.");
    // Made by an AI provider, and the badge says so (not "Análise offline").
    expect(page).toMatch(/data-testid="video-source"[^>]*>Análise com IA</);
  });

  it("falls back to the offline scorer when the vision model does not answer in time", async () => {
    const { userId, jobId } = await videoJob("en");
    const fake = createFakeWorkersAi();
    ratingFrameFive(fake);
    fake.failNext("slow", 6);
    const started = Date.now();
    expect(await runJob(withWorkersAi(fake, { WORKERS_AI_TIMEOUT_MS: String(limitMs) }), jobId)).toBe(
      "succeeded",
    );
    expect(Date.now() - started).toBeLessThan(15_000);
    // The offline scorer picks the vivid frame.
    expect(await resultOf(jobId)).toMatchObject({ provider: "offline", frame: 1 });
    expect((await profileOf(userId)).usedAiCredits).toBe(40);
  });

  it("fails with the invalid-analysis message, charging nothing, when no rating is usable", async () => {
    const { userId, browser, jobId } = await videoJob();
    const fake = createFakeWorkersAi();
    fake.answerWith(() => "Este quadro é bom.");
    expect(await runJob(withWorkersAi(fake), jobId)).toBe("failed");
    expect(await jobRow(jobId)).toMatchObject({ status: "failed", error: "invalid_analysis" });
    expect((await profileOf(userId)).usedAiCredits).toBe(0);
    const page = await (await browser.get(`/video-analysis?job=${jobId}`)).text();
    expect(page).toContain("Resposta inválida da análise");
  });
});

describe("the score's second opinion on Workers AI", () => {
  async function scoreContext(fake: FakeWorkersAi, extra: Record<string, string> = {}) {
    const { userId } = await signedInUser();
    const { id } = await storedThumbnail(userId);
    const thumbnail = (await findOwnedThumbnail(createDb(env.DB), userId, id))!;
    const context: ScoreContext = {
      request: new Request(origin, { headers: { "CF-Connecting-IP": "203.0.113.30" } }),
      env: withWorkersAi(fake, extra),
      renderer: inProcessMedia().renderer,
      userId,
      language: "en",
    };
    return { context, thumbnail };
  }

  it("gives the vision model's 0–100 and summary beside the score, cached for the revision", async () => {
    const fake = createFakeWorkersAi();
    fake.answerWith(() => '{"score": 64, "summary": "The face reads well; make the text bigger."}');
    const { context, thumbnail } = await scoreContext(fake);
    const first = await savedThumbnailScore(context, thumbnail);
    expect(first!.opinion).toEqual({
      score: 64,
      summary: "The face reads well; make the text bigger.",
      language: "en",
    });
    expect(fake.calls).toHaveLength(1);
    expect(String(fake.calls[0]!.inputs.image).startsWith("data:image/jpeg;base64,")).toBe(true);
    const again = await savedThumbnailScore(context, thumbnail);
    expect(again!.opinion).toEqual(first!.opinion);
    expect(fake.calls).toHaveLength(1);
  });

  it("gives the score alone when the answer is out of shape or the model does not answer in time", async () => {
    for (const failure of ["malformed", "slow"] as const) {
      const fake = createFakeWorkersAi();
      fake.answerWith(() => '{"score": 64, "summary": "Fine."}');
      fake.failNext(failure);
      const { context, thumbnail } = await scoreContext(fake, { WORKERS_AI_TIMEOUT_MS: String(limitMs) });
      const result = await savedThumbnailScore(context, thumbnail);
      expect(result!.score.score, failure).toBeGreaterThanOrEqual(0);
      expect(result!.opinion, failure).toBeNull();
    }
  });
});
