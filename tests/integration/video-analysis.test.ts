/**
 * Video to thumbnail through the real Worker: plan gating, frames stored at
 * videos/{userId}/frames/{timestamp}_{index}.jpg without overwriting, the video's length checked
 * against the plan, a `video-analysis` job that picks the frame (offline scorer, or the vision model
 * against the fake OpenAI), draws the suggested text on it and saves the thumbnail to the dashboard,
 * charged 40 AI credits once; the PNG download; the pictures path for pages without JavaScript;
 * another creator's ids are 404s.
 */
import * as photon from "@cf-wasm/photon";
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { applyPlanStatement } from "~/features/billing/plan-change.server";
import { imageSize } from "~/engines/render/image-size";
import { runJob } from "../../workers/jobs/run-job";
import { videoAnalysis } from "~/features/video/job";
import { profileOf, signedInUser } from "./billing-helpers";
import { Browser, finishedJob, origin } from "./helpers";

type Look = "dull" | "vivid";

/**
 * A frame `width` wide: dull (a flat grey-blue with faint noise, like a fade) or vivid (saturated
 * stripes with fine checkered detail: sharp, contrasted, colourful).
 */
function frame(
  look: Look,
  options: { width?: number; height?: number; format?: "jpeg" | "png"; seed?: number } = {},
) {
  const { width = 640, height = 360, format = "jpeg", seed = 1 } = options;
  const pixels = new Uint8Array(width * height * 4);
  const colours = [
    [240, 30, 30],
    [250, 220, 20],
    [20, 60, 240],
    [20, 200, 60],
  ];
  for (let y = 0; y < height; y += 1)
    for (let x = 0; x < width; x += 1) {
      const i = (y * width + x) * 4;
      if (look === "vivid") {
        const [r, g, b] = colours[Math.floor(x / 40 + y / 40) % colours.length]!;
        const dark = (Math.floor(x / 4) + Math.floor(y / 4)) % 2 === 0;
        pixels[i] = dark ? r! / 3 : r!;
        pixels[i + 1] = dark ? g! / 3 : g!;
        pixels[i + 2] = dark ? b! / 3 : b!;
      } else {
        const noise = ((x * 7 + y * 13 + seed * 31) % 5) - 2;
        pixels[i] = 70 + noise;
        pixels[i + 1] = 74 + noise;
        pixels[i + 2] = 82 + noise;
      }
      pixels[i + 3] = 255;
    }
  const image = new photon.PhotonImage(pixels, width, height);
  try {
    return format === "png" ? image.get_bytes() : image.get_bytes_jpeg(70);
  } finally {
    image.free();
  }
}

async function member(plan: "free" | "starter" | "pro" = "starter", language: "pt" | "en" = "pt") {
  const user = await signedInUser({ language });
  if (plan !== "free") await applyPlanStatement(env.DB, user.userId, plan).run();
  return user;
}

const sendFrame = (browser: Browser, timestamp: number, index: number, bytes: Uint8Array) =>
  browser.fetch(`/video-analysis/quadros/${timestamp}/${index}`, {
    method: "POST",
    body: bytes as Uint8Array<ArrayBuffer>,
    headers: { "Content-Type": "image/jpeg", Origin: origin },
  });

/** Six frames, the third vivid, as the browser would send them; the set's timestamp. */
async function sendSet(browser: Browser, vivid = 2, count = 6) {
  const timestamp = Date.now() + Math.floor(Math.random() * 1_000_000);
  for (let i = 0; i < count; i += 1) {
    const response = await sendFrame(
      browser,
      timestamp,
      i,
      frame(i === vivid ? "vivid" : "dull", { seed: i }),
    );
    expect(response.status).toBe(201);
  }
  return timestamp;
}

function analyse(
  browser: Browser,
  fields: { timestamp: number; duration: number; frames?: number; title?: string },
) {
  const frames = fields.frames ?? 6;
  const times = Array.from({ length: frames }, (_, i) => (((i + 0.5) * fields.duration) / frames).toFixed(3));
  return browser.post("/video-analysis", {
    intent: "analyze",
    timestamp: String(fields.timestamp),
    duration: String(fields.duration),
    frames: String(frames),
    frameTimes: times.join(","),
    title: fields.title ?? "",
  });
}

const jobOf = (response: Response) =>
  new URL(response.headers.get("Location")!, origin).searchParams.get("job")!;

async function jobCount(userId: string) {
  const row = await env.DB.prepare(
    `SELECT COUNT(*) AS n FROM jobs WHERE user_id = ?1 AND type = 'video-analysis'`,
  )
    .bind(userId)
    .first<{ n: number }>();
  return row?.n ?? 0;
}

describe("video to thumbnail", () => {
  it("sends a signed-out visitor to the login, and refuses their frames", async () => {
    const page = await new Browser().get("/video-analysis");
    expect(page.status).toBe(302);
    expect(page.headers.get("Location")).toBe(
      `/login?${new URLSearchParams({ redirectTo: "/video-analysis" })}`,
    );
    const upload = await sendFrame(new Browser({ "Accept-Language": "pt-BR" }), Date.now(), 0, frame("dull"));
    expect(upload.status).toBe(401);
    expect(await upload.json()).toEqual({ error: "Usuário não autenticado" });
  });

  it("is blocked on Free: the warning with the way to upgrade, and nothing is stored or queued", async () => {
    const { browser, userId } = await member("free");
    const page = await (await browser.get("/video-analysis")).text();
    expect(page).toContain("A análise de vídeo não está disponível no plano Free");
    expect(page).toContain('href="/assinatura"');
    expect(page).toMatch(/<input[^>]*name="pictures"[^>]*disabled/);
    const upload = await sendFrame(browser, Date.now(), 0, frame("dull"));
    expect(upload.status).toBe(403);
    const timestamp = Date.now();
    const refused = await analyse(browser, { timestamp, duration: 30 });
    expect(refused.status).toBe(403);
    expect(await env.MEDIA.head(`videos/${userId}/frames/${timestamp}_0.jpg`)).toBeNull();
    expect(await jobCount(userId)).toBe(0);
  });

  it("stores a frame once: the same bytes again succeed, others are refused, and only 640 px JPEGs", async () => {
    const { browser, userId } = await member("starter", "en");
    const timestamp = Date.now();
    const bytes = frame("dull");
    expect((await sendFrame(browser, timestamp, 0, bytes)).status).toBe(201);
    const stored = await env.MEDIA.get(`videos/${userId}/frames/${timestamp}_0.jpg`);
    expect(new Uint8Array(await stored!.arrayBuffer())).toEqual(bytes);
    expect((await sendFrame(browser, timestamp, 0, bytes)).status).toBe(201);
    const other = await sendFrame(browser, timestamp, 0, frame("vivid"));
    expect(other.status).toBe(409);
    expect(await other.json()).toEqual({ error: "a frame with that name already exists" });
    const png = await sendFrame(browser, timestamp, 1, frame("dull", { format: "png" }));
    expect(png.status).toBe(415);
    expect(await png.json()).toEqual({ error: "the frame is not a 640 px JPEG" });
    const wide = await sendFrame(browser, timestamp, 1, frame("dull", { width: 1280, height: 720 }));
    expect(wide.status).toBe(415);
    expect((await sendFrame(browser, timestamp, 12, bytes)).status).toBe(404);
    expect((await sendFrame(browser, 12345, 0, bytes)).status).toBe(404);
  });

  it("refuses a video longer than the plan allows, with the message of docs/product.md, in pt and en", async () => {
    const { browser } = await member("starter");
    const timestamp = await sendSet(browser, 2, 10);
    const pt = await analyse(browser, { timestamp, duration: 150, frames: 10 });
    expect(pt.status).toBe(413);
    const html = await pt.text();
    expect(html).toContain("Vídeo muito longo");
    expect(html).toContain("Seu plano permite vídeos de até 2 minutos. Este vídeo tem 2,5 minutos.");
    const en = await member("starter", "en");
    const enResponse = await analyse(en.browser, {
      timestamp: await sendSet(en.browser, 2, 10),
      duration: 150,
      frames: 10,
    });
    expect(await enResponse.text()).toContain(
      "Your plan allows videos up to 2 minutes. This video is 2.5 minutes long.",
    );
  });

  it("refuses an analysis whose frames are missing or whose count does not match the video", async () => {
    const { browser, userId } = await member("starter");
    const timestamp = await sendSet(browser, 2, 4);
    const missing = await analyse(browser, { timestamp, duration: 30 });
    expect(missing.status).toBe(409);
    expect(await missing.text()).toContain("Faltam quadros deste vídeo (5, 6). Envie o vídeo de novo.");
    const wrongCount = await analyse(browser, { timestamp, duration: 30, frames: 4 });
    expect(wrongCount.status).toBe(400);
    expect(await jobCount(userId)).toBe(0);
  });

  it("picks the vivid frame, draws the text, saves the thumbnail, charges 40 credits once, and downloads a PNG", async () => {
    const { browser, userId } = await member("starter");
    const before = (await profileOf(userId)).usedAiCredits;
    const timestamp = await sendSet(browser, 2);
    const response = await analyse(browser, {
      timestamp,
      duration: 30,
      title: "Testei o celular mais barato do Brasil",
    });
    expect(response.status).toBe(303);
    const jobId = jobOf(response);
    expect((await finishedJob(jobId)).status).toBe("succeeded");
    expect((await profileOf(userId)).usedAiCredits).toBe(before + 40);

    // The same request again (a double submit) opens the same job and charges nothing more.
    const again = await analyse(browser, {
      timestamp,
      duration: 30,
      title: "Testei o celular mais barato do Brasil",
    });
    expect(jobOf(again)).toBe(jobId);
    expect(await runJob(env, jobId)).toBe("skipped");
    expect((await profileOf(userId)).usedAiCredits).toBe(before + 40);
    expect(await jobCount(userId)).toBe(1);

    const page = await (await browser.get(`/video-analysis?job=${jobId}`)).text();
    expect(page).toContain("Sua thumbnail");
    expect(page).toContain("O quadro em 0:12");
    expect(page).toContain("Testei o celular mais barato do Brasil");
    expect(page).toContain("Análise offline");
    expect(page).toContain(`thumbnail-${timestamp}.png`);

    const row = await env.DB.prepare(`SELECT id, title, document FROM thumbnails WHERE user_id = ?1`)
      .bind(userId)
      .first<{ id: string; title: string; document: string }>();
    expect(row?.title).toBe("Testei o celular mais barato do Brasil");
    expect(JSON.parse(row!.document).layers[0].text).toBe("Testei o celular mais barato do Brasil");
    const dashboard = await (await browser.get("/dashboard")).text();
    expect(dashboard).toContain(row!.id);

    const download = await browser.get(`/video-analysis/${jobId}/baixar`);
    expect(download.status).toBe(200);
    expect(download.headers.get("Content-Type")).toBe("image/png");
    expect(download.headers.get("Content-Disposition")).toBe(
      `attachment; filename="thumbnail-${timestamp}.png"`,
    );
    const png = new Uint8Array(await download.arrayBuffer());
    expect(imageSize(png)).toMatchObject({ width: 1280, height: 720 });

    // Another creator sees none of it.
    const stranger = await member("pro");
    expect((await stranger.browser.get(`/video-analysis?job=${jobId}`)).status).toBe(404);
    expect((await stranger.browser.get(`/video-analysis/${jobId}/baixar`)).status).toBe(404);
    expect((await new Browser().get(`/video-analysis/${jobId}/baixar`)).status).toBe(404);
  });

  it("suggests a hook that fits the frame when no title is given, in English", async () => {
    const { browser } = await member("starter", "en");
    const response = await analyse(browser, { timestamp: await sendSet(browser, 4), duration: 20 });
    const jobId = jobOf(response);
    expect((await finishedJob(jobId)).status).toBe("succeeded");
    const page = await (await browser.get(`/video-analysis?job=${jobId}`)).text();
    expect(page).toContain("The frame at 0:15");
    expect(page).toContain("LOOK AT THIS!");
    expect(page).toContain("Offline analysis");
  });

  it("without JavaScript: 6 to 12 pictures become the frames, each 640 px wide, and the same job runs", async () => {
    const { browser, userId } = await member("pro");
    const post = (files: Uint8Array[], type = "image/png", title = "Meu setup gamer") => {
      const body = new FormData();
      body.set("intent", "pictures");
      body.set("title", title);
      files.forEach((bytes, i) =>
        body.append("pictures", new File([bytes as Uint8Array<ArrayBuffer>], `frame-${i}.png`, { type })),
      );
      return browser.fetch("/video-analysis", { method: "POST", body, headers: { Origin: origin } });
    };
    const dull = frame("dull", { width: 1280, height: 720, format: "png" });
    const five = await post([dull, dull, dull, dull, dull]);
    expect(five.status).toBe(400);
    const fiveHtml = await five.text();
    expect(fiveHtml).toContain("Envie de 6 a 12 imagens (você enviou 5).");
    expect(fiveHtml).toContain('value="Meu setup gamer"');
    const gif = new TextEncoder().encode("GIF89a not really");
    const wrong = await post([dull, dull, dull, gif, dull, dull]);
    expect(wrong.status).toBe(415);
    expect(await wrong.text()).toContain("A imagem 4 não é PNG, JPG ou WEBP.");
    expect(await jobCount(userId)).toBe(0);

    const vivid = frame("vivid", { width: 1280, height: 720, format: "png" });
    const response = await post([dull, dull, dull, dull, vivid, dull]);
    expect(response.status).toBe(303);
    const jobId = jobOf(response);
    expect((await finishedJob(jobId)).status).toBe("succeeded");
    const listed = await env.MEDIA.list({ prefix: `videos/${userId}/frames/` });
    expect(listed.objects).toHaveLength(6);
    const first = await env.MEDIA.get(listed.objects[0]!.key);
    expect(imageSize(new Uint8Array(await first!.arrayBuffer()))).toMatchObject({ width: 640, height: 360 });
    const page = await (await browser.get(`/video-analysis?job=${jobId}`)).text();
    expect(page).toContain("O quadro 5 é o mais nítido");
    expect(page).toContain("Meu setup gamer");
  });

  it("charges nothing when the job fails, and says so", async () => {
    const { browser, userId } = await member("starter");
    const timestamp = await sendSet(browser);
    const before = (await profileOf(userId)).usedAiCredits;
    // The frames vanish before the job runs.
    for (let i = 0; i < 6; i += 1) await env.MEDIA.delete(`videos/${userId}/frames/${timestamp}_${i}.jpg`);
    const jobId = crypto.randomUUID();
    await env.DB.prepare(
      `INSERT INTO jobs (id, user_id, live_channel, type, status, payload) VALUES (?1, ?2, ?3, 'video-analysis', 'queued', ?4)`,
    )
      .bind(
        jobId,
        userId,
        `user:${userId}`,
        JSON.stringify({
          timestamp,
          frames: 6,
          durationSeconds: 30,
          frameTimes: null,
          language: "pt",
          title: "",
        }),
      )
      .run();
    expect(await runJob(env, jobId)).toBe("failed");
    expect((await profileOf(userId)).usedAiCredits).toBe(before);
    const page = await (await browser.get(`/video-analysis?job=${jobId}`)).text();
    expect(page).toContain("Erro ao analisar o vídeo");
    expect(page).toContain("Não foi possível gerar a thumbnail. Nada foi cobrado. Tente novamente.");
  });

  it("uses the vision model when OpenAI is configured", async () => {
    const { browser, userId } = await member("starter", "en");
    const timestamp = await sendSet(browser, 3);
    const withAi = { ...env, OPENAI_API_KEY: "sk-test", OPENAI_BASE_URL: `${env.FAKE_OPENAI_URL}/v1` } as Env;
    const jobId = crypto.randomUUID();
    const result = await videoAnalysis({
      env: withAi,
      job: {
        id: jobId,
        type: "video-analysis",
        createdAt: Date.now(),
        userId,
        payload: {
          timestamp,
          frames: 6,
          durationSeconds: 60,
          frameTimes: [5, 15, 25, 35, 45, 55],
          language: "en",
          title: "",
        },
      },
    });
    // The fake vision model picks the frame with the most detail: the vivid one.
    expect(result).toMatchObject({ provider: "openai", frame: 3, time: 35, suggestedText: "LOOK AT THIS!" });
    expect(String(result.reason)).toContain("Frame 4 ");
  });
});
