/**
 * Upscaling through the real Worker: the upload's checks (size, type from the bytes, pixels from
 * the header), the plan's targets, an `upscale` job that writes a 4K JPEG to R2 in parts and charges
 * 20 AI credits only when it succeeds, the pictures served to their owner only, and a failed job
 * charging nothing.
 */
import * as photon from "@cf-wasm/photon";
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { applyPlanStatement } from "~/features/billing/plan-change.server";
import { imageSize } from "~/engines/render/image-size";
import { runJob } from "../../workers/jobs/run-job";
import { upscale } from "~/features/upscale/job";
import { profileOf, signedInUser } from "./billing-helpers";
import { Browser, finishedJob, origin } from "./helpers";
import { picture } from "./pictures";

function upload(browser: Browser, file: { bytes: Uint8Array; name: string; type: string }, target = "4K") {
  const body = new FormData();
  body.set("image", new File([file.bytes as Uint8Array<ArrayBuffer>], file.name, { type: file.type }));
  body.set("target", target);
  return browser.fetch("/image-upscale", { method: "POST", body, headers: { Origin: origin } });
}

async function creator(plan: "creator" | "elite" | "free" = "creator", language: "pt" | "en" = "pt") {
  const user = await signedInUser({ language });
  if (plan !== "free") await applyPlanStatement(env.DB, user.userId, plan).run();
  return user;
}

describe("image upscale", () => {
  it("sends a signed-out visitor to the login", async () => {
    const response = await new Browser().get("/image-upscale");
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe(
      `/login?${new URLSearchParams({ redirectTo: "/image-upscale" })}`,
    );
  });

  it("is not in the Free plan: the page says so with a way to upgrade, and an upload is refused", async () => {
    const { browser, userId } = await creator("free");
    const page = await (await browser.get("/image-upscale")).text();
    expect(page).toContain("O upscale está disponível a partir do plano Creator");
    expect(page).toContain('href="/assinatura"');
    const response = await upload(browser, { bytes: picture(320, 180), name: "a.png", type: "image/png" });
    expect(response.status).toBe(403);
    const count = await env.DB.prepare(`SELECT COUNT(*) AS n FROM jobs WHERE user_id = ?1`)
      .bind(userId)
      .first<{ n: number }>();
    expect(count?.n).toBe(0);
  });

  it("refuses a big file, another type and too many pixels, saying why, in pt and en", async () => {
    const { browser } = await creator();
    const big = new Uint8Array(10 * 1024 * 1024 + 1);
    big.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const tooBig = await upload(browser, { bytes: big, name: "big.png", type: "image/png" });
    expect(tooBig.status).toBe(413);
    const html = await tooBig.text();
    expect(html).toContain("Arquivo muito grande");
    expect(html).toContain("A imagem deve ter no máximo 10MB");
    const gif = new TextEncoder().encode("GIF89a not really");
    const wrong = await upload(browser, { bytes: gif, name: "a.gif", type: "image/gif" });
    expect(wrong.status).toBe(415);
    expect(await wrong.text()).toContain("Envie uma imagem PNG, JPG ou WEBP");
    const en = await creator("creator", "en");
    const huge = await upload(en.browser, {
      bytes: picture(3000, 2000, "jpeg"),
      name: "huge.jpg",
      type: "image/jpeg",
    });
    expect(huge.status).toBe(413);
    expect(await huge.text()).toContain("The image has 6.0 megapixels; the most is 4.2.");
  });

  it("keeps 8K for Elite", async () => {
    const { browser } = await creator("creator", "en");
    const response = await upload(
      browser,
      { bytes: picture(320, 180), name: "a.png", type: "image/png" },
      "8K",
    );
    expect(response.status).toBe(403);
    expect(await response.text()).toContain("Upscaling to 8K is for the Elite plan.");
  });

  it("makes a 4K JPEG in R2, charges 20 AI credits once, and serves it to its owner only", async () => {
    const { browser, userId } = await creator();
    const before = (await profileOf(userId)).usedAiCredits;
    const response = await upload(browser, {
      bytes: picture(1280, 720),
      name: "thumb.png",
      type: "image/png",
    });
    expect(response.status).toBe(303);
    const jobId = new URL(response.headers.get("Location")!, origin).searchParams.get("job")!;
    expect((await finishedJob(jobId)).status).toBe("succeeded");
    expect((await profileOf(userId)).usedAiCredits).toBe(before + 20);
    // A redelivered message charges nothing more.
    expect(await runJob(env, jobId)).toBe("skipped");
    expect((await profileOf(userId)).usedAiCredits).toBe(before + 20);

    const page = await (await browser.get(`/image-upscale?job=${jobId}`)).text();
    expect(page).toContain("3840×2160 pixels");
    expect(page).toContain(`/image-upscale/${jobId}/baixar`);
    const after = await browser.get(`/image-upscale/${jobId}/depois`);
    expect(after.headers.get("Content-Type")).toBe("image/jpeg");
    const bytes = new Uint8Array(await after.arrayBuffer());
    expect(imageSize(bytes)).toMatchObject({ width: 3840, height: 2160 });
    const decoded = photon.PhotonImage.new_from_byteslice(bytes);
    expect([decoded.get_width(), decoded.get_height()]).toEqual([3840, 2160]);
    decoded.free();
    const download = await browser.get(`/image-upscale/${jobId}/baixar`);
    expect(download.headers.get("Content-Disposition")).toBe('attachment; filename="upscaled-image.jpg"');
    await download.arrayBuffer();
    expect((await browser.get(`/image-upscale/${jobId}/antes`)).headers.get("Content-Type")).toBe(
      "image/png",
    );

    const stranger = await creator();
    expect((await stranger.browser.get(`/image-upscale?job=${jobId}`)).status).toBe(404);
    expect((await stranger.browser.get(`/image-upscale/${jobId}/depois`)).status).toBe(404);
    expect((await stranger.browser.get(`/image-upscale/${jobId}/antes`)).status).toBe(404);
  });

  it("makes an 8K JPEG for Elite, written to R2 in parts", async () => {
    const { browser } = await creator("elite");
    const response = await upload(
      browser,
      { bytes: picture(1280, 720, "jpeg"), name: "a.jpg", type: "image/jpeg" },
      "8K",
    );
    expect(response.status).toBe(303);
    const jobId = new URL(response.headers.get("Location")!, origin).searchParams.get("job")!;
    expect((await finishedJob(jobId)).status).toBe("succeeded");
    const after = new Uint8Array(await (await browser.get(`/image-upscale/${jobId}/depois`)).arrayBuffer());
    expect(imageSize(after)).toMatchObject({ width: 7680, height: 4320 });
    // A complete JPEG (it ends with EOI).
    expect(after.byteLength).toBeGreaterThan(0);
    expect([after.at(-2), after.at(-1)]).toEqual([0xff, 0xd9]);
  });

  it("charges nothing when the job fails, and the page says so", async () => {
    const { browser, userId } = await creator();
    const response = await upload(browser, { bytes: picture(640, 360), name: "a.png", type: "image/png" });
    const jobId = new URL(response.headers.get("Location")!, origin).searchParams.get("job")!;
    await finishedJob(jobId);
    // A second job whose source has gone: it fails for good and gives its hold back.
    const payload = await env.DB.prepare(`SELECT payload FROM jobs WHERE id = ?1`)
      .bind(jobId)
      .first<{ payload: string }>();
    const parsed = JSON.parse(payload!.payload) as { sourceKey: string; upload: string };
    const failingId = crypto.randomUUID();
    await env.DB.prepare(
      `INSERT INTO jobs (id, live_channel, type, status, payload, user_id) VALUES (?1, ?2, 'upscale', 'queued', ?3, ?4)`,
    )
      .bind(
        failingId,
        `user:${userId}`,
        JSON.stringify({ sourceKey: `${parsed.sourceKey}.gone`, target: "4K", upload: crypto.randomUUID() }),
        userId,
      )
      .run();
    const credits = (await profileOf(userId)).usedAiCredits;
    expect(await runJob(env, failingId)).toBe("failed");
    expect((await profileOf(userId)).usedAiCredits).toBe(credits);
    const page = await (await browser.get(`/image-upscale?job=${failingId}`)).text();
    expect(page).toContain("Erro ao processar");
    expect(page).toContain("Não foi possível fazer upscale da imagem. Tente novamente.");
  });

  describe("with an external upscaler", () => {
    const external = { ...env, UPSCALER_URL: env.FAKE_UPSCALER_URL, UPSCALER_API_KEY: "upscaler-key" } as Env;
    const control = (path: string) => fetch(new URL(path, env.FAKE_UPSCALER_URL), { method: "POST" });

    async function runExternal(userId: string) {
      const upload = crypto.randomUUID();
      const sourceKey = `upscale/${userId}/${upload}/source.png`;
      await env.MEDIA.put(sourceKey, picture(1280, 720), { httpMetadata: { contentType: "image/png" } });
      const result = await upscale({
        env: external,
        job: {
          id: crypto.randomUUID(),
          type: "upscale",
          createdAt: Date.now(),
          payload: { sourceKey, target: "4K", upload },
          userId,
        },
      });
      const stored = await env.MEDIA.get(`upscale/${userId}/${upload}/result.jpg`);
      const bytes = new Uint8Array(await stored!.arrayBuffer());
      return { result, bytes };
    }

    it("has it make the picture, with the key, and streams its JPEG to R2", async () => {
      const { userId } = await creator();
      const before = (await profileOf(userId)).usedAiCredits;
      const seen = (await (await fetch(new URL("/__requests", env.FAKE_UPSCALER_URL))).json()) as unknown[];
      const { result, bytes } = await runExternal(userId);
      expect(result).toMatchObject({ provider: "external", width: 3840, height: 2160 });
      expect(imageSize(bytes)).toMatchObject({ width: 3840, height: 2160 });
      const requests = (await (await fetch(new URL("/__requests", env.FAKE_UPSCALER_URL))).json()) as {
        authorization: string;
        contentType: string;
      }[];
      expect(requests.slice(seen.length)[0]).toMatchObject({
        authorization: "Bearer upscaler-key",
        contentType: "image/png",
      });
      expect((await profileOf(userId)).usedAiCredits).toBe(before + 20);
    });

    it("falls back to the embedded upscaler when it fails or answers the wrong size", async () => {
      const { userId } = await creator();
      await control("/__fail?times=1");
      const failed = await runExternal(userId);
      expect(failed.result).toMatchObject({ provider: "embedded", width: 3840, height: 2160 });
      expect(imageSize(failed.bytes)).toMatchObject({ width: 3840, height: 2160 });
      await control("/__wrong-size");
      const wrong = await runExternal(userId);
      expect(wrong.result).toMatchObject({ provider: "embedded", width: 3840, height: 2160 });
      expect(imageSize(wrong.bytes)).toMatchObject({ width: 3840, height: 2160 });
    });
  });
});
