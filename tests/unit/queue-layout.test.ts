/**
 * The queue layout of docs/decisions/003-queue-layout.md, checked against the two wrangler.toml
 * files: a job type whose queue is not produced, a produced queue nobody consumes, or a queue
 * without a dead-letter queue all deploy fine and then silently lose jobs.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { jobTypes } from "~/core/db/schema";
import { queueForJob } from "~/core/jobs/enqueue.server";
import { parseToml, type TomlTable } from "./toml";

const read = (path: string) => readFileSync(new URL(`../../${path}`, import.meta.url), "utf8");
const web = parseToml(read("wrangler.toml"));
const jobsWorker = parseToml(read("workers/jobs/wrangler.toml"));

const producers = web.arrays["queues.producers"] ?? [];
const consumers = jobsWorker.arrays["queues.consumers"] ?? [];
const producerBindings = new Map(producers.map((p) => [p.binding, p.queue]));
const consumerFor = (queue: unknown): TomlTable | undefined => consumers.find((c) => c.queue === queue);

describe("the parsed wrangler files", () => {
  it("declare producers in the web Worker and consumers in the jobs Worker", () => {
    expect(web.root.name).toBe("miniatura-web");
    expect(jobsWorker.root.name).toBe("miniatura-jobs");
    expect(producers.length).toBeGreaterThan(0);
    expect(consumers.length).toBeGreaterThan(0);
  });

  it("have unique producer bindings and queue names", () => {
    expect(new Set(producers.map((p) => p.binding)).size).toBe(producers.length);
    expect(new Set(producers.map((p) => p.queue)).size).toBe(producers.length);
    expect(new Set(consumers.map((c) => c.queue)).size).toBe(consumers.length);
  });
});

describe("queueForJob", () => {
  it("covers exactly the job types of app/core/db/schema.ts", () => {
    expect(Object.keys(queueForJob).sort()).toEqual([...jobTypes].sort());
  });

  it.each(jobTypes)("%s goes to a queue binding the web Worker produces", (type) => {
    const binding = queueForJob[type];
    expect(
      producerBindings.has(binding),
      `${binding} is not a [[queues.producers]] binding in wrangler.toml`,
    ).toBe(true);
  });

  it("every produced queue carries at least one job type (slow work is not sharing a queue by mistake)", () => {
    const used = new Set(Object.values(queueForJob));
    expect([...producerBindings.keys()].filter((binding) => !used.has(binding as never))).toEqual([]);
  });

  it("the /status ping job has a queue of its own: a flood of test jobs never delays a creator's job", () => {
    expect(queueForJob.ping).toBe("STATUS_QUEUE");
    const creatorQueues = (Object.entries(queueForJob) as [string, string][])
      .filter(([type]) => type !== "ping")
      .map(([, binding]) => binding);
    expect(creatorQueues).not.toContain(queueForJob.ping);
  });
});

describe.each(producers.map((p) => [String(p.queue), p] as const))("produced queue %s", (queue) => {
  const consumer = consumerFor(queue);

  it("is not named like a dead-letter queue (the consumer would fail its jobs at once)", () => {
    expect(queue.endsWith("-dlq")).toBe(false);
  });

  it("has a consumer in the jobs Worker", () => {
    expect(consumer, `no [[queues.consumers]] for ${queue} in workers/jobs/wrangler.toml`).toBeDefined();
  });

  it("retries a bounded number of times, then goes to <queue>-dlq", () => {
    expect(consumer?.max_retries).toEqual(expect.any(Number));
    expect(consumer?.max_retries as number).toBeGreaterThanOrEqual(1);
    expect(consumer?.dead_letter_queue).toBe(`${queue}-dlq`);
  });

  it("has its dead-letter queue consumed too, so exhausted jobs are marked failed", () => {
    const dlqConsumer = consumerFor(`${queue}-dlq`);
    expect(dlqConsumer, `no consumer for ${queue}-dlq`).toBeDefined();
    expect(dlqConsumer?.dead_letter_queue).toBeUndefined();
  });
});

describe("the jobs Worker consumes nothing it is not sent", () => {
  it("every consumed queue is a produced queue or one's dead-letter queue", () => {
    const produced = new Set(producers.map((p) => p.queue));
    for (const { queue } of consumers) {
      const source = String(queue).replace(/-dlq$/, "");
      expect(produced.has(source), `${String(queue)} is consumed but nothing produces it`).toBe(true);
    }
  });

  it("batch sizes and retries match the documented layout (decision 003)", () => {
    const settings = (queue: string) => {
      const c = consumerFor(queue);
      return { max_batch_size: c?.max_batch_size, max_retries: c?.max_retries };
    };
    expect(settings("miniatura-generation")).toEqual({ max_batch_size: 2, max_retries: 3 });
    expect(settings("miniatura-video-analysis")).toEqual({ max_batch_size: 1, max_retries: 2 });
    expect(settings("miniatura-upscale")).toEqual({ max_batch_size: 1, max_retries: 2 });
  });
});

describe("the simple TOML reader", () => {
  it("reads tables, arrays of tables, strings, numbers, booleans, arrays and ignores comments", () => {
    const doc = parseToml(
      [
        'name = "x" # trailing comment',
        'flags = ["a", "b"]',
        "[observability]",
        "enabled = true",
        "[[queues.consumers]]",
        'queue = "q#1"',
        "max_retries = 3",
        "[[queues.consumers]]",
        'queue = "q-dlq"',
      ].join("\n"),
    );
    expect(doc.root).toEqual({ name: "x", flags: ["a", "b"] });
    expect(doc.tables.observability).toEqual({ enabled: true });
    expect(doc.arrays["queues.consumers"]).toEqual([{ queue: "q#1", max_retries: 3 }, { queue: "q-dlq" }]);
  });

  it("refuses a line it cannot read rather than skipping it", () => {
    expect(() => parseToml("this is not toml")).toThrow(/line 1/);
  });
});
