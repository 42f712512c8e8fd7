/**
 * The Thumbnail Expert's interview and the trend analysis on Workers AI (issue 30;
 * docs/decisions/028-workers-ai-provider.md), against the fake `AI` binding (tests/fakes/workers-ai.ts)
 * with the real migrations: the chat turn and the analysis are called directly with an env that
 * carries the fake, as the ChatSession object and the trends route call them with the real binding.
 */
import { env, SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { createDb } from "~/core/db/client.server";
import { checkHealth } from "~/core/http/health.server";
import type { LiveEvent } from "~/core/live/events";
import { runChatTurn } from "~/features/expert/chat-turn.server";
import { appendMessage } from "~/features/expert/conversation-store.server";
import { GENERATE_MARKER, stripGenerateMarker } from "~/features/expert/interview/marker";
import { welcomeMessage } from "~/features/expert/interview/questions";
import { interviewState, quickRepliesFor } from "~/features/expert/interview/state";
import { runTrendAnalysis } from "~/features/trends/trend-analysis.server";
import { TrendFormSchema } from "~/features/trends/trend-form";
import { DEFAULT_WORKERS_AI_CHAT_MODEL } from "~/core/ai/workers-ai/workers-ai-defaults";
import { createFakeWorkersAi } from "../fakes/workers-ai";
import { profileOf, signedInUser } from "./billing-helpers";
import { eventually, origin } from "./helpers";

/** The test Worker's env with the fake binding and no OpenAI key: Workers AI is the provider. */
function workersAiEnv(extra: Record<string, string> = {}) {
  const fake = createFakeWorkersAi();
  const aiEnv = { ...env, OPENAI_API_KEY: "", AI: fake.binding, WORKERS_AI_TIMEOUT_MS: "200", ...extra };
  return { fake, aiEnv: aiEnv as unknown as Env };
}

async function newConversation(userId: string) {
  const conversationId = crypto.randomUUID();
  await env.DB.prepare(
    `INSERT INTO chat_conversations (id, user_id, type, title) VALUES (?1, ?2, 'thumbnail_expert', 'Teste')`,
  )
    .bind(conversationId, userId)
    .run();
  await appendMessage(createDb(env.DB), {
    conversationId,
    role: "assistant",
    content: welcomeMessage("pt"),
    clientMessageId: "welcome",
  });
  return conversationId;
}

async function messagesOf(conversationId: string) {
  const { results } = await env.DB.prepare(
    `SELECT role, content, client_message_id AS clientId FROM chat_messages WHERE conversation_id = ?1 ORDER BY created_at, id`,
  )
    .bind(conversationId)
    .all<{ role: "user" | "assistant"; content: string; clientId: string | null }>();
  return results;
}

/** One turn as the ChatSession object runs it, with the events it would send to the open pages. */
async function turn(
  aiEnv: Env,
  userId: string,
  conversationId: string,
  content: string,
  clientMessageId = crypto.randomUUID(),
) {
  const events: LiveEvent[] = [];
  const result = await runChatTurn(
    aiEnv,
    { userId, conversationId, language: "pt", message: { clientMessageId, content, referenceImage: null } },
    async (event) => {
      events.push(event);
    },
  );
  return { result, events };
}

/** The text the page shows while the reply streams: the deltas so far, marker hidden. */
function shownWhileStreaming(events: LiveEvent[]) {
  const shown: string[] = [];
  let text = "";
  for (const event of events) {
    const delta = (event as { delta?: string }).delta;
    if (!delta) continue;
    text += delta;
    shown.push(stripGenerateMarker(text));
  }
  return shown;
}

async function generationJob(conversationId: string) {
  return env.DB.prepare(
    `SELECT id, status, result FROM jobs WHERE type = 'generation' AND json_extract(payload, '$.conversationId') = ?1`,
  )
    .bind(conversationId)
    .first<{ id: string; status: string; result: string | null }>();
}

describe("the Thumbnail Expert on Workers AI", () => {
  it("runs the interview on the binding's chat model, streams every reply, hides the marker and generates 3 variations", async () => {
    const { userId } = await signedInUser();
    const conversationId = await newConversation(userId);
    const { fake, aiEnv } = workersAiEnv();
    let lastEvents: LiveEvent[] = [];
    for (let step = 0; step < 20 && !(await generationJob(conversationId)); step += 1) {
      const transcript = (await messagesOf(conversationId)).map((m) => ({
        role: m.role,
        content: m.content,
      }));
      const replies = quickRepliesFor(transcript, "pt");
      const state = interviewState(transcript);
      const asksTitle = state.stage === "asking" && state.questionIndex === 1;
      const answer = replies.length && !asksTitle ? replies[0]! : "Bolo de cenoura fácil";
      const { result, events } = await turn(aiEnv, userId, conversationId, answer);
      expect(result).toMatchObject({ ok: true, duplicate: false });
      // Streamed: several deltas per reply, then done.
      expect(events.filter((event) => (event as { delta?: string }).delta).length).toBeGreaterThan(1);
      expect(events.at(-1)).toMatchObject({ done: true });
      lastEvents = events;
    }
    const stored = (await messagesOf(conversationId)).at(-1)!;
    expect(stored.role).toBe("assistant");
    expect(stored.content).toContain(GENERATE_MARKER);
    // The page never shows the marker, nor a piece of it while it streams in.
    for (const shown of shownWhileStreaming(lastEvents)) expect(shown).not.toMatch(/\[|GENERATE/);

    expect(fake.calls.length).toBeGreaterThanOrEqual(13);
    expect(
      fake.calls.every((call) => call.model === DEFAULT_WORKERS_AI_CHAT_MODEL && call.inputs.stream === true),
    ).toBe(true);

    // The generation job (run by the test Worker's queue consumer) saves 3 variations and charges once.
    const done = await eventually(async () => {
      const row = await generationJob(conversationId);
      return row?.status === "succeeded" ? row : null;
    }, 30_000);
    const { results } = await env.DB.prepare(`SELECT id FROM thumbnails WHERE job_id = ?1`)
      .bind(done.id)
      .all();
    expect(results).toHaveLength(3);
    expect(await profileOf(userId)).toMatchObject({ usedThumbnails: 1, usedAiCredits: 50 });
  });

  it("a reply that times out fails the turn, charges nothing, and its retry is answered once", async () => {
    const { userId } = await signedInUser();
    const conversationId = await newConversation(userId);
    const { fake, aiEnv } = workersAiEnv({ WORKERS_AI_TIMEOUT_MS: "100" });
    fake.failNext("slow");
    const clientMessageId = crypto.randomUUID();
    const failed = await turn(aiEnv, userId, conversationId, "Culinária", clientMessageId);
    expect(failed.result).toEqual({ ok: false, error: "ai" });
    expect(failed.events.at(-1)).toMatchObject({ done: true, failed: true });
    expect((await messagesOf(conversationId)).filter((m) => m.role === "assistant")).toHaveLength(1);
    expect(await profileOf(userId)).toMatchObject({ usedThumbnails: 0, usedAiCredits: 0 });

    // The creator sends it again (same message id): one user message, one reply.
    const retried = await turn(aiEnv, userId, conversationId, "Culinária", clientMessageId);
    expect(retried.result).toMatchObject({ ok: true, duplicate: false });
    const again = await turn(aiEnv, userId, conversationId, "Culinária", clientMessageId);
    expect(again.result).toMatchObject({ ok: true, duplicate: true });
    const messages = await messagesOf(conversationId);
    expect(messages.filter((m) => m.clientId === clientMessageId)).toHaveLength(1);
    expect(messages.filter((m) => m.role === "assistant")).toHaveLength(2);
    expect(await profileOf(userId)).toMatchObject({ usedThumbnails: 0, usedAiCredits: 0 });
  });

  it("a malformed stream or a stalled one fails the turn without storing a reply", async () => {
    const { userId } = await signedInUser();
    const conversationId = await newConversation(userId);
    const { fake, aiEnv } = workersAiEnv({ WORKERS_AI_TIMEOUT_MS: "100" });
    for (const mode of ["malformed", "stall"] as const) {
      fake.failNext(mode);
      const { result, events } = await turn(aiEnv, userId, conversationId, "Culinária");
      expect(result).toEqual({ ok: false, error: "ai" });
      expect(events.at(-1)).toMatchObject({ failed: true });
    }
    expect((await messagesOf(conversationId)).filter((m) => m.role === "assistant")).toHaveLength(1);
    expect(await generationJob(conversationId)).toBeNull();
  });
});

describe("the trend analysis on Workers AI", () => {
  const form = (requestId = crypto.randomUUID()) =>
    TrendFormSchema.parse({ intent: "analyze", requestId, niche: "air fryer" });

  async function analysisRow(id: string) {
    return env.DB.prepare(`SELECT source, analysis FROM trend_analyses WHERE id = ?1`)
      .bind(id)
      .first<{ source: string; analysis: string }>();
  }

  it("writes the markdown on the binding, keeps it as a Workers AI analysis and charges it once", async () => {
    const { userId } = await signedInUser();
    const { fake, aiEnv } = workersAiEnv();
    const submitted = form();
    expect(await runTrendAnalysis(aiEnv, { userId, form: submitted, language: "pt" })).toEqual({
      ok: true,
      id: submitted.requestId,
    });
    const row = await analysisRow(submitted.requestId);
    expect(row?.source).toBe("workers-ai");
    expect(row?.analysis).toContain("## Análise de tendências: air fryer");
    expect(fake.calls).toHaveLength(1);
    expect((await profileOf(userId)).usedTrends).toBe(1);
    // The same form again (a resubmit): the same analysis, no second call, no second charge.
    expect(await runTrendAnalysis(aiEnv, { userId, form: submitted, language: "pt" })).toMatchObject({
      ok: true,
    });
    expect(fake.calls).toHaveLength(1);
    expect((await profileOf(userId)).usedTrends).toBe(1);
  });

  it.each(["slow", "malformed", "empty"] as const)(
    "a %s answer fails the analysis and charges nothing",
    async (mode) => {
      const { userId } = await signedInUser();
      const { fake, aiEnv } = workersAiEnv({ WORKERS_AI_TIMEOUT_MS: "100" });
      fake.failNext(mode);
      const submitted = form();
      expect(await runTrendAnalysis(aiEnv, { userId, form: submitted, language: "pt" })).toEqual({
        ok: false,
        reason: "failed",
      });
      expect(await analysisRow(submitted.requestId)).toBeNull();
      expect((await profileOf(userId)).usedTrends).toBe(0);
    },
  );
});

describe("/healthz and /status name the AI provider of each task", () => {
  it("says offline without a key or binding, on /healthz and on the status page", async () => {
    const response = await SELF.fetch(`${origin}/healthz`);
    const report = (await response.json()) as { ai: unknown };
    expect(report.ai).toEqual({
      ok: true,
      providers: {
        chat: "offline",
        images: "offline",
        analyses: "offline",
        framePick: "offline",
        score: "offline",
      },
    });
    const page = await (
      await SELF.fetch(`${origin}/status`, { headers: { "Accept-Language": "en" } })
    ).text();
    expect(page).toContain('data-ai-task="chat"');
    expect(page).toContain('data-ai-provider="offline"');
  });

  it("names Workers AI with the binding, and fails health naming what an explicit AI_PROVIDER lacks", async () => {
    const { aiEnv } = workersAiEnv();
    expect((await checkHealth(aiEnv)).ai).toMatchObject({
      ok: true,
      providers: { chat: "workers-ai", score: "workers-ai" },
    });
    const misconfigured = await checkHealth({ ...env, AI_PROVIDER: "workers-ai" } as Env);
    expect(misconfigured.ok).toBe(false);
    expect(misconfigured.ai).toMatchObject({ ok: false, error: expect.stringContaining("AI binding") });
    const noKey = await checkHealth({ ...env, AI_PROVIDER: "openai", OPENAI_API_KEY: "" } as Env);
    expect(noKey.ai).toMatchObject({ ok: false, error: expect.stringContaining("OPENAI_API_KEY") });
  });
});
