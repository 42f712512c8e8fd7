/**
 * The form fuzzer: every action receives 200 malformed submissions (tests/lib/malformed-submissions.ts:
 * missing and oversized fields, wrong types, hostile unicode, junk files, wrong content types) and
 * must answer each with a 4xx, a re-rendered page or a redirect: never a 5xx, and nothing written.
 * "Nothing written" is checked on the fuzzing creator's rows (profile, password, thumbnails, jobs,
 * conversations, analyses, feedback, checkouts, usage), on the accounts and e-mails the public forms
 * could create, and on R2.
 */
import type { ServerBuild } from "@remix-run/cloudflare";
import * as build from "#server-build";
import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { malformedSubmissions, type FuzzTarget } from "../lib/malformed-submissions";
import { signedInUser } from "./billing-helpers";
import { createWebApp } from "../../workers/web";
import { finishedJob, origin, type Browser } from "./helpers";
import { inProcessMedia } from "./in-process-media";

const perAction = 200;

interface Action extends FuzzTarget {
  path: string;
  signedIn: boolean;
}

const actions = (thumbnailId: string, frameTimestamp: string): Action[] => [
  {
    path: "/cadastro",
    signedIn: false,
    fields: ["fullName", "email", "password", "confirmPassword", "terms", "ref", "website"],
    required: ["fullName", "email", "password", "terms"],
  },
  {
    path: "/login",
    signedIn: false,
    fields: ["email", "password", "remember", "redirectTo"],
    required: ["email", "password"],
  },
  { path: "/esqueci-senha", signedIn: false, fields: ["email", "website"], required: ["email"] },
  { path: "/confirmar-email", signedIn: false, fields: ["email"], required: ["email"] },
  {
    path: "/configuracoes/nova-senha",
    signedIn: false,
    fields: ["token", "password", "confirmPassword"],
    required: ["token", "password"],
  },
  { path: "/comecar", signedIn: false, fields: ["prompt"], required: [] },
  {
    path: "/preferencias/idioma",
    signedIn: false,
    fields: ["language", "redirectTo"],
    required: ["language"],
  },
  { path: "/preferencias/tema", signedIn: false, fields: ["theme", "redirectTo"], required: ["theme"] },
  { path: "/auth/google", signedIn: false, fields: ["redirectTo"], required: [] },
  { path: "/nao-existe", signedIn: false, fields: ["a", "b"], required: [] },
  {
    path: "/configuracoes/perfil",
    signedIn: true,
    fields: ["intent", "fullName"],
    required: ["intent", "fullName"],
  },
  {
    path: "/configuracoes/seguranca",
    signedIn: true,
    fields: ["intent", "currentPassword", "password", "confirmPassword", "keepOtherSessions"],
    required: ["password", "confirmPassword"],
  },
  {
    path: "/configuracoes/seguranca/sessoes",
    signedIn: true,
    fields: ["intent", "session"],
    required: ["intent"],
  },
  { path: "/configuracoes/youtube", signedIn: true, fields: ["intent", "apiKey"], required: ["apiKey"] },
  {
    path: "/dashboard",
    signedIn: true,
    fields: ["intent", "type", "subject", "message", "id"],
    required: ["intent", "subject", "message", "id"],
  },
  {
    path: "/gerar",
    signedIn: true,
    fields: ["intent", "niche", "titles", "image", "keptImage"],
    required: ["intent", "niche", "titles"],
    files: ["image"],
  },
  {
    path: `/gerar/editor/${thumbnailId}`,
    signedIn: true,
    fields: [
      "intent",
      "background",
      "layers[0].text",
      "layers[0].size",
      "layers[0].color",
      "layers[0].position",
    ],
    required: ["intent", "background", "layers[0].text"],
  },
  {
    path: "/thumbnail-expert",
    signedIn: true,
    fields: ["intent", "conversationId", "clientMessageId", "text", "quickReply", "reference", "id", "title"],
    required: ["intent", "conversationId", "clientMessageId", "id"],
    files: ["reference"],
  },
  {
    path: "/analise-tendencias",
    signedIn: true,
    fields: ["intent", "requestId", "niche", "targetAudience", "contentType", "goals", "id"],
    required: ["intent", "requestId", "niche", "id"],
  },
  {
    path: "/analise-canal",
    signedIn: true,
    fields: ["intent", "id", "videoId", "title", "channel"],
    required: ["intent", "id", "videoId"],
  },
  {
    path: "/image-compress",
    signedIn: true,
    fields: ["image", "targetMb"],
    required: ["image"],
    files: ["image"],
  },
  {
    path: "/exportar",
    signedIn: true,
    fields: ["export"],
    required: ["export"],
  },
  {
    path: "/image-upscale",
    signedIn: true,
    fields: ["image", "target"],
    required: ["image"],
    files: ["image"],
  },
  {
    path: "/video-analysis",
    signedIn: true,
    fields: ["intent", "title", "pictures", "timestamp", "duration", "frames", "frameTimes"],
    required: ["intent", "pictures", "timestamp"],
    files: ["pictures"],
  },
  {
    path: `/video-analysis/quadros/${frameTimestamp}/0`,
    signedIn: true,
    fields: ["frame"],
    required: ["frame"],
    files: ["frame"],
  },
  {
    path: "/assinatura",
    signedIn: true,
    fields: ["intent", "provider", "plan", "billing", "open"],
    required: ["provider", "plan"],
  },
];

let fuzzer: { userId: string; browser: Browser };

/**
 * The Worker's own router, called in this test's isolate: thousands of requests through the SELF
 * binding get slower one after another in the test pool, which would make this file take minutes.
 */
const app = createWebApp(build as unknown as ServerBuild, inProcessMedia);

let lastServerError = "";

async function send(path: string, init: RequestInit, cookie: string | null) {
  const headers = new Headers(init.headers);
  headers.set("Host", new URL(origin).host);
  if (cookie) headers.set("Cookie", cookie);
  const ctx = createExecutionContext();
  const response = await app.fetch(
    new Request(new URL(path, origin), { ...init, headers, redirect: "manual" }),
    env,
    ctx,
  );
  const text = await response.text();
  await waitOnExecutionContext(ctx);
  if (response.status >= 500) lastServerError = text.slice(0, 300);
  return response;
}
let thumbnailId = "";

/** Everything a malformed submission must not change. */
async function state(userId: string) {
  const one = async (sql: string, ...values: unknown[]) =>
    JSON.stringify(
      (
        await env.DB.prepare(sql)
          .bind(...values)
          .all()
      ).results,
    );
  const objects = (await env.MEDIA.list({ prefix: "" })).objects
    .filter((object) => object.key.includes(userId))
    .map((object) => `${object.key}:${object.etag}`)
    .sort();
  return {
    accounts: await one("SELECT COUNT(*) AS n FROM users"),
    emails: await one("SELECT COUNT(*) AS n FROM outbox"),
    profile: await one(
      "SELECT plan, full_name, youtube_api_key, used_thumbnails, used_ai_credits, used_trends FROM profiles WHERE id = ?1",
      userId,
    ),
    password: await one("SELECT * FROM password_credentials WHERE user_id = ?1", userId),
    thumbnails: await one(
      "SELECT id, title, document, revision FROM thumbnails WHERE user_id = ?1 ORDER BY id",
      userId,
    ),
    jobs: await one("SELECT COUNT(*) AS n FROM jobs WHERE user_id = ?1", userId),
    conversations: await one("SELECT COUNT(*) AS n FROM chat_conversations WHERE user_id = ?1", userId),
    trends: await one("SELECT COUNT(*) AS n FROM trend_analyses WHERE user_id = ?1", userId),
    history: await one("SELECT COUNT(*) AS n FROM channel_analysis_history WHERE user_id = ?1", userId),
    feedback: await one("SELECT COUNT(*) AS n FROM feedback WHERE user_id = ?1", userId),
    checkouts: await one("SELECT COUNT(*) AS n FROM checkouts WHERE user_id = ?1", userId),
    usage: await one("SELECT COUNT(*) AS n FROM usage_charges WHERE user_id = ?1", userId),
    objects,
  };
}

describe("the form fuzzer", () => {
  // Thousands of refusals would each log a line (kept in memory by the test runner, which slows
  // every later request); the assertions say what went wrong.
  const levels = ["log", "warn", "error", "info", "debug"] as const;
  const saved = levels.map((level) => console[level]);
  beforeAll(() => levels.forEach((level) => (console[level] = () => {})));
  afterAll(() => levels.forEach((level, i) => (console[level] = saved[i]!)));

  beforeAll(async () => {
    fuzzer = await signedInUser();
    const body = new FormData();
    body.set("intent", "generate");
    body.set("niche", "culinária");
    const generated = await fuzzer.browser.fetch("/gerar", {
      method: "POST",
      body,
      headers: { Origin: origin },
    });
    const jobId = new URL(generated.headers.get("Location")!, origin).searchParams.get("job")!;
    expect((await finishedJob(jobId)).status).toBe("succeeded");
    const row = await env.DB.prepare("SELECT id FROM thumbnails WHERE job_id = ?1 LIMIT 1")
      .bind(jobId)
      .first<{ id: string }>();
    thumbnailId = row!.id;
  }, 60_000);

  it.each(actions(":thumbnail", ":timestamp").map((action, index) => ({ index, path: action.path })))(
    `answers ${perAction} malformed submissions to $path with no 5xx and nothing written`,
    async ({ index }) => {
      const action = actions(thumbnailId, String(Date.now()))[index]!;
      const before = await state(fuzzer.userId);
      const submissions = malformedSubmissions(action, perAction, 1000 + index);
      const failures: string[] = [];
      let next = 0;
      const worker = async () => {
        for (let item = submissions.next(); !item.done; item = submissions.next()) {
          const submission = item.value;
          next += 1;
          const headers: Record<string, string> = {
            ...submission.headers,
            Origin: origin,
            // A fresh address each time, so the sign-in brakes do not hide the parsing behind 429s.
            "CF-Connecting-IP": `10.${next % 250}.${index}.1`,
          };
          const cookie = action.signedIn ? fuzzer.browser.cookieHeader : null;
          const response = await send(
            action.path,
            { method: "POST", headers, body: submission.body },
            cookie,
          );
          if (response.status >= 500)
            failures.push(`${submission.label}: ${response.status} ${lastServerError}`);
        }
      };
      await Promise.all(Array.from({ length: 4 }, worker));
      expect(failures).toEqual([]);
      expect(await state(fuzzer.userId)).toEqual(before);
    },
    120_000,
  );
});
