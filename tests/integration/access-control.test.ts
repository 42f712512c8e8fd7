/**
 * The access-control matrix: for every page, action and resource route that touches a creator's
 * data, another signed-in creator using the first one's ids gets a 404 and nothing changes; a
 * signed-out visitor is sent to the login (pages) or refused (resources). Creator B's data is made
 * through the real routes (a quick generation, an expert conversation with a reference picture, a
 * compression, an upscale, a video analysis, a trend analysis, a checkout) plus a channel search
 * history row; creator A then tries each route with B's ids.
 */
import { env, SELF } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { applyPlanStatement } from "~/features/billing/plan-change.server";
import { signedInUser } from "./billing-helpers";
import { finishedJob, origin, type Browser } from "./helpers";
import { picture } from "./pictures";

interface Owned {
  userId: string;
  thumbnailIds: string[];
  generationJob: string;
  conversationId: string;
  referenceName: string;
  compressionId: string;
  compressJob: string;
  upscaleJob: string;
  imageExportJob: string;
  videoJob: string;
  trendId: string;
  channelHistoryId: string;
  checkoutId: string;
  exportJob: string;
}

const location = (response: Response) => new URL(response.headers.get("Location") ?? "/", origin);

function multipart(browser: Browser, path: string, fields: Record<string, string | File | File[]>) {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields))
    for (const item of Array.isArray(value) ? value : [value]) body.append(name, item);
  return browser.fetch(path, { method: "POST", body, headers: { Origin: origin } });
}

/** Creator B's data, made through the app's own routes. */
async function makeOwnedData(browser: Browser, userId: string): Promise<Owned> {
  const generated = await multipart(browser, "/gerar", { intent: "generate", niche: "receitas" });
  expect(generated.status).toBe(303);
  const generationJob = location(generated).searchParams.get("job")!;
  expect((await finishedJob(generationJob)).status).toBe("succeeded");
  const { results } = await env.DB.prepare("SELECT id FROM thumbnails WHERE job_id = ?1 ORDER BY variant")
    .bind(generationJob)
    .all<{ id: string }>();

  const conversationId = crypto.randomUUID();
  const sent = await multipart(browser, "/thumbnail-expert", {
    intent: "send",
    conversationId,
    clientMessageId: crypto.randomUUID(),
    text: "Meu vídeo é sobre pão",
    reference: new File([picture(64, 36)], "ref.png", { type: "image/png" }),
  });
  expect(sent.status).toBe(303);
  const reference = await env.MEDIA.list({ prefix: `references/${userId}/` });
  const referenceName = reference.objects[0]!.key.split("/").pop()!;

  const compressed = await multipart(browser, "/image-compress", {
    image: new File([picture(320, 180, "jpeg")], "photo.jpg", { type: "image/jpeg" }),
    targetMb: "1",
  });
  expect(compressed.status).toBe(303);
  const compressJob = location(compressed).searchParams.get("job")!;
  expect((await finishedJob(compressJob)).status).toBe("succeeded");
  const compressionId = location(await browser.get(`/image-compress?job=${compressJob}`)).searchParams.get(
    "resultado",
  )!;

  await applyPlanStatement(env.DB, userId, "pro").run();
  const upscaled = await multipart(browser, "/image-upscale", {
    image: new File([picture(320, 180)], "a.png", { type: "image/png" }),
    target: "4K",
  });
  expect(upscaled.status).toBe(303);
  const upscaleJob = location(upscaled).searchParams.get("job")!;

  const exportedImage = await multipart(browser, "/exportar", { export: `${results[0]!.id}:4k` });
  expect(exportedImage.status).toBe(303);
  const imageExportJob = location(exportedImage).pathname.split("/")[2]!;
  expect((await finishedJob(imageExportJob)).status).toBe("succeeded");

  const frames = Array.from(
    { length: 6 },
    (_, i) => new File([picture(320, 180)], `frame-${i}.png`, { type: "image/png" }),
  );
  const video = await multipart(browser, "/video-analysis", {
    intent: "pictures",
    title: "",
    pictures: frames,
  });
  expect(video.status).toBe(303);
  const videoJob = location(video).searchParams.get("job")!;

  expect((await browser.post("/configuracoes/youtube", { apiKey: "creator-key" })).status).toBeLessThan(400);
  const trend = await browser.post("/analise-tendencias", {
    intent: "analyze",
    requestId: crypto.randomUUID(),
    niche: "culinária",
  });
  expect(trend.status).toBe(303);
  const trendId = location(trend).searchParams.get("a")!;

  const channelHistoryId = crypto.randomUUID();
  await env.DB.prepare(
    "INSERT INTO channel_analysis_history (id, user_id, channel_url, channel_name, thumbnail_count, channel_id) VALUES (?1, ?2, 'https://youtube.com/@b', 'Canal B', 12, 'UCb')",
  )
    .bind(channelHistoryId, userId)
    .run();

  const checkout = await browser.post("/assinatura", {
    intent: "checkout",
    provider: "stripe",
    plan: "elite",
    billing: "monthly",
  });
  const checkoutId = location(checkout).pathname.split("/").pop()!;
  expect(location(checkout).pathname).toMatch(/^\/dev\/checkout\//);

  expect((await browser.post("/configuracoes/seguranca", { intent: "export-data" })).status).toBe(303);
  const exported = await env.DB.prepare("SELECT id FROM jobs WHERE user_id = ?1 AND type = 'export'")
    .bind(userId)
    .first<{ id: string }>();
  expect((await finishedJob(exported!.id)).status).toBe("succeeded");

  return {
    exportJob: exported!.id,
    userId,
    thumbnailIds: results.map((row) => row.id),
    generationJob,
    conversationId,
    referenceName,
    compressionId,
    compressJob,
    upscaleJob,
    imageExportJob,
    videoJob,
    trendId,
    channelHistoryId,
    checkoutId,
  };
}

/** Everything of B's that an action could change, to compare before and after. */
async function snapshot(owner: Owned) {
  const rows = async (sql: string) =>
    (await env.DB.prepare(sql).bind(owner.userId).all()).results.map((row) => JSON.stringify(row));
  const objects = (await env.MEDIA.list({ prefix: "" })).objects
    .map((object) => `${object.key}:${object.size}:${object.etag}`)
    .filter((key) => key.includes(owner.userId));
  return {
    thumbnails: await rows(
      "SELECT id, title, document, revision FROM thumbnails WHERE user_id = ?1 ORDER BY id",
    ),
    conversations: await rows("SELECT id, title FROM chat_conversations WHERE user_id = ?1 ORDER BY id"),
    messages: await rows(
      "SELECT m.id, m.content FROM chat_messages m JOIN chat_conversations c ON c.id = m.conversation_id WHERE c.user_id = ?1 ORDER BY m.id",
    ),
    trends: await rows("SELECT id FROM trend_analyses WHERE user_id = ?1 ORDER BY id"),
    history: await rows("SELECT id FROM channel_analysis_history WHERE user_id = ?1 ORDER BY id"),
    jobs: await rows("SELECT id, type FROM jobs WHERE user_id = ?1 ORDER BY id"),
    checkouts: await rows("SELECT id, status FROM checkouts WHERE user_id = ?1 ORDER BY id"),
    profile: await rows("SELECT plan, full_name, youtube_api_key FROM profiles WHERE id = ?1"),
    objects: objects.sort(),
  };
}

type Attempt = {
  name: string;
  method: "GET" | "POST";
  path: (b: Owned) => string;
  fields?: (b: Owned) => Record<string, string>;
};

/** Creator A, signed in, using creator B's ids: every row must answer 404. */
const matrix: Attempt[] = [
  { name: "a thumbnail's image", method: "GET", path: (b) => `/thumbnails/${b.thumbnailIds[0]}/image` },
  { name: "a thumbnail's download", method: "GET", path: (b) => `/thumbnails/${b.thumbnailIds[0]}/download` },
  { name: "the editor", method: "GET", path: (b) => `/gerar/editor/${b.thumbnailIds[0]}` },
  { name: "the editor's preview", method: "GET", path: (b) => `/gerar/editor/${b.thumbnailIds[0]}/previa` },
  {
    name: "the editor's background",
    method: "GET",
    path: (b) => `/gerar/editor/${b.thumbnailIds[0]}/fundo/0`,
  },
  {
    name: "saving in the editor",
    method: "POST",
    path: (b) => `/gerar/editor/${b.thumbnailIds[0]}`,
    fields: () => ({ intent: "save", background: "0", "layers[0].text": "HACKED" }),
  },
  { name: "the feed preview", method: "GET", path: (b) => `/gerar/previa/${b.thumbnailIds[0]}` },
  {
    name: "the export pack",
    method: "GET",
    path: (b) => `/gerar/pacote?job=${b.generationJob}&ids=${b.thumbnailIds[0]}&ids=${b.thumbnailIds[1]}`,
  },
  {
    name: "deleting a thumbnail on the dashboard",
    method: "POST",
    path: () => "/dashboard",
    fields: (b) => ({ intent: "delete", id: b.thumbnailIds[0]! }),
  },
  { name: "a conversation", method: "GET", path: (b) => `/thumbnail-expert?c=${b.conversationId}` },
  {
    name: "a message into a conversation",
    method: "POST",
    path: () => "/thumbnail-expert",
    fields: (b) => ({
      intent: "send",
      conversationId: b.conversationId,
      clientMessageId: crypto.randomUUID(),
      text: "intruso",
    }),
  },
  {
    name: "renaming a conversation",
    method: "POST",
    path: () => "/thumbnail-expert",
    fields: (b) => ({ intent: "rename", id: b.conversationId, title: "Hacked" }),
  },
  {
    name: "deleting a conversation",
    method: "POST",
    path: () => "/thumbnail-expert",
    fields: (b) => ({ intent: "delete", id: b.conversationId }),
  },
  {
    name: "retrying a conversation's generation",
    method: "POST",
    path: () => "/thumbnail-expert",
    fields: (b) => ({ intent: "retry", id: b.conversationId }),
  },
  { name: "a reference picture", method: "GET", path: (b) => `/expert/references/${b.referenceName}` },
  {
    name: "a compression's original",
    method: "GET",
    path: (b) => `/image-compress/${b.compressionId}/original`,
  },
  {
    name: "a compression's result",
    method: "GET",
    path: (b) => `/image-compress/${b.compressionId}/comprimida`,
  },
  {
    name: "a compression's download",
    method: "GET",
    path: (b) => `/image-compress/${b.compressionId}/baixar`,
  },
  { name: "a compression's job", method: "GET", path: (b) => `/image-compress?job=${b.compressJob}` },
  {
    name: "a compression's page",
    method: "GET",
    path: (b) => `/image-compress?resultado=${b.compressionId}`,
  },
  { name: "an upscale's page", method: "GET", path: (b) => `/image-upscale?job=${b.upscaleJob}` },
  { name: "an upscale's original", method: "GET", path: (b) => `/image-upscale/${b.upscaleJob}/antes` },
  { name: "an upscale's result", method: "GET", path: (b) => `/image-upscale/${b.upscaleJob}/depois` },
  { name: "an upscale's download", method: "GET", path: (b) => `/image-upscale/${b.upscaleJob}/baixar` },
  { name: "a thumbnail export's page", method: "GET", path: (b) => `/exportar/${b.imageExportJob}` },
  {
    name: "a thumbnail export's download",
    method: "GET",
    path: (b) => `/exportar/${b.imageExportJob}/baixar`,
  },
  {
    name: "exporting another creator's thumbnail",
    method: "POST",
    path: () => "/exportar",
    fields: (b) => ({ export: `${b.thumbnailIds[0]}:4k` }),
  },
  { name: "a video analysis's page", method: "GET", path: (b) => `/video-analysis?job=${b.videoJob}` },
  { name: "a video analysis's download", method: "GET", path: (b) => `/video-analysis/${b.videoJob}/baixar` },
  { name: "a trend analysis", method: "GET", path: (b) => `/analise-tendencias?a=${b.trendId}` },
  {
    name: "deleting a trend analysis",
    method: "POST",
    path: () => "/analise-tendencias",
    fields: (b) => ({ intent: "delete", id: b.trendId }),
  },
  {
    name: "deleting a channel search from the history",
    method: "POST",
    path: () => "/analise-canal",
    fields: (b) => ({ intent: "delete-history", id: b.channelHistoryId }),
  },
  { name: "a checkout", method: "GET", path: (b) => `/dev/checkout/${b.checkoutId}` },
  { name: "a data export's download", method: "GET", path: (b) => `/configuracoes/dados/${b.exportJob}` },
  {
    name: "paying a checkout",
    method: "POST",
    path: (b) => `/dev/checkout/${b.checkoutId}`,
    fields: () => ({ intent: "pay" }),
  },
];

describe("access control", () => {
  let owner: Owned;
  let intruder: Browser;

  beforeAll(async () => {
    const b = await signedInUser();
    owner = await makeOwnedData(b.browser, b.userId);
    intruder = (await signedInUser()).browser;
    await applyPlanStatement(env.DB, (await signedInUser()).userId, "pro").run();
  }, 60_000);

  it.each(matrix)("another creator gets a 404 for $name, and nothing changes", async (attempt) => {
    const before = await snapshot(owner);
    const path = attempt.path(owner);
    const response =
      attempt.method === "GET" ? await intruder.get(path) : await intruder.post(path, attempt.fields!(owner));
    await response.arrayBuffer();
    expect(response.status, `${attempt.method} ${path}`).toBe(404);
    expect(await snapshot(owner)).toEqual(before);
  });

  it("sends a signed-out visitor to the login from every page that shows a creator's data", async () => {
    const pages = [
      "/dashboard",
      "/gerar",
      `/gerar/editor/${owner.thumbnailIds[0]}`,
      `/gerar/previa/${owner.thumbnailIds[0]}`,
      "/templates",
      `/thumbnail-expert?c=${owner.conversationId}`,
      "/image-compress",
      `/image-upscale?job=${owner.upscaleJob}`,
      `/exportar/${owner.imageExportJob}`,
      `/video-analysis?job=${owner.videoJob}`,
      `/analise-tendencias?a=${owner.trendId}`,
      "/analise-canal",
      "/assinatura",
      "/configuracoes/perfil",
      "/configuracoes/seguranca",
      "/configuracoes/youtube",
      "/configuracoes/afiliados",
      "/configuracoes/api",
    ];
    const answers: string[] = [];
    for (const path of pages) {
      const response = await SELF.fetch(new URL(path, origin), { redirect: "manual" });
      await response.arrayBuffer();
      answers.push(`${path} → ${response.status} ${location(response).pathname}`);
    }
    // The dashboard sends a signed-out visitor home (where signing in starts), as after logging out.
    expect(answers).toEqual(pages.map((path) => `${path} → 302 ${path === "/dashboard" ? "/" : "/login"}`));
  });

  it("refuses a signed-out visitor every resource and action, changing nothing", async () => {
    const before = await snapshot(owner);
    const wrong: string[] = [];
    for (const attempt of matrix) {
      const path = attempt.path(owner);
      const init: RequestInit =
        attempt.method === "GET"
          ? {}
          : {
              method: "POST",
              headers: {
                "Content-Type": "application/x-www-form-urlencoded",
                Host: new URL(origin).host,
                Origin: origin,
              },
              body: new URLSearchParams(attempt.fields!(owner)).toString(),
            };
      const response = await SELF.fetch(new URL(path, origin), { redirect: "manual", ...init });
      await response.arrayBuffer();
      const status = response.status;
      const toLogin = [302, 303].includes(status) && location(response).pathname === "/login";
      if (!(toLogin || status === 401 || status === 404)) wrong.push(`${attempt.method} ${path}: ${status}`);
    }
    expect(wrong).toEqual([]);
    expect(await snapshot(owner)).toEqual(before);
  });
});
