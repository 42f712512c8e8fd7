/**
 * Providers that never answer. With short limits (OPENAI_TIMEOUT_MS, UPSCALER_TIMEOUT_MS) a hung
 * image model ends each attempt of a generation within the limit, and once the queue's retries run
 * out the job fails with nothing charged; a hung or stalled external upscaler gives way to the
 * embedded one. The fakes hang on their `/hang` addresses (tests/fakes/openai.ts, upscaler.ts).
 */
import { createExecutionContext, createMessageBatch, env, getQueueResult } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { applyPlanStatement } from "~/features/billing/plan-change.server";
import { imageSize } from "~/engines/render/image-size";
import { handleQueueBatch } from "../../workers/jobs";
import { upscale } from "~/features/upscale/job";
import { profileOf, signedInUser } from "./billing-helpers";
import { jobRow } from "./helpers";
import { picture } from "./pictures";

/** The limit the tests set: long enough for a loopback answer, far below the defaults (60–180 s). */
const limitMs = 300;

async function deliver(queue: string, jobId: string, bindings: Env) {
  const batch = createMessageBatch(queue, [
    {
      id: `m-${crypto.randomUUID()}`,
      timestamp: new Date(),
      attempts: 1,
      body: { kind: "job", jobId, type: "generation" },
    },
  ]);
  const ctx = createExecutionContext();
  await handleQueueBatch(batch, bindings);
  return getQueueResult(batch, ctx);
}

/** A queued quick generation (/gerar's job) for one title, as the action writes it. */
async function queuedGeneration(userId: string) {
  const jobId = crypto.randomUUID();
  const payload = {
    kind: "quick",
    language: "pt",
    niche: "viagem",
    titles: ["Paris barato"],
    referenceKey: null,
  };
  await env.DB.prepare(
    `INSERT INTO jobs (id, user_id, live_channel, type, status, payload) VALUES (?1, ?2, ?3, 'generation', 'queued', ?4)`,
  )
    .bind(jobId, userId, `user:${userId}`, JSON.stringify(payload))
    .run();
  return jobId;
}

async function usageCharge(jobId: string) {
  return env.DB.prepare(`SELECT status FROM usage_charges WHERE id = ?1`)
    .bind(jobId)
    .first<{ status: string }>();
}

describe("providers that hang", () => {
  it("a generation whose image model never answers gives up within the limit, then fails with nothing charged", async () => {
    const { userId, browser } = await signedInUser();
    const jobId = await queuedGeneration(userId);
    const hanging = {
      ...env,
      OPENAI_API_KEY: "sk-test",
      OPENAI_BASE_URL: `${env.FAKE_OPENAI_URL}/hang/v1`,
      OPENAI_TIMEOUT_MS: String(limitMs),
    } as Env;

    for (const attempt of [1, 2]) {
      const started = Date.now();
      const result = await deliver("miniatura-generation", jobId, hanging);
      const took = Date.now() - started;
      // Each attempt waits out the limit (the client tries once more after a short back-off) and
      // hands the message back to the queue, instead of holding it for the default 3 minutes.
      expect(took).toBeGreaterThanOrEqual(limitMs);
      expect(took).toBeLessThan(10_000);
      expect(result.retryMessages).toHaveLength(1);
      expect(await jobRow(jobId)).toMatchObject({ status: "queued", attempts: attempt });
      expect((await jobRow(jobId))?.error).toMatch(/timed out/i);
      // While it waits for its retry the usage is held, once.
      expect(await profileOf(userId)).toMatchObject({ usedThumbnails: 1, usedAiCredits: 50 });
      expect(await usageCharge(jobId)).toMatchObject({ status: "held" });
    }

    // The retries run out: the dead-letter queue fails the job and gives the usage back.
    const dead = await deliver("miniatura-generation-dlq", jobId, env);
    expect(dead.explicitAcks).toHaveLength(1);
    expect(await jobRow(jobId)).toMatchObject({ status: "failed", error: "retries_exhausted" });
    expect(await usageCharge(jobId)).toMatchObject({ status: "released" });
    expect(await profileOf(userId)).toMatchObject({ usedThumbnails: 0, usedAiCredits: 0 });
    const saved = await env.DB.prepare(`SELECT COUNT(*) AS n FROM thumbnails WHERE job_id = ?1`)
      .bind(jobId)
      .first<{ n: number }>();
    expect(saved?.n).toBe(0);
    const page = await (await browser.get(`/gerar?job=${jobId}`)).text();
    expect(page).toContain("Erro ao gerar thumbnails");
    expect(page).toContain("Nada foi cobrado");
    expect(page).toContain("Paris barato");
  });

  it("an upscale whose external upscaler hangs or stalls mid-answer falls back to the embedded one within the limit", async () => {
    const { userId } = await signedInUser();
    await applyPlanStatement(env.DB, userId, "creator").run();
    const requests = async () =>
      (await (await fetch(new URL("/__requests", env.FAKE_UPSCALER_URL))).json()) as { path: string }[];

    for (const path of ["/hang", "/stall"]) {
      const seen = (await requests()).length;
      const credits = (await profileOf(userId)).usedAiCredits;
      const upload = crypto.randomUUID();
      const sourceKey = `upscale/${userId}/${upload}/source.png`;
      await env.MEDIA.put(sourceKey, picture(1280, 720), { httpMetadata: { contentType: "image/png" } });
      const hanging = {
        ...env,
        UPSCALER_URL: new URL(path, env.FAKE_UPSCALER_URL).href,
        UPSCALER_API_KEY: "upscaler-key",
        UPSCALER_TIMEOUT_MS: String(limitMs),
      } as Env;
      const started = Date.now();
      const result = await upscale({
        env: hanging,
        job: {
          id: crypto.randomUUID(),
          type: "upscale",
          createdAt: Date.now(),
          payload: { sourceKey, target: "4K", upload },
          userId,
        },
      });
      const took = Date.now() - started;
      expect(result, path).toMatchObject({ provider: "embedded", width: 3840, height: 2160 });
      expect(took, path).toBeGreaterThanOrEqual(limitMs);
      expect(took, path).toBeLessThan(15_000);
      expect((await requests()).slice(seen).map((request) => request.path)).toEqual([path]);
      const stored = await env.MEDIA.get(`upscale/${userId}/${upload}/result.jpg`);
      expect(imageSize(new Uint8Array(await stored!.arrayBuffer()))).toMatchObject({
        width: 3840,
        height: 2160,
      });
      expect((await profileOf(userId)).usedAiCredits, path).toBe(credits + 20);
    }
  });
});
