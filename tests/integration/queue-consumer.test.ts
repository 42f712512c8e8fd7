import { createExecutionContext, createMessageBatch, env, getQueueResult } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { handleQueueBatch } from "../../workers/jobs";
import { insertJob, jobRow } from "./helpers";

async function deliver(queue: string, bodies: unknown[]) {
  const batch = createMessageBatch(
    queue,
    bodies.map((body, i) => ({
      id: `m-${i}-${crypto.randomUUID()}`,
      timestamp: new Date(),
      attempts: 1,
      body,
    })),
  );
  const ctx = createExecutionContext();
  await handleQueueBatch(batch, env);
  return getQueueResult(batch, ctx);
}

const jobMessage = (jobId: string) => ({ kind: "job", jobId, type: "ping" });

describe("the queue consumer", () => {
  it("runs a queued job once and acknowledges it", async () => {
    const id = await insertJob();
    const result = await deliver("miniatura-generation", [jobMessage(id)]);
    expect(result.explicitAcks).toHaveLength(1);
    expect(result.retryMessages).toHaveLength(0);
    const row = await jobRow(id);
    expect(row).toMatchObject({ status: "succeeded", attempts: 1 });
    expect(row?.finished_at).toEqual(expect.any(Number));
  });

  it("acknowledges a redelivered message for a finished job without touching it", async () => {
    const id = await insertJob();
    await deliver("miniatura-generation", [jobMessage(id)]);
    const first = await jobRow(id);
    expect(first).toMatchObject({ status: "succeeded", attempts: 1 });
    const result = await deliver("miniatura-generation", [jobMessage(id), jobMessage(id)]);
    expect(result.explicitAcks).toHaveLength(2);
    expect(result.retryMessages).toHaveLength(0);
    const second = await jobRow(id);
    expect(second).toEqual(first);
  });

  it("acknowledges malformed and healthcheck messages instead of retrying them", async () => {
    const result = await deliver("miniatura-generation", [
      { kind: "job", jobId: "not-a-uuid", type: "ping" },
      { kind: "launch-rockets" },
      "plain text",
      { kind: "healthcheck", sentAt: Date.now() },
    ]);
    expect(result.explicitAcks).toHaveLength(4);
    expect(result.retryMessages).toHaveLength(0);
  });

  it("marks a job that exhausted its retries (dead-letter queue) as failed", async () => {
    const id = await insertJob({ status: "queued" });
    const result = await deliver("miniatura-generation-dlq", [jobMessage(id)]);
    expect(result.explicitAcks).toHaveLength(1);
    expect(result.retryMessages).toHaveLength(0);
    const row = await jobRow(id);
    expect(row).toMatchObject({ status: "failed", error: "retries_exhausted", attempts: 0 });
    expect(row?.finished_at).toEqual(expect.any(Number));
  });

  it("leaves a succeeded job alone when a dead letter for it arrives late", async () => {
    const id = await insertJob();
    await deliver("miniatura-generation", [jobMessage(id)]);
    const before = await jobRow(id);
    const result = await deliver("miniatura-upscale-dlq", [jobMessage(id)]);
    expect(result.explicitAcks).toHaveLength(1);
    expect(await jobRow(id)).toEqual(before);
    expect(before).toMatchObject({ status: "succeeded", error: null });
  });

  it("skips a message whose job row does not exist", async () => {
    const result = await deliver("miniatura-generation", [jobMessage(crypto.randomUUID())]);
    expect(result.explicitAcks).toHaveLength(1);
  });
});
