import type { ServerBuild } from "@remix-run/cloudflare";
import { createExecutionContext, env, SELF, waitOnExecutionContext } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import type { HealthReport } from "~/core/http/health";
import * as build from "#server-build";
import { createWebApp } from "../../workers/web";
import { inProcessMedia } from "./in-process-media";

describe("GET /healthz", () => {
  it("reports D1, R2, the queue producer and UserLive as answering", async () => {
    const response = await SELF.fetch("http://miniatura.test/healthz");
    const text = await response.clone().text();
    expect(response.status, text).toBe(200);
    expect(response.headers.get("Content-Type")).toMatch(/^application\/json/);
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    const report = await response.json<HealthReport>();
    expect(report.ok).toBe(true);
    expect(Object.keys(report.checks).sort()).toEqual(["d1", "queue", "r2", "userLive"]);
    for (const [name, check] of Object.entries(report.checks)) {
      expect(check.ok, name).toBe(true);
      expect(check.ms, name).toBeGreaterThanOrEqual(0);
      expect(check.error, name).toBeUndefined();
    }
  });

  it("answers 503 and names the binding that failed", async () => {
    // The same router, with an R2 bucket that refuses every call.
    const app = createWebApp(build as unknown as ServerBuild, inProcessMedia);
    const brokenBucket = {
      head: () => Promise.reject(new Error("R2 is down")),
    } as unknown as R2Bucket;
    const ctx = createExecutionContext();
    const response = await app.fetch(
      new Request("http://miniatura.test/healthz"),
      { ...env, MEDIA: brokenBucket },
      ctx,
    );
    await waitOnExecutionContext(ctx);
    expect(response.status).toBe(503);
    const report = await response.json<HealthReport>();
    expect(report.ok).toBe(false);
    expect(report.checks.r2).toMatchObject({ ok: false, error: "R2 is down" });
    expect(report.checks.d1.ok).toBe(true);
    expect(report.checks.queue.ok).toBe(true);
    expect(report.checks.userLive.ok).toBe(true);
  });
});
