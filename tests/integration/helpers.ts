import { env, SELF } from "cloudflare:test";

export const origin = "http://miniatura.test";

/** A browser: keeps the cookies the app sets, like a real one would. */
export class Browser {
  private cookies = new Map<string, string>();

  constructor(private readonly headers: Record<string, string> = {}) {}

  get cookieHeader() {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
  }

  /** Sets a cookie as if the app had (e.g. a session made directly in the database). */
  setCookie(name: string, value: string) {
    this.cookies.set(name, value);
  }

  private remember(response: Response) {
    for (const cookie of response.headers.getSetCookie()) {
      const [pair = ""] = cookie.split(";");
      const index = pair.indexOf("=");
      const name = pair.slice(0, index).trim();
      const value = pair.slice(index + 1).trim();
      if (/max-age=0|expires=thu, 01 jan 1970/i.test(cookie) || value === "") this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  async fetch(path: string, init: RequestInit = {}) {
    const headers = new Headers({
      Host: new URL(origin).host,
      ...this.headers,
      ...Object.fromEntries(new Headers(init.headers)),
    });
    if (this.cookies.size) headers.set("Cookie", this.cookieHeader);
    const response = await SELF.fetch(new URL(path, origin), { redirect: "manual", ...init, headers });
    this.remember(response);
    return response;
  }

  get(path: string) {
    return this.fetch(path);
  }

  post(path: string, fields: Record<string, string>) {
    return this.fetch(path, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: origin },
      body: new URLSearchParams(fields).toString(),
    });
  }
}

/** Waits for a condition that depends on asynchronous delivery (queues), within a bound. */
export async function eventually<T>(check: () => Promise<T | null | undefined | false>, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`condition not met within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

export async function jobRow(id: string) {
  return env.DB.prepare(
    "SELECT id, status, result, error, attempts, finished_at, type FROM jobs WHERE id = ?",
  )
    .bind(id)
    .first<{
      id: string;
      status: string;
      result: string | null;
      error: string | null;
      attempts: number;
      finished_at: number | null;
      type: string;
    }>();
}

export async function insertJob(fields: { status?: string; type?: string; liveChannel?: string } = {}) {
  const id = crypto.randomUUID();
  await env.DB.prepare("INSERT INTO jobs (id, live_channel, type, status, payload) VALUES (?, ?, ?, ?, '{}')")
    .bind(
      id,
      fields.liveChannel ?? `visitor:${crypto.randomUUID()}`,
      fields.type ?? "ping",
      fields.status ?? "queued",
    )
    .run();
  return id;
}

/** Waits until a job has finished (succeeded or failed), up to a minute; its status and error. */
export function finishedJob(jobId: string) {
  return eventually(async () => {
    const row = await env.DB.prepare(`SELECT status, error FROM jobs WHERE id = ?1`)
      .bind(jobId)
      .first<{ status: string; error: string | null }>();
    return row && (row.status === "succeeded" || row.status === "failed") ? row : null;
  }, 60_000);
}
