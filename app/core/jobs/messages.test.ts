import { describe, expect, it } from "vitest";
import { jobTypes } from "~/core/db/schema";
import { JobMessageSchema } from "~/core/jobs/messages";

const jobId = "3f1c2a4e-8b6d-4c1e-9a2f-5d7e8b9c0a1b";

describe("JobMessageSchema", () => {
  it.each(jobTypes)("accepts a %s job pointer", (type) => {
    const message = { kind: "job", jobId, type };
    expect(JobMessageSchema.parse(message)).toEqual(message);
  });

  it("accepts ids from crypto.randomUUID()", () => {
    expect(
      JobMessageSchema.safeParse({ kind: "job", jobId: crypto.randomUUID(), type: "ping" }).success,
    ).toBe(true);
  });

  it("accepts a healthcheck message", () => {
    const message = { kind: "healthcheck", sentAt: 1_700_000_000_000 };
    expect(JobMessageSchema.parse(message)).toEqual(message);
  });

  it.each([
    ["an unknown kind", { kind: "email", jobId, type: "ping" }],
    ["no kind", { jobId, type: "ping" }],
    ["a non-uuid job id", { kind: "job", jobId: "123", type: "ping" }],
    ["an empty job id", { kind: "job", jobId: "", type: "ping" }],
    ["a numeric job id", { kind: "job", jobId: 42, type: "ping" }],
    ["an unknown job type", { kind: "job", jobId, type: "render" }],
    ["a job type in the wrong case", { kind: "job", jobId, type: "Generation" }],
    ["a job without a type", { kind: "job", jobId }],
    ["a healthcheck without sentAt", { kind: "healthcheck" }],
    ["a healthcheck with a string sentAt", { kind: "healthcheck", sentAt: "now" }],
    ["null", null],
    ["a string", "ping"],
  ])("rejects %s", (_label, message) => {
    expect(JobMessageSchema.safeParse(message).success).toBe(false);
  });
});
