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

describe("the status page's test job cannot be used to flood the queues (issue 24, finding 4)", () => {
  it("refuses an address that keeps sending test jobs, in its language, and queues nothing more", async () => {
    const address = `198.51.100.${Math.floor(Math.random() * 250) + 1}`;
    const browser = new Browser({ "Accept-Language": "pt-BR", "CF-Connecting-IP": address });
    await browser.get("/status");
    const statuses: number[] = [];
    let refused: Response | null = null;
    for (let sent = 0; sent < 30 && !refused; sent++) {
      const response = await browser.post("/status", { intent: "ping" });
      statuses.push(response.status);
      if (response.status === 429) refused = response;
      else await response.arrayBuffer();
    }
    expect(refused, `statuses: ${statuses.join(",")}`).not.toBeNull();
    // A fixed one-minute window may end during the run: at most two windows' worth get through.
    expect(statuses.filter((s) => s === 303).length).toBeLessThanOrEqual(12);
    const html = await refused!.text();
    expect(html).toContain("Muitos testes seguidos deste endereço. Aguarde um minuto e tente de novo.");
    const before = await env.DB.prepare("SELECT COUNT(*) AS n FROM jobs WHERE type = 'ping'").first<{
      n: number;
    }>();
    expect((await browser.post("/status", { intent: "ping" })).status).toBe(429);
    const after = await env.DB.prepare("SELECT COUNT(*) AS n FROM jobs WHERE type = 'ping'").first<{
      n: number;
    }>();
    expect(after!.n).toBe(before!.n);

    // Another address is not affected, and is answered in its own language.
    const other = new Browser({ "Accept-Language": "en-US", "CF-Connecting-IP": `${address}9` });
    await other.get("/status");
    expect((await other.post("/status", { intent: "ping" })).status).toBe(303);
  });

  it("refuses everyone while too many test jobs wait, however many addresses send them", async () => {
    const channel = `visitor:${crypto.randomUUID()}`;
    const statements = Array.from({ length: 40 }, () =>
      env.DB.prepare(
        "INSERT INTO jobs (id, live_channel, type, status) VALUES (?1, ?2, 'ping', 'queued')",
      ).bind(crypto.randomUUID(), channel),
    );
    await env.DB.batch(statements);
    try {
      const browser = new Browser({ "Accept-Language": "en-US", "CF-Connecting-IP": "203.0.113.77" });
      await browser.get("/status");
      const response = await browser.post("/status", { intent: "ping" });
      expect(response.status).toBe(429);
      expect(await response.text()).toContain(
        "The status page is running many test jobs right now. Try again in a minute.",
      );
    } finally {
      await env.DB.prepare("DELETE FROM jobs WHERE live_channel = ?1").bind(channel).run();
    }
  });
});
