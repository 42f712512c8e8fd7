import { SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";

describe("GET /healthz", () => {
  it("reports D1, R2, the queue producer and UserLive as answering", async () => {
    const response = await SELF.fetch("http://miniatura.test/healthz");
    const text = await response.clone().text();
    expect(response.status, text).toBe(200);
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    const report = await response.json<{
      ok: boolean;
      checks: Record<string, { ok: boolean; ms: number }>;
    }>();
    expect(report.ok).toBe(true);
    expect(Object.keys(report.checks).sort()).toEqual(["d1", "queue", "r2", "userLive"]);
    for (const [name, check] of Object.entries(report.checks)) {
      expect(check.ok, name).toBe(true);
      expect(check.ms, name).toBeGreaterThanOrEqual(0);
    }
  });
});
