import { env } from "cloudflare:test";
import { describe, expect, it, vi } from "vitest";
import { Browser, eventually, jobRow, origin } from "./helpers";

async function openLive(browser: Browser) {
  const response = await browser.fetch("/live", { headers: { Upgrade: "websocket" } });
  expect(response.status).toBe(101);
  const socket = response.webSocket;
  if (!socket) throw new Error("no WebSocket in the upgrade response");
  socket.accept();
  const messages: string[] = [];
  socket.addEventListener("message", (event) => {
    messages.push(String(event.data));
  });
  return { socket, messages };
}

/** The rendered notification region (the strings also travel in the page's loader data). */
function toastRegion(html: string) {
  const start = html.indexOf('aria-label="Notifications"');
  return start < 0 ? "" : html.slice(start, html.indexOf("<script", start));
}

describe("the ping job, page → queue → consumer → D1 → UserLive → page", () => {
  it("reaches the open page and is shown as done", async () => {
    const browser = new Browser({ "Accept-Language": "en-US" });
    expect((await browser.get("/status")).status).toBe(200);
    const { socket, messages } = await openLive(browser);

    const posted = await browser.post("/status", { intent: "ping" });
    expect(posted.status).toBe(303);
    const location = new URL(posted.headers.get("Location") ?? "", origin);
    expect(location.pathname).toBe("/status");
    const jobId = location.searchParams.get("job");
    expect(jobId).toMatch(/^[0-9a-f-]{36}$/);

    const done = await eventually(async () => {
      const row = await jobRow(jobId!);
      return row?.status === "succeeded" ? row : null;
    });
    expect(JSON.parse(done.result ?? "{}").latencyMs).toEqual(expect.any(Number));
    expect(done.attempts).toBe(1);

    const revalidations = await eventually(async () => {
      const found = messages
        .map((m) => JSON.parse(m))
        .filter((m) => m.type === "revalidate" && m.jobId === jobId);
      return found.length >= 2 ? found : null; // running, then succeeded
    });
    for (const message of revalidations)
      expect(message).toEqual({ type: "revalidate", reason: "job", jobId });

    const page = await (await browser.get(`/status?job=${jobId}`)).text();
    expect(page).toContain('data-job-status="succeeded"');
    expect(toastRegion(page)).toContain("Test job sent"); // the toast, once
    expect(toastRegion(await (await browser.get(`/status?job=${jobId}`)).text())).not.toContain(
      "Test job sent",
    );
    socket.close(1000, "done");
  });

  it("keeps the page refreshing itself without JavaScript while the job is pending", async () => {
    const browser = new Browser();
    await browser.get("/status");
    const posted = await browser.post("/status", { intent: "ping" });
    const jobId = new URL(posted.headers.get("Location") ?? "", origin).searchParams.get("job")!;
    const owner = await env.DB.prepare("SELECT live_channel FROM jobs WHERE id = ?")
      .bind(jobId)
      .first<{ live_channel: string }>();
    // A job of this browser's that no consumer will pick up: the page must keep refreshing.
    const waitingId = crypto.randomUUID();
    await env.DB.prepare("INSERT INTO jobs (id, live_channel, type, status) VALUES (?, ?, 'ping', 'queued')")
      .bind(waitingId, owner!.live_channel)
      .run();
    const waiting = await (await browser.get(`/status?job=${waitingId}`)).text();
    expect(waiting).toMatch(/<noscript><meta http-equiv="refresh" content="2"\/?><\/noscript>/);
    await eventually(async () => (await jobRow(jobId))?.status === "succeeded");
    const finished = await (await browser.get(`/status?job=${jobId}`)).text();
    expect(finished).not.toContain('http-equiv="refresh"');
  });

  it("does not show one browser's job to another", async () => {
    const owner = new Browser({ "Accept-Language": "en-US" });
    await owner.get("/status");
    const posted = await owner.post("/status", { intent: "ping" });
    const jobId = new URL(posted.headers.get("Location") ?? "", origin).searchParams.get("job")!;
    expect(await (await owner.get(`/status?job=${jobId}`)).text()).toContain("data-job-status=");

    // A browser without any cookie, and one with its own (different) live channel.
    const newcomer = new Browser({ "Accept-Language": "en-US" });
    const neighbour = new Browser({ "Accept-Language": "en-US" });
    await neighbour.get("/status");
    expect(neighbour.cookieHeader).toMatch(/live_id=/);
    expect(neighbour.cookieHeader).not.toBe(owner.cookieHeader);
    for (const stranger of [newcomer, neighbour]) {
      const page = await (await stranger.get(`/status?job=${jobId}`)).text();
      expect(page).not.toContain("data-job-status");
      expect(page).toContain("That test job does not exist or has expired.");
    }
  });

  it("refuses /live without a channel cookie, with a forged one, or without an upgrade", async () => {
    const stranger = new Browser();
    expect((await stranger.fetch("/live", { headers: { Upgrade: "websocket" } })).status).toBe(401);
    const forged = await stranger.fetch("/live", {
      headers: { Upgrade: "websocket", Cookie: `live_id=${btoa(JSON.stringify(crypto.randomUUID()))}` },
    });
    expect(forged.status).toBe(401);
    const visitor = new Browser();
    await visitor.get("/status");
    expect((await visitor.get("/live")).status).toBe(426);
  });

  it("answers an unknown intent with 400 and writes no job", async () => {
    const before = await env.DB.prepare("SELECT COUNT(*) AS n FROM jobs").first<{ n: number }>();
    const browser = new Browser();
    await browser.get("/status");
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    try {
      const response = await browser.post("/status", { intent: "explode" });
      expect(response.status).toBe(400);
    } finally {
      logged.mockRestore();
    }
    const after = await env.DB.prepare("SELECT COUNT(*) AS n FROM jobs").first<{ n: number }>();
    expect(after?.n).toBe(before?.n);
  });
});
