import { sql } from "drizzle-orm";
import { AiProviderConfigError, aiProvidersByTask } from "~/core/ai/ai-provider-choice";
import { createDb } from "~/core/db/client.server";
import type { JobMessage } from "~/core/jobs/messages";
import { withDurableRetry } from "~/core/live/durable-retry";

import type { AiHealth, HealthCheck, HealthReport } from "~/core/http/health";

const timeoutMs = 3000;

async function timed(check: () => Promise<unknown>): Promise<HealthCheck> {
  const started = Date.now();
  let timer: ReturnType<typeof setTimeout> | undefined;
  try {
    await Promise.race([
      check(),
      new Promise((_, reject) => {
        timer = setTimeout(() => reject(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs);
      }),
    ]);
    return { ok: true, ms: Date.now() - started };
  } catch (error) {
    return {
      ok: false,
      ms: Date.now() - started,
      error: error instanceof Error ? error.message : String(error),
    };
  } finally {
    clearTimeout(timer);
  }
}

/** Asks each binding the app cannot work without whether it answers, all at once. */
export async function checkHealth(env: Env): Promise<HealthReport> {
  const healthcheck: JobMessage = { kind: "healthcheck", sentAt: Date.now() };
  const [d1, r2, queue, userLive] = await Promise.all([
    timed(() => createDb(env.DB).get(sql`SELECT 1 AS ok`)),
    timed(() => env.MEDIA.head("healthz")),
    timed(() => env.GENERATION_QUEUE.send(healthcheck, { contentType: "json" })),
    timed(async () => {
      const response = await withDurableRetry(() =>
        env.USER_LIVE.get(env.USER_LIVE.idFromName("healthz")).fetch("https://user-live/healthz"),
      );
      if (!response.ok) throw new Error(`UserLive answered ${response.status}`);
    }),
  ]);
  const checks = { d1, r2, queue, userLive };
  const ai = aiHealth(env);
  return { ok: Object.values(checks).every((c) => c.ok) && ai.ok, checks, ai };
}

/** The AI provider of each task; a misconfigured AI_PROVIDER fails health with its message. */
export function aiHealth(env: object): AiHealth {
  try {
    return { ok: true, providers: aiProvidersByTask(env) };
  } catch (error) {
    if (error instanceof AiProviderConfigError) return { ok: false, error: error.message };
    throw error;
  }
}
