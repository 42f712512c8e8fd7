/**
 * The Thumbnail Expert through the real Worker (offline provider): conversations and their owner
 * checks, a full interview that ends in a generation job, the job's idempotency and metering, a
 * failing provider that charges nothing, reference images and the plan limit.
 */
import { env, SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { interviewState, quickRepliesFor } from "~/features/expert/interview/state";
import { welcomeMessage } from "~/features/expert/interview/questions";
import { jobHandlers } from "../../workers/jobs/registry";
import { failJob, runJob } from "../../workers/jobs/run-job";
import { profileOf, setUsage, signedInUser } from "./billing-helpers";
import { eventually, origin, type Browser } from "./helpers";
import { picture } from "./pictures";

type Row = Record<string, unknown>;

async function messagesOf(conversationId: string) {
  const { results } = await env.DB.prepare(
    `SELECT role, content, images, reference_image AS reference, client_message_id AS clientId
     FROM chat_messages WHERE conversation_id = ?1 ORDER BY created_at, id`,
  )
    .bind(conversationId)
    .all<{ role: "user" | "assistant"; content: string; images: string | null; reference: string | null }>();
  return results;
}

async function conversationRow(id: string) {
  return env.DB.prepare(
    `SELECT id, user_id AS userId, title, updated_at AS updatedAt FROM chat_conversations WHERE id = ?1`,
  )
    .bind(id)
    .first<{ id: string; userId: string; title: string; updatedAt: number }>();
}

async function say(
  browser: Browser,
  conversationId: string,
  message: { text?: string; quickReply?: string; clientMessageId?: string; idea?: string },
) {
  const fields: Record<string, string> = {
    intent: "send",
    conversationId,
    clientMessageId: message.clientMessageId ?? crypto.randomUUID(),
  };
  if (message.text !== undefined) fields.text = message.text;
  if (message.quickReply !== undefined) fields.quickReply = message.quickReply;
  if (message.idea !== undefined) fields.idea = message.idea;
  return browser.post("/thumbnail-expert", fields);
}

/** Answers every question with its first quick reply (typed answers for the free-text ones). */
async function interview(browser: Browser, conversationId: string, language: "pt" | "en" = "pt") {
  for (let turn = 0; turn < 20; turn += 1) {
    const transcript = (await messagesOf(conversationId)).map((m) => ({ role: m.role, content: m.content }));
    const messages = transcript.length
      ? transcript
      : [{ role: "assistant" as const, content: welcomeMessage(language) }];
    const replies = quickRepliesFor(messages, language);
    const state = interviewState(messages);
    const asksTitle = state.stage === "asking" && state.questionIndex === 1;
    const response =
      replies.length && !asksTitle
        ? await say(browser, conversationId, { quickReply: replies[0]! })
        : await say(browser, conversationId, {
            text: language === "pt" ? "Bolo de cenoura fácil" : "Easy carrot cake",
          });
    expect(response.status).toBe(303);
    if (await generationJob(conversationId)) return;
  }
  throw new Error("the interview never reached a generation");
}

async function generationJob(conversationId: string) {
  return env.DB.prepare(
    `SELECT id, status, error FROM jobs WHERE type = 'generation' AND json_extract(payload, '$.conversationId') = ?1
     ORDER BY created_at DESC LIMIT 1`,
  )
    .bind(conversationId)
    .first<{ id: string; status: string; error: string | null }>();
}

async function thumbnailsOfJob(jobId: string) {
  const { results } = await env.DB.prepare(
    `SELECT id, title, niche, variant FROM thumbnails WHERE job_id = ?1 ORDER BY variant`,
  )
    .bind(jobId)
    .all<Row>();
  return results;
}

/** A conversation whose transcript is a finished interview, and its queued generation job (not sent). */
async function readyConversation(userId: string) {
  const conversationId = crypto.randomUUID();
  await env.DB.prepare(
    `INSERT INTO chat_conversations (id, user_id, type, title) VALUES (?1, ?2, 'thumbnail_expert', 'Teste')`,
  )
    .bind(conversationId, userId)
    .run();
  const jobId = crypto.randomUUID();
  await env.DB.prepare(
    `INSERT INTO jobs (id, user_id, live_channel, type, status, payload) VALUES (?1, ?2, ?3, 'generation', 'queued', ?4)`,
  )
    .bind(jobId, userId, `user:${userId}`, JSON.stringify({ conversationId, language: "pt" }))
    .run();
  return { conversationId, jobId };
}

const job = (jobId: string, userId: string, conversationId: string) => ({
  id: jobId,
  type: "generation" as const,
  createdAt: Date.now(),
  userId,
  payload: { conversationId, language: "pt" },
});

describe("the Thumbnail Expert", () => {
  it("sends a signed-out visitor to log in", async () => {
    const response = await SELF.fetch(new URL("/thumbnail-expert", origin), { redirect: "manual" });
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe(
      `/login?${new URLSearchParams({ redirectTo: "/thumbnail-expert" })}`,
    );
  });

  it("starts a new conversation with the welcome message and the first quick replies", async () => {
    const { browser } = await signedInUser();
    const html = await (await browser.get("/thumbnail-expert?prompt=Meu%20canal%20de%20bolos")).text();
    expect(html).toContain(welcomeMessage("pt").split("\n")[0]!.slice(0, 40));
    // `?prompt=` is the video's idea, noted under the welcome and sent with the first message; the
    // box waits for the niche (docs/product.md, Thumbnail Expert).
    expect(html).toContain("💡 Ideia do vídeo: “Meu canal de bolos”");
    expect(html).toContain('name="idea" value="Meu canal de bolos"');
    expect(html).not.toContain(">Meu canal de bolos</textarea>");
    for (const reply of quickRepliesFor([{ role: "assistant", content: welcomeMessage("pt") }], "pt"))
      expect(html).toContain(reply.replace(/&/g, "&amp;"));
  });

  it("keeps the idea in the stored welcome and offers it as the title once the niche is answered", async () => {
    const { browser } = await signedInUser();
    const conversationId = crypto.randomUUID();
    const idea = "Vídeo sobre como fazer pão caseiro sem sova";
    expect((await say(browser, conversationId, { text: "Culinária", idea })).status).toBe(303);
    const messages = await messagesOf(conversationId);
    expect(messages[0]!.content).toBe(welcomeMessage("pt", idea));
    expect(messages[1]!.content).toBe("Culinária");
    const html = await (await browser.get(`/thumbnail-expert?c=${conversationId}`)).text();
    expect(html).toContain(">Como fazer pão caseiro sem sova</textarea>");
  });

  it("creates the conversation on the first message, titled after a quick reply, and replies once to a doubled submit", async () => {
    const { userId, browser } = await signedInUser();
    const conversationId = crypto.randomUUID();
    const first = quickRepliesFor([{ role: "assistant", content: welcomeMessage("pt") }], "pt")[0]!;
    const clientMessageId = crypto.randomUUID();
    const [a, b] = await Promise.all([
      say(browser, conversationId, { quickReply: first, clientMessageId }),
      say(browser, conversationId, { quickReply: first, clientMessageId }),
    ]);
    expect([a.status, b.status]).toEqual([303, 303]);
    expect(a.headers.get("Location")).toBe(`/thumbnail-expert?c=${conversationId}`);
    expect(await conversationRow(conversationId)).toMatchObject({ userId, title: "Thumbnail Expert Chat" });
    const messages = await messagesOf(conversationId);
    expect(messages.map((m) => m.role)).toEqual(["assistant", "user", "assistant"]);
    expect(messages[1]!.content).toBe(first);

    const before = (await conversationRow(conversationId))!.updatedAt;
    await say(browser, conversationId, { text: "Receitas rápidas" });
    expect((await conversationRow(conversationId))!.updatedAt).toBeGreaterThan(before);
    const page = await (await browser.get(`/thumbnail-expert?c=${conversationId}`)).text();
    expect(page).toContain("Receitas rápidas");
    expect(page).not.toContain("[GENERATE_THUMBNAILS]");
  });

  it("titles a conversation started with typed text 'Thumbnail - {date}' and refuses an empty message", async () => {
    const { browser } = await signedInUser();
    const conversationId = crypto.randomUUID();
    const empty = await say(browser, conversationId, { text: "   " });
    expect(empty.status).toBe(400);
    expect(await empty.text()).toContain("Escreva uma mensagem antes de enviar");
    expect(await conversationRow(conversationId)).toBeNull();
    await say(browser, conversationId, { text: "Culinária" });
    // Issue 29: the dated title is written at render in the reader's language (conversation-titles.test.ts).
    expect((await conversationRow(conversationId))!.title).toBe("");
    expect(await (await browser.get(`/thumbnail-expert?c=${conversationId}`)).text()).toMatch(
      /Thumbnail - \d{2}\/\d{2}\/\d{4}/,
    );
  });

  it("runs a whole interview, generates 3 thumbnails once and charges 1 thumbnail and 50 credits", async () => {
    const { userId, browser } = await signedInUser();
    const conversationId = crypto.randomUUID();
    await interview(browser, conversationId);
    const done = await eventually(async () => {
      const row = await generationJob(conversationId);
      return row?.status === "succeeded" ? row : null;
    }, 30_000);
    const rows = await thumbnailsOfJob(done.id);
    expect(rows).toHaveLength(3);
    expect(rows.map((r) => r.title)).toEqual(Array(3).fill("Bolo de cenoura fácil"));
    const last = (await messagesOf(conversationId)).at(-1)!;
    expect(JSON.parse(last.images!)).toEqual(rows.map((r) => r.id));
    expect(await profileOf(userId)).toMatchObject({ usedThumbnails: 1, usedAiCredits: 50 });
    for (const row of rows) {
      const image = await browser.get(`/thumbnails/${row.id}/image?w=1280&v=wm`);
      expect(image.status).toBe(200);
      expect(image.headers.get("Content-Type")).toBe("image/jpeg");
    }
    const page = await (await browser.get(`/thumbnail-expert?c=${conversationId}`)).text();
    expect(page).toContain("Variação 3");
    expect(page).toContain("Thumbnails geradas!");
  });

  it("a redelivered generation inserts 3 rows and one message once, and charges once", async () => {
    const { userId, browser } = await signedInUser();
    const conversationId = crypto.randomUUID();
    await interview(browser, conversationId);
    const first = await eventually(async () => {
      const row = await generationJob(conversationId);
      return row?.status === "succeeded" ? row : null;
    }, 30_000);
    // The same job's work again, as after a crash between saving and acknowledging.
    await jobHandlers.generation!({ env, job: job(first.id, userId, conversationId) });
    await jobHandlers.generation!({ env, job: job(first.id, userId, conversationId) });
    expect(await runJob(env, first.id)).toBe("skipped");
    expect(await thumbnailsOfJob(first.id)).toHaveLength(3);
    const withImages = (await messagesOf(conversationId)).filter((m) => m.images);
    expect(withImages).toHaveLength(1);
    expect(await profileOf(userId)).toMatchObject({ usedThumbnails: 1, usedAiCredits: 50 });
    const { results } = await env.DB.prepare(`SELECT id FROM thumbnails WHERE user_id = ?1`)
      .bind(userId)
      .all();
    expect(results).toHaveLength(3);
  });

  it("a failing provider charges nothing, saves nothing and tells the page", async () => {
    const { userId, browser } = await signedInUser();
    const { conversationId, jobId } = await readyConversation(userId);
    const broken = { ...env, OPENAI_API_KEY: "sk-test", OPENAI_BASE_URL: "http://127.0.0.1:9/v1" } as Env;
    expect(await runJob(broken, jobId)).toBe("retry");
    // While it waits for its retry the usage is held, never more than once.
    expect(await profileOf(userId)).toMatchObject({ usedThumbnails: 1, usedAiCredits: 50 });
    expect(await runJob(broken, jobId)).toBe("retry");
    expect(await profileOf(userId)).toMatchObject({ usedThumbnails: 1, usedAiCredits: 50 });
    expect(await failJob(env, jobId, "retries_exhausted")).toBe("failed");
    expect(await profileOf(userId)).toMatchObject({ usedThumbnails: 0, usedAiCredits: 0 });
    expect(await thumbnailsOfJob(jobId)).toHaveLength(0);
    expect((await messagesOf(conversationId)).filter((m) => m.images)).toHaveLength(0);
    const page = await (await browser.get(`/thumbnail-expert?c=${conversationId}`)).text();
    expect(page).toContain("Erro ao gerar thumbnails");
    expect(page).toContain("Nada foi cobrado");
  });

  it("blocks a generation up front when the plan has no thumbnails left", async () => {
    const { userId, browser } = await signedInUser();
    await setUsage(userId, { thumbnails: 3 });
    const conversationId = crypto.randomUUID();
    const refused = await say(browser, conversationId, { text: "Quero gerar agora" });
    expect(refused.status).toBe(403);
    const html = await refused.text();
    expect(html).toContain("Limite atingido");
    expect(html).toContain("Você atingiu o limite de thumbnails do seu plano");
    expect(html).toContain(">Quero gerar agora</textarea>");
    expect(await conversationRow(conversationId)).toBeNull();
    // The page says so when it opens, before any answer, with the way to the plans; the quick
    // generator too, with its form disabled (docs/product.md, Thumbnail Expert).
    const opened = await (await browser.get("/thumbnail-expert")).text();
    expect(opened).toContain('data-testid="limit-notice"');
    expect(opened).toContain('href="/assinatura"');
    const quick = await (await browser.get("/gerar")).text();
    expect(quick).toContain('data-testid="limit-notice"');
    expect(quick).toMatch(/<fieldset disabled=""/);
    // A job that starts after the quota ran out fails at once and charges nothing.
    const { jobId } = await readyConversation(userId);
    expect(await runJob(env, jobId)).toBe("failed");
    expect(await profileOf(userId)).toMatchObject({ usedThumbnails: 3, usedAiCredits: 0 });
  });

  it("keeps every conversation to its owner: someone else's id is a 404 and nothing changes", async () => {
    const owner = await signedInUser();
    const other = await signedInUser();
    const conversationId = crypto.randomUUID();
    await say(owner.browser, conversationId, { text: "Culinária" });
    const before = await messagesOf(conversationId);

    expect((await other.browser.get(`/thumbnail-expert?c=${conversationId}`)).status).toBe(404);
    expect((await say(other.browser, conversationId, { text: "intruso" })).status).toBe(404);
    expect(
      (await other.browser.post("/thumbnail-expert", { intent: "rename", id: conversationId, title: "meu" }))
        .status,
    ).toBe(404);
    expect(
      (await other.browser.post("/thumbnail-expert", { intent: "delete", id: conversationId })).status,
    ).toBe(404);
    expect(
      (await other.browser.post("/thumbnail-expert", { intent: "retry", id: conversationId })).status,
    ).toBe(404);
    expect(await messagesOf(conversationId)).toEqual(before);
    expect((await conversationRow(conversationId))!.title).not.toBe("meu");
    expect(await generationJob(conversationId)).toBeNull();

    const socket = await SELF.fetch(new URL(`/live/chat/${conversationId}`, origin), {
      headers: { Upgrade: "websocket" },
    });
    expect(socket.status).toBe(401);
    const odd = await SELF.fetch(new URL("/live/chat/not-a-conversation", origin), {
      headers: { Upgrade: "websocket", Cookie: owner.browser.cookieHeader },
    });
    expect(odd.status).toBe(404);
  });

  it("streams the reply to the conversation's open pages, and only to its owner's", async () => {
    const owner = await signedInUser();
    const stranger = await signedInUser();
    const conversationId = crypto.randomUUID();
    const open = async (cookie: string) => {
      const response = await SELF.fetch(new URL(`/live/chat/${conversationId}`, origin), {
        headers: { Upgrade: "websocket", Cookie: cookie },
      });
      expect(response.status).toBe(101);
      const socket = response.webSocket!;
      socket.accept();
      const events: { type: string; delta?: string; done?: boolean }[] = [];
      socket.addEventListener("message", (event) => events.push(JSON.parse(String(event.data))));
      return events;
    };
    const ownerEvents = await open(owner.browser.cookieHeader);
    // The same conversation id under another account is another object: it hears nothing.
    const strangerEvents = await open(stranger.browser.cookieHeader);
    expect((await say(owner.browser, conversationId, { text: "Culinária" })).status).toBe(303);
    await eventually(async () => ownerEvents.some((event) => event.done));
    const streamed = ownerEvents
      .filter((event) => event.type === "chat" && event.delta)
      .map((event) => event.delta)
      .join("");
    const saved = (await messagesOf(conversationId)).at(-1)!;
    expect(saved.role).toBe("assistant");
    expect(streamed).toBe(saved.content);
    expect(ownerEvents.filter((event) => event.delta).length).toBeGreaterThan(0);
    expect(strangerEvents).toEqual([]);
  });

  it("renames (not to an empty name) and deletes a conversation with its messages", async () => {
    const { browser } = await signedInUser({ language: "en" });
    const conversationId = crypto.randomUUID();
    await say(browser, conversationId, { text: "Cooking" });
    const empty = await browser.post(`/thumbnail-expert?c=${conversationId}&rename=${conversationId}`, {
      intent: "rename",
      id: conversationId,
      title: "   ",
      current: conversationId,
    });
    expect(empty.status).toBe(400);
    expect(await empty.text()).toContain("The name cannot be empty");
    const renamed = await browser.post("/thumbnail-expert", {
      intent: "rename",
      id: conversationId,
      title: "  Carrot cake  ",
      current: conversationId,
    });
    expect(renamed.status).toBe(303);
    expect((await conversationRow(conversationId))!.title).toBe("Carrot cake");
    expect(await (await browser.get(renamed.headers.get("Location")!)).text()).toContain(
      "Conversation renamed",
    );

    const deleted = await browser.post("/thumbnail-expert", {
      intent: "delete",
      id: conversationId,
      current: conversationId,
    });
    expect(deleted.status).toBe(303);
    expect(deleted.headers.get("Location")).toBe("/thumbnail-expert");
    expect(await (await browser.get("/thumbnail-expert")).text()).toContain("Conversation deleted");
    expect(await conversationRow(conversationId)).toBeNull();
    expect(await messagesOf(conversationId)).toEqual([]);
  });

  it("accepts a reference image checked from its bytes, refuses other files and oversized ones", async () => {
    const { userId, browser } = await signedInUser();
    const other = await signedInUser();
    const png = picture(64, 36);
    const send = (file: File, text = "Aqui está minha referência") => {
      const form = new FormData();
      form.set("intent", "send");
      form.set("conversationId", crypto.randomUUID());
      form.set("clientMessageId", crypto.randomUUID());
      form.set("text", text);
      form.set("reference", file);
      return browser.fetch("/thumbnail-expert", { method: "POST", body: form, headers: { Origin: origin } });
    };
    const fake = await send(new File(["not really"], "photo.png", { type: "image/png" }));
    expect(fake.status).toBe(415);
    expect(await fake.text()).toContain("Envie apenas imagens");
    const huge = await send(
      new File([new Uint8Array(5 * 1024 * 1024 + 10)], "big.png", { type: "image/png" }),
    );
    expect(huge.status).toBe(413);
    const hugeHtml = await huge.text();
    expect(hugeHtml).toContain("Arquivo muito grande");
    expect(hugeHtml).toContain("A imagem deve ter no máximo 5MB");

    const accepted = await send(new File([png], "ref.png", { type: "image/png" }));
    expect(accepted.status).toBe(303);
    const conversationId = new URL(accepted.headers.get("Location")!, origin).searchParams.get("c")!;
    const key = (await messagesOf(conversationId)).find((m) => m.reference)!.reference!;
    expect(key).toMatch(new RegExp(`^references/${userId}/[0-9a-f-]{36}\\.png$`));
    const name = key.split("/").at(-1)!;
    const page = await (await browser.get(`/thumbnail-expert?c=${conversationId}`)).text();
    expect(page).toContain(`/expert/references/${name}`);
    expect((await browser.get(`/expert/references/${name}`)).status).toBe(200);
    expect((await other.browser.get(`/expert/references/${name}`)).status).toBe(404);

    await browser.post("/thumbnail-expert", { intent: "delete", id: conversationId });
    expect(await env.MEDIA.get(key)).toBeNull();
  });
});
