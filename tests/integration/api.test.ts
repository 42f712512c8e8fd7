/**
 * The Elite REST API (/api/v1) as a program uses it, through the real Worker: a key in
 * `Authorization: Bearer` and no cookies. Keys, the Elite plan, generations run by the real queue
 * consumer (offline provider) and metered as on the site, validation, Idempotency-Key, reference
 * images (the user's own thumbnails and YouTube's image host, the fake one here), cursor pages,
 * one thumbnail's read, image and delete, owner checks, the rate limit per key, the OpenAPI
 * document, and JSON errors everywhere.
 */
import { env, SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { revokeApiKey } from "~/features/api/api-keys.server";
import { apiOperations, apiRequestsPerMinute } from "~/features/api/operations";
import { applyPlanStatement } from "~/features/billing/plan-change.server";
import { thumbnailStyleIds } from "~/core/brief/thumbnail-brief";
import { planLimits } from "~/core/plans/catalog";
import { imageSize } from "~/engines/render/image-size";
import { templates } from "~/engines/render/templates";
import { parseThumbnailDocument } from "~/engines/render/thumbnail-document";
import { createDb } from "~/core/db/client.server";
import { fakeYoutube } from "../fakes/youtube";
import {
  acceptedJob,
  api,
  apiBase,
  apiUser,
  count,
  createThumbnails,
  errorOf,
  jobCount,
  jobPayload,
  newKey,
  settledJob,
  storedJob,
  storedThumbnail,
  thumbnailJpeg,
  type ThumbnailBody,
} from "./api-helpers";
import { profileOf, setUsage } from "./billing-helpers";
import { origin } from "./helpers";

const messages = {
  unauthorized: {
    pt: "Chave da API ausente, desconhecida ou revogada. Envie o cabeçalho Authorization: Bearer <chave>.",
    en: "Missing, unknown or revoked API key. Send the header Authorization: Bearer <key>.",
  },
  planRequired: {
    pt: "A API está disponível no plano Elite. Faça o upgrade em /assinatura.",
    en: "The API is available on the Elite plan. Upgrade at /assinatura.",
  },
  invalidRequest: {
    pt: "O pedido foi recusado: veja os detalhes.",
    en: "The request was refused: see the details.",
  },
};

const english = { "Accept-Language": "en-US" };
const eliteThumbnails = planLimits.elite.thumbnailsPerMonth;
const bytesOf = async (response: Response) => new Uint8Array(await response.arrayBuffer());
const isJpeg = (bytes: Uint8Array) => bytes[0] === 0xff && bytes[1] === 0xd8;

/** True when one of the details names `field`, as its field or in its message. */
function namesField(details: { field: string; message: string }[] | undefined, field: string) {
  return (details ?? []).some((detail) => detail.field === field || detail.message.includes(field));
}

describe("API keys", () => {
  it("refuses no key, a malformed header, an unknown key and a revoked key with 401 (pt by default, en when asked)", async () => {
    const { userId, browser, key, keyId } = await apiUser();
    expect((await api(key, "/usage")).status).toBe(200);
    // Revoked in Configurações › API, as the creator does it.
    const revoked = await browser.post("/configuracoes/api", { intent: "delete", keyId });
    expect(revoked.status).toBe(303);

    const unknownKey = `mnt_${"A".repeat(43)}`;
    const refused: [string, Record<string, string>][] = [
      ["no Authorization header", {}],
      ["a Basic header", { Authorization: `Basic ${btoa("eu:senha")}` }],
      ["Bearer without a key", { Authorization: "Bearer" }],
      ["the key without the Bearer scheme", { Authorization: key }],
      ["a token that is not a key", { Authorization: "Bearer not-a-key" }],
      ["an unknown key", { Authorization: `Bearer ${unknownKey}` }],
      ["the revoked key", { Authorization: `Bearer ${key}` }],
    ];
    for (const [label, headers] of refused) {
      for (const language of ["pt", "en"] as const) {
        const response = await api(null, "/usage", {
          headers: { ...headers, ...(language === "en" ? english : {}) },
        });
        expect(response.status, `${label} (${language})`).toBe(401);
        expect(response.headers.get("WWW-Authenticate"), label).toBe('Bearer realm="miniatura"');
        expect(await errorOf(response), `${label} (${language})`).toEqual({
          error: { code: "unauthorized", message: messages.unauthorized[language] },
        });
      }
    }

    // A key revoked through revokeApiKey is refused the same way; the user's other keys go on working.
    const second = await newKey(userId, "zapier");
    const third = await newKey(userId, "n8n");
    expect((await api(second.key, "/usage")).status).toBe(200);
    expect(await revokeApiKey(createDb(env.DB), userId, second.keyId)).toBe(true);
    const afterRevoke = await api(second.key, "/thumbnails");
    expect(afterRevoke.status).toBe(401);
    expect((await errorOf(afterRevoke)).error.code).toBe("unauthorized");
    expect((await api(third.key, "/usage")).status).toBe(200);
  });

  it("does not take the site's session cookie instead of a key", async () => {
    const { browser } = await apiUser();
    const response = await browser.get("/api/v1/usage");
    expect(response.status).toBe(401);
    expect((await errorOf(response)).error.code).toBe("unauthorized");
  });

  it("refuses a Free or Pro account's key with 403 plan_required, and takes the same key once the account is Elite", async () => {
    const free = await apiUser("free");
    const pro = await apiUser("pro");
    for (const { key, userId } of [free, pro]) {
      const usage = await api(key, "/usage");
      expect(usage.status).toBe(403);
      expect(await errorOf(usage)).toEqual({
        error: { code: "plan_required", message: messages.planRequired.pt },
      });
      const post = await createThumbnails(key, { title: "Meu vídeo", niche: "games" });
      expect(post.status).toBe(403);
      expect((await errorOf(post)).error.code).toBe("plan_required");
      expect(await jobCount(userId)).toBe(0);
    }
    const inEnglish = await api(pro.key, "/thumbnails", { headers: english });
    expect((await errorOf(inEnglish)).error.message).toBe(messages.planRequired.en);

    await applyPlanStatement(env.DB, free.userId, "elite").run();
    const usage = await api(free.key, "/usage");
    expect(usage.status).toBe(200);
    expect(await usage.json()).toMatchObject({
      plan: "elite",
      thumbnails: { used: 0, limit: eliteThumbnails },
      ai_credits: { used: 0, limit: planLimits.elite.aiCreditsPerMonth },
      trend_analyses: { limit: null },
      rate_limit: { requests_per_minute: apiRequestsPerMinute },
    });

    // And back: an account that leaves Elite keeps its keys, but they stop working.
    await applyPlanStatement(env.DB, free.userId, "pro").run();
    expect((await api(free.key, "/usage")).status).toBe(403);
  });
});

describe("POST /api/v1/thumbnails", () => {
  it("makes 2 minimal variations: 202 with the status address, the job succeeds with 2 JPEGs of 1280×720, one generation charged", async () => {
    const { userId, key } = await apiUser();
    const response = await createThumbnails(key, {
      title: "Montei meu setup gamer",
      niche: "games",
      variations: 2,
      style: "minimal",
    });
    const accepted = await acceptedJob(response);
    expect(accepted.status).toBe("queued");
    expect(accepted.status_url).toBe(`${apiBase}/jobs/${accepted.job_id}`);
    // Without Accept-Language the job is made in Portuguese, the product's default.
    expect(await jobPayload(accepted.job_id)).toMatchObject({
      kind: "quick",
      language: "pt",
      titles: ["Montei meu setup gamer"],
      niche: "games",
      variations: 2,
      style: "minimal",
      referenceKey: null,
    });
    // The request charges nothing: the job holds its usage when it starts, and keeps it only if it succeeds.
    expect(await profileOf(userId)).toMatchObject({ usedThumbnails: 0, usedAiCredits: 0 });

    const job = await settledJob(key, accepted);
    expect(job).toMatchObject({
      id: accepted.job_id,
      status: "succeeded",
      progress: { done: 2, total: 2 },
      error: null,
    });
    expect(job.finished_at).not.toBeNull();
    expect(job.thumbnails).toHaveLength(2);
    for (const thumbnail of job.thumbnails) {
      expect(thumbnail).toMatchObject({
        title: "Montei meu setup gamer",
        niche: "games",
        style: "minimal",
        job_id: accepted.job_id,
        width: 1280,
        height: 720,
        image_url: `${apiBase}/thumbnails/${thumbnail.id}/image`,
      });
      const image = await SELF.fetch(thumbnail.image_url, { headers: { Authorization: `Bearer ${key}` } });
      expect(image.status).toBe(200);
      expect(image.headers.get("Content-Type")).toBe("image/jpeg");
      expect(imageSize(await bytesOf(image))).toMatchObject({ width: 1280, height: 720 });
    }
    expect(new Set(job.thumbnails.map((t) => t.id)).size).toBe(2);
    // Listed too, one a page: the cursor works over the times the generator saved them at.
    const first = (await (await api(key, "/thumbnails?limit=1")).json()) as {
      data: ThumbnailBody[];
      next_cursor: string | null;
    };
    expect(first.next_cursor).not.toBeNull();
    const second = (await (
      await api(key, `/thumbnails?limit=1&cursor=${encodeURIComponent(first.next_cursor!)}`)
    ).json()) as { data: ThumbnailBody[]; next_cursor: string | null };
    expect(second.next_cursor).toBeNull();
    expect([...first.data, ...second.data].map((t) => t.id).sort()).toEqual(
      job.thumbnails.map((t) => t.id).sort(),
    );

    expect(await profileOf(userId)).toMatchObject({ usedThumbnails: 1, usedAiCredits: 50 });
    expect(
      await count("SELECT COUNT(*) AS n FROM usage_charges WHERE id = ?1 AND status = 'charged'", job.id),
    ).toBe(1);
    const usage = await api(key, "/usage");
    expect(await usage.json()).toMatchObject({
      plan: "elite",
      thumbnails: { used: 1, limit: eliteThumbnails },
      ai_credits: { used: 50 },
    });
  }, 90_000);

  it("refuses invalid requests with 400 invalid_request naming the field (413 for a body over 16 KB), queueing and charging nothing", async () => {
    const { userId, key } = await apiUser();
    const valid = { title: "Meu vídeo", niche: "games" };
    const invalid: [string, unknown, string][] = [
      ["no title", { niche: "games" }, "title"],
      ["a blank title", { ...valid, title: "   " }, "title"],
      ["a title over 100 characters", { ...valid, title: "a".repeat(101) }, "title"],
      ["no niche", { title: "Meu vídeo" }, "niche"],
      ["0 variations", { ...valid, variations: 0 }, "variations"],
      ["5 variations", { ...valid, variations: 5 }, "variations"],
      ["2.5 variations", { ...valid, variations: 2.5 }, "variations"],
      ["variations as text", { ...valid, variations: "2" }, "variations"],
      ["an unknown style", { ...valid, style: "neon" }, "style"],
      ["a template not in the library", { ...valid, template: "no-such-template" }, "template"],
      ["an unknown field", { ...valid, color: "red" }, "color"],
      [
        "a reference that is not an address",
        { ...valid, reference_image_url: "foto.jpg" },
        "reference_image_url",
      ],
      ["a body that is not JSON", "{title: 'Meu vídeo'", "body"],
      ["JSON that is not an object", "[1, 2]", "body"],
    ];
    for (const [label, body, field] of invalid) {
      const response = await createThumbnails(key, body);
      expect(response.status, label).toBe(400);
      const { error } = await errorOf(response);
      expect(error.code, label).toBe("invalid_request");
      expect(error.message, label).toBe(messages.invalidRequest.pt);
      expect(namesField(error.details, field), `${label}: ${JSON.stringify(error.details)}`).toBe(true);
    }

    // In English, the details too.
    const inEnglish = await createThumbnails(key, { niche: "games" }, english);
    expect(await errorOf(inEnglish)).toEqual({
      error: {
        code: "invalid_request",
        message: messages.invalidRequest.en,
        details: [{ field: "title", message: "Required." }],
      },
    });

    // A template id the library does not hold is named as such, pointing at /templates.
    const unknownTemplate = await createThumbnails(key, { ...valid, template: "no-such-template" }, english);
    expect((await errorOf(unknownTemplate)).error.details).toEqual([
      { field: "template", message: "Not a template of the library: use an id from /templates." },
    ]);

    const longKey = await createThumbnails(key, valid, { "Idempotency-Key": "k".repeat(201) });
    expect(longKey.status).toBe(400);
    expect(namesField((await errorOf(longKey)).error.details, "Idempotency-Key")).toBe(true);

    // Over 16 KB: said by its Content-Length, and read without one (a streamed body).
    const big = JSON.stringify({ ...valid, niche: "x".repeat(17 * 1024) });
    const tooLarge = await createThumbnails(key, big);
    expect(tooLarge.status).toBe(413);
    expect((await errorOf(tooLarge)).error.code).toBe("payload_too_large");
    const streamed = await api(key, "/thumbnails", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: new ReadableStream({
        start(controller) {
          controller.enqueue(new TextEncoder().encode(big));
          controller.close();
        },
      }),
    });
    expect(streamed.status).toBe(413);
    expect((await errorOf(streamed)).error.code).toBe("payload_too_large");

    expect(await jobCount(userId)).toBe(0);
    expect(await profileOf(userId)).toMatchObject({ usedThumbnails: 0, usedAiCredits: 0 });
  });

  it("answers a repeated request with the same Idempotency-Key with the first job: one job, charged once", async () => {
    const { userId, key } = await apiUser();
    const body = { title: "Pão caseiro em 10 minutos", niche: "culinária", variations: 1 };
    const retry = { "Idempotency-Key": "pedido-42" };
    const first = await acceptedJob(await createThumbnails(key, body, retry));
    const again = await acceptedJob(await createThumbnails(key, body, retry));
    expect(again.job_id).toBe(first.job_id);
    expect(await jobCount(userId)).toBe(1);

    await settledJob(key, first);
    const late = await acceptedJob(await createThumbnails(key, body, retry));
    expect(late).toMatchObject({ job_id: first.job_id, status: "succeeded" });
    expect(await jobCount(userId)).toBe(1);
    expect(await profileOf(userId)).toMatchObject({ usedThumbnails: 1, usedAiCredits: 50 });

    // Two at once with a new key: still one job. Another user's same key is their own job.
    const [one, two] = await Promise.all(
      [1, 2].map(async () =>
        acceptedJob(await createThumbnails(key, body, { "Idempotency-Key": "pedido-43" })),
      ),
    );
    expect(two!.job_id).toBe(one!.job_id);
    expect(one!.job_id).not.toBe(first.job_id);
    const other = await apiUser();
    const theirs = await acceptedJob(await createThumbnails(other.key, body, retry));
    expect(theirs.job_id).not.toBe(first.job_id);
    expect(await jobCount(userId)).toBe(2);

    await settledJob(key, one!);
    await settledJob(other.key, theirs);
    expect(await profileOf(userId)).toMatchObject({ usedThumbnails: 2, usedAiCredits: 100 });
    expect(await profileOf(other.userId)).toMatchObject({ usedThumbnails: 1, usedAiCredits: 50 });
  }, 120_000);

  it("refuses a generation with 402 usage_limit_reached when the month's generations are used up, queueing nothing", async () => {
    const { userId, key } = await apiUser();
    await setUsage(userId, { thumbnails: eliteThumbnails });
    const response = await createThumbnails(key, { title: "Meu vídeo", niche: "games" });
    expect(response.status).toBe(402);
    expect(await errorOf(response)).toEqual({
      error: { code: "usage_limit_reached", message: "As gerações do seu plano neste período acabaram." },
    });
    expect(await jobCount(userId)).toBe(0);
    expect((await profileOf(userId)).usedThumbnails).toBe(eliteThumbnails);
    expect(await (await api(key, "/usage")).json()).toMatchObject({
      thumbnails: { used: eliteThumbnails, limit: eliteThumbnails },
    });
  });

  it("takes a POST from another site's page: the key in the header is the credential, not a cookie", async () => {
    const { userId, key, browser } = await apiUser();
    const evil = { Origin: "https://evil.example", "Sec-Fetch-Site": "cross-site" };
    const accepted = await acceptedJob(
      await createThumbnails(key, { title: "Meu vídeo", niche: "games", variations: 1 }, evil),
    );
    // The same request to one of the site's own forms, with the creator's cookie, is refused.
    const form = new FormData();
    form.set("intent", "generate");
    form.set("niche", "games");
    const page = await browser.fetch("/gerar", { method: "POST", body: form, headers: evil });
    expect(page.status).toBe(403);
    await settledJob(key, accepted);
    expect(await jobCount(userId)).toBe(1);
  }, 90_000);
});

describe("template", () => {
  it("draws the first variation from the chosen library template (premium too: Elite has them all)", async () => {
    const premium = templates.find((template) => template.tier === "premium")!;
    const { key } = await apiUser();
    const accepted = await acceptedJob(
      await createThumbnails(key, {
        title: "Montei meu setup gamer",
        niche: "games",
        variations: 2,
        template: premium.id,
      }),
    );
    expect(await jobPayload(accepted.job_id)).toMatchObject({ template: premium.id });
    const job = await settledJob(key, accepted);
    expect(job.status).toBe("succeeded");
    const { results } = await env.DB.prepare(
      `SELECT document FROM thumbnails WHERE job_id = ?1 ORDER BY variant`,
    )
      .bind(accepted.job_id)
      .all<{ document: string }>();
    expect(results).toHaveLength(2);
    expect(parseThumbnailDocument(JSON.parse(results[0]!.document))?.template).toBe(premium.id);
  }, 90_000);
});

describe("reference_image_url", () => {
  it("builds on one of the user's own thumbnails, given by its image_url", async () => {
    const { userId, key } = await apiUser();
    const own = await storedThumbnail(userId);
    const listed = (await (await api(key, `/thumbnails/${own.id}`)).json()) as ThumbnailBody;
    const accepted = await acceptedJob(
      await createThumbnails(key, {
        title: "Parte 2",
        niche: "games",
        variations: 1,
        reference_image_url: listed.image_url,
      }),
    );
    expect(await jobPayload(accepted.job_id)).toMatchObject({ referenceKey: own.key });
    // Used where it is: nothing copied under the user's references.
    expect((await env.MEDIA.list({ prefix: `references/${userId}/` })).objects).toEqual([]);
    expect((await settledJob(key, accepted)).thumbnails).toHaveLength(1);
  }, 90_000);

  it("refuses another user's thumbnail (unreadable) and any other address (not allowed) with 422, queueing nothing", async () => {
    const { userId, key } = await apiUser();
    const other = await apiUser();
    const theirs = await storedThumbnail(other.userId);
    const refused: [string, string][] = [
      [`${apiBase}/thumbnails/${theirs.id}/image`, "reference_image_unreadable"],
      [`${origin}/thumbnails/${theirs.id}/image`, "reference_image_unreadable"],
      [`${apiBase}/thumbnails/${crypto.randomUUID()}/image`, "reference_image_unreadable"],
      ["https://i.ytimg.com/vi/AAAAAAAAAAA/hqdefault.jpg", "reference_image_unreadable"],
      ["https://example.com/a.jpg", "reference_image_not_allowed"],
      [`${apiBase}/usage`, "reference_image_not_allowed"],
      [
        `http://i.ytimg.com/vi/${fakeYoutube.techLab.uploads[0]!.id}/hqdefault.jpg`,
        "reference_image_not_allowed",
      ],
      [
        `${env.FAKE_YOUTUBE_URL}/vi/${fakeYoutube.techLab.uploads[0]!.id}/hqdefault.jpg`,
        "reference_image_not_allowed",
      ],
    ];
    for (const [address, code] of refused) {
      const response = await createThumbnails(key, {
        title: "Meu vídeo",
        niche: "games",
        reference_image_url: address,
      });
      expect(response.status, address).toBe(422);
      expect((await errorOf(response)).error.code, address).toBe(code);
    }
    expect(await jobCount(userId)).toBe(0);
    expect((await env.MEDIA.list({ prefix: `references/${userId}/` })).objects).toEqual([]);
    expect(await profileOf(userId)).toMatchObject({ usedThumbnails: 0, usedAiCredits: 0 });
    // The other user's thumbnail is as it was.
    expect(await env.MEDIA.head(theirs.key)).not.toBeNull();
    expect((await api(other.key, `/thumbnails/${theirs.id}`)).status).toBe(200);
  });

  it("fetches a YouTube video's thumbnail from the image host and keeps it under the user's references", async () => {
    const video = fakeYoutube.techLab.uploads[0]!;
    const { userId, key } = await apiUser();
    const accepted = await acceptedJob(
      await createThumbnails(key, {
        title: "Review do celular",
        niche: "tecnologia",
        variations: 1,
        reference_image_url: `https://i.ytimg.com/vi/${video.id}/hqdefault.jpg`,
      }),
    );
    const stored = (await env.MEDIA.list({ prefix: `references/${userId}/` })).objects;
    expect(stored).toHaveLength(1);
    expect(await jobPayload(accepted.job_id)).toMatchObject({ referenceKey: stored[0]!.key });
    const object = await env.MEDIA.get(stored[0]!.key);
    const bytes = new Uint8Array(await object!.arrayBuffer());
    expect(isJpeg(bytes)).toBe(true);
    expect(imageSize(bytes)).toMatchObject({ width: 480, height: 360 });
    expect((await settledJob(key, accepted)).thumbnails).toHaveLength(1);
  }, 90_000);
});

describe("GET /api/v1/thumbnails", () => {
  it("pages through the user's thumbnails newest first with a cursor: 2, 2, 1, no repeats", async () => {
    const { userId, key } = await apiUser();
    const other = await apiUser();
    const start = Date.now() - 60_000;
    const made: Awaited<ReturnType<typeof storedThumbnail>>[] = [];
    // Two of them made in the same millisecond: the cursor still neither repeats nor skips.
    for (const at of [start, start + 1000, start + 2000, start + 2000, start + 3000])
      made.push(await storedThumbnail(userId, at));
    await storedThumbnail(other.userId, start + 1500);
    const newestFirst = [...made]
      .sort((a, b) => b.createdAt - a.createdAt || (a.id < b.id ? 1 : -1))
      .map((thumbnail) => thumbnail.id);

    const pages: string[][] = [];
    let cursor: string | null = null;
    do {
      const query: string = cursor ? `&cursor=${encodeURIComponent(cursor)}` : "";
      const response = await api(key, `/thumbnails?limit=2${query}`);
      expect(response.status).toBe(200);
      const page = (await response.json()) as { data: ThumbnailBody[]; next_cursor: string | null };
      pages.push(page.data.map((thumbnail) => thumbnail.id));
      cursor = page.next_cursor;
    } while (cursor !== null && pages.length < 10);
    expect(pages.map((page) => page.length)).toEqual([2, 2, 1]);
    expect(pages.flat()).toEqual(newestFirst);

    const all = (await (await api(key, "/thumbnails")).json()) as {
      data: ThumbnailBody[];
      next_cursor: null;
    };
    expect(all.data.map((thumbnail) => thumbnail.id)).toEqual(newestFirst);
    expect(all.next_cursor).toBeNull();
    expect(all.data[0]).toMatchObject({
      created_at: new Date(start + 3000).toISOString(),
      image_url: `${apiBase}/thumbnails/${newestFirst[0]}/image`,
      width: 1280,
      height: 720,
    });
  });

  it("refuses a cursor that is not one of ours and a limit outside 1–100 with 400", async () => {
    const { key } = await apiUser();
    const refused: [string, string][] = [
      ["cursor=not-a-cursor", "cursor"],
      ["cursor=x", "cursor"],
      [`cursor=${encodeURIComponent(btoa("1700000000000.not-an-id"))}`, "cursor"],
      ["limit=0", "limit"],
      ["limit=101", "limit"],
      ["limit=-1", "limit"],
      ["limit=dez", "limit"],
    ];
    for (const [query, field] of refused) {
      const response = await api(key, `/thumbnails?${query}`);
      expect(response.status, query).toBe(400);
      const { error } = await errorOf(response);
      expect(error.code, query).toBe("invalid_request");
      expect(namesField(error.details, field), `${query}: ${JSON.stringify(error.details)}`).toBe(true);
    }
    for (const limit of [1, 100]) expect((await api(key, `/thumbnails?limit=${limit}`)).status).toBe(200);
  });
});

describe("one thumbnail", () => {
  it("reads it, downloads its JPEG and deletes it with its image", async () => {
    const { userId, key } = await apiUser();
    const own = await storedThumbnail(userId);
    const read = await api(key, `/thumbnails/${own.id}`);
    expect(read.status).toBe(200);
    expect(await read.json()).toEqual({
      id: own.id,
      title: `Vídeo ${own.id.slice(0, 8)}`,
      niche: "games",
      style: null,
      job_id: null,
      revision: 0,
      created_at: new Date(own.createdAt).toISOString(),
      image_url: `${apiBase}/thumbnails/${own.id}/image`,
      width: 1280,
      height: 720,
      // Issue 27: one thumbnail carries its score (performance AI, Elite's), from its picture alone here.
      score: expect.objectContaining({ score: expect.any(Number), formula: expect.any(Number) }),
    });

    const image = await api(key, `/thumbnails/${own.id}/image`);
    expect(image.status).toBe(200);
    expect(image.headers.get("Content-Type")).toBe("image/jpeg");
    const bytes = await bytesOf(image);
    expect(isJpeg(bytes)).toBe(true);
    expect(imageSize(bytes)).toMatchObject({ width: 1280, height: 720 });
    // Elite has no watermark: the saved JPEG as it is.
    expect(Buffer.from(bytes).equals(Buffer.from(thumbnailJpeg()))).toBe(true);

    const deleted = await api(key, `/thumbnails/${own.id}`, { method: "DELETE" });
    expect(deleted.status).toBe(204);
    expect(await deleted.text()).toBe("");
    for (const [method, path] of [
      ["GET", `/thumbnails/${own.id}`],
      ["GET", `/thumbnails/${own.id}/image`],
      ["DELETE", `/thumbnails/${own.id}`],
    ] as const) {
      const response = await api(key, path, { method });
      expect(response.status, `${method} ${path}`).toBe(404);
      expect((await errorOf(response)).error.code).toBe("not_found");
    }
    expect(await env.MEDIA.head(own.key)).toBeNull();
    expect(await count("SELECT COUNT(*) AS n FROM thumbnails WHERE id = ?1", own.id)).toBe(0);
  });

  it("answers another user's thumbnail and job ids, unknown ids and ids that are not uuids with 404, changing nothing", async () => {
    const { key } = await apiUser();
    const other = await apiUser();
    const theirs = await storedThumbnail(other.userId);
    const theirJob = await storedJob(other.userId);
    const notFound: [string, string][] = [
      ["GET", `/thumbnails/${theirs.id}`],
      ["GET", `/thumbnails/${theirs.id}/image`],
      ["DELETE", `/thumbnails/${theirs.id}`],
      ["GET", `/jobs/${theirJob}`],
      ["GET", `/jobs/${crypto.randomUUID()}`],
      ["GET", `/thumbnails/${crypto.randomUUID()}`],
      ["GET", "/thumbnails/not-a-uuid"],
      ["GET", "/thumbnails/not-a-uuid/image"],
      ["DELETE", "/thumbnails/not-a-uuid"],
      ["GET", "/jobs/not-a-uuid"],
    ];
    for (const [method, path] of notFound) {
      const response = await api(key, path, { method });
      expect(response.status, `${method} ${path}`).toBe(404);
      expect(await errorOf(response), `${method} ${path}`).toEqual({
        error: { code: "not_found", message: "Não encontrado." },
      });
    }
    expect(await count("SELECT COUNT(*) AS n FROM thumbnails WHERE id = ?1", theirs.id)).toBe(1);
    expect(await env.MEDIA.head(theirs.key)).not.toBeNull();
    expect((await api(other.key, `/thumbnails/${theirs.id}/image`)).status).toBe(200);
    expect((await api(other.key, `/jobs/${theirJob}`)).status).toBe(200);
  });
});

describe("the rate limit per key", () => {
  it(`refuses a key's requests past ${apiRequestsPerMinute} a minute with 429 and Retry-After; another key of the same user is counted apart`, async () => {
    const { userId, key } = await apiUser();
    const second = await newKey(userId, "second");
    // The limiter counts in fixed one-minute windows: if a window ends during the run, up to 60
    // more get through before the refusal, never fewer than 60.
    let allowed = 0;
    let refusal: Response | null = null;
    while (allowed < 300) {
      const response = await api(key, "/usage");
      if (response.status === 429) {
        refusal = response;
        break;
      }
      expect(response.status).toBe(200);
      await response.arrayBuffer();
      allowed += 1;
    }
    expect(allowed).toBeGreaterThanOrEqual(apiRequestsPerMinute);
    expect(allowed).toBeLessThanOrEqual(2 * apiRequestsPerMinute);
    expect(refusal!.headers.get("Retry-After")).toBe("60");
    expect(await errorOf(refusal!)).toEqual({
      error: {
        code: "rate_limited",
        message: "Muitas solicitações com esta chave. Aguarde um minuto e tente de novo.",
      },
    });
    // Every endpoint counts against the same key.
    expect((await api(key, "/thumbnails")).status).toBe(429);
    expect((await api(second.key, "/usage")).status).toBe(200);
    expect((await api(second.key, "/thumbnails")).status).toBe(200);
  }, 60_000);
});

describe("the API's document and its edges", () => {
  it("publishes the OpenAPI 3.1 document without a key, with every operation and the request's fields", async () => {
    const response = await SELF.fetch(`${apiBase}/openapi.json`);
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toMatch(/^application\/json/);
    const document = (await response.json()) as {
      openapi: string;
      servers: { url: string }[];
      paths: Record<string, Record<string, { operationId: string; responses: Record<string, unknown> }>>;
      components: {
        schemas: Record<string, { properties: Record<string, { enum?: string[] }>; required?: string[] }>;
      };
    };
    expect(document.openapi).toBe("3.1.0");
    expect(document.servers).toEqual([{ url: apiBase }]);
    for (const operation of apiOperations) {
      const described = document.paths[operation.path]?.[operation.method];
      expect(described, `${operation.method} ${operation.path}`).toMatchObject({ operationId: operation.id });
      expect(Object.keys(described!.responses)).toEqual(
        expect.arrayContaining([String(operation.success.status), "401", "403", "429"]),
      );
    }
    expect(Object.keys(document.paths).sort()).toEqual([...new Set(apiOperations.map((o) => o.path))].sort());
    const request = document.components.schemas.CreateThumbnailsRequest!;
    expect(Object.keys(request.properties).sort()).toEqual([
      "niche",
      "reference_image_url",
      "style",
      "template",
      "title",
      "variations",
    ]);
    expect(request.required).toEqual(expect.arrayContaining(["title", "niche"]));
    expect(request.properties.style!.enum).toEqual(thumbnailStyleIds);
  });

  it("answers an unknown path or method under /api/v1 with a JSON 404, not the site's page", async () => {
    const { key } = await apiUser();
    for (const [method, path] of [
      ["GET", "/nothing-here"],
      ["GET", "/thumbnails/a/b/c"],
      ["DELETE", "/usage"],
      ["PUT", "/thumbnails"],
    ] as const) {
      const response = await api(key, path, { method });
      expect(response.status, `${method} ${path}`).toBe(404);
      expect(await errorOf(response), `${method} ${path}`).toEqual({
        error: { code: "not_found", message: "Não encontrado." },
      });
    }
    const inEnglish = await api(key, "/nothing-here", { headers: english });
    expect((await errorOf(inEnglish)).error.message).toBe("Not found.");
  });
});
