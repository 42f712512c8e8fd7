/**
 * The image compressor's server path (the one a browser without JavaScript takes) through the real
 * Worker: the upload queues a `compress` job (issue 24: never compressed inside a page request) and
 * the page follows it to the result; the target is reached with the schedule of docs/product.md,
 * Image compressor, the page shows the sizes and the reduction, the pictures and the download
 * (compressed-image-{N}mb.jpg) go to their owner only, bad input is refused with the typed target
 * kept, and the compressor counts against the AI-action rate limit.
 */
import * as photon from "@cf-wasm/photon";
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { imageSize } from "~/engines/render/image-size";
import { setUsage, signedInUser } from "./billing-helpers";
import { Browser, finishedJob, origin } from "./helpers";

/** A noisy photo-like JPEG that is large at high quality (noise does not compress). */
function noisyJpeg(width: number, height: number, quality = 98) {
  const pixels = new Uint8Array(width * height * 4);
  let seed = 7;
  for (let i = 0; i < pixels.length; i += 4) {
    seed = (seed * 1103515245 + 12345) >>> 0;
    const noise = (seed >>> 24) - 128;
    const x = (i / 4) % width;
    pixels[i] = Math.max(0, Math.min(255, (255 * x) / width + noise));
    pixels[i + 1] = Math.max(0, Math.min(255, 128 + noise));
    pixels[i + 2] = Math.max(0, Math.min(255, 200 - noise));
    pixels[i + 3] = 255;
  }
  const image = new photon.PhotonImage(pixels, width, height);
  try {
    return image.get_bytes_jpeg(quality);
  } finally {
    image.free();
  }
}

function compress(browser: Browser, bytes: Uint8Array, targetMb: string, type = "image/jpeg") {
  const body = new FormData();
  body.set("image", new File([bytes as Uint8Array<ArrayBuffer>], "photo.jpg", { type }));
  body.set("targetMb", targetMb);
  return browser.fetch("/image-compress", { method: "POST", body, headers: { Origin: origin } });
}

/**
 * Posts the picture, follows the job the page queued (the pending page first, then its redirect to
 * the result once the job is done) and answers the result's address and id.
 */
async function compressThroughJob(browser: Browser, bytes: Uint8Array, targetMb: string) {
  const response = await compress(browser, bytes, targetMb);
  expect(response.status).toBe(303);
  const jobPage = response.headers.get("Location")!;
  expect(jobPage).toMatch(/^\/image-compress\?job=[0-9a-f-]{36}$/);
  const jobId = new URL(jobPage, origin).searchParams.get("job")!;
  expect((await finishedJob(jobId)).status).toBe("succeeded");
  const done = await browser.get(jobPage);
  expect(done.status).toBe(302);
  const location = done.headers.get("Location")!;
  expect(location).toMatch(/^\/image-compress\?resultado=[0-9a-f-]{36}$/);
  return { location, id: new URL(location, origin).searchParams.get("resultado")! };
}

describe("image compressor without JavaScript", () => {
  it("compresses to the target and shows the sizes, the reduction and both pictures", async () => {
    const { browser } = await signedInUser();
    const original = noisyJpeg(1600, 1200);
    expect(original.byteLength).toBeGreaterThan(1024 * 1024);
    const { location, id } = await compressThroughJob(browser, original, "0,5");

    const download = await browser.get(`/image-compress/${id}/baixar`);
    expect(download.headers.get("Content-Disposition")).toBe(
      'attachment; filename="compressed-image-0.5mb.jpg"',
    );
    const bytes = new Uint8Array(await download.arrayBuffer());
    expect(bytes.byteLength).toBeLessThanOrEqual(0.5 * 1024 * 1024);
    expect(imageSize(bytes)).not.toBeNull();

    const page = await (await browser.get(location)).text();
    expect(page).toContain("Compressão concluída");
    const reduction = Math.round((1 - bytes.byteLength / original.byteLength) * 100);
    expect(page).toContain(`data-testid="reduction">${reduction}<!-- -->%`);
    expect(page).toMatch(/data-testid="original-size">\d+,\d\d MB/);
    expect(page).toMatch(/data-testid="compressed-size">\d+,\d\d KB/);
    expect(page).toContain(`/image-compress/${id}/original`);
    expect((await browser.get(`/image-compress/${id}/original`)).headers.get("Content-Type")).toBe(
      "image/jpeg",
    );

    const stranger = await signedInUser();
    expect((await stranger.browser.get(location)).status).toBe(404);
    expect((await stranger.browser.get(`/image-compress/${id}/baixar`)).status).toBe(404);
    expect((await stranger.browser.get(`/image-compress/${id}/original`)).status).toBe(404);
  });

  it("refuses what is not an image and a target out of range, keeping the target typed, in pt and en", async () => {
    const { browser } = await signedInUser({ language: "en" });
    const text = await compress(browser, new TextEncoder().encode("hello"), "2", "text/plain");
    expect(text.status).toBe(400);
    const html = await text.text();
    expect(html).toContain("Please select a valid image");
    expect(html).toContain('value="2"');
    const range = await compress(browser, noisyJpeg(64, 64), "11");
    expect(range.status).toBe(400);
    expect(await range.text()).toContain("The target size must be between 0.1 and 10 MB");
    const pt = await signedInUser();
    const fake = await compress(pt.browser, new TextEncoder().encode("not really"), "1", "image/png");
    expect(fake.status).toBe(415);
    expect(await fake.text()).toContain("Selecione uma imagem válida");
  });

  it("keeps a JPEG already under the target as it is, rather than making it bigger", async () => {
    const { browser } = await signedInUser();
    // Saved at quality 50: re-encoding it at the schedule's 0.92 would make it bigger.
    const small = noisyJpeg(200, 150, 50);
    expect(small.byteLength).toBeLessThan(1024 * 1024);
    const { location, id } = await compressThroughJob(browser, small, "1");
    const bytes = new Uint8Array(await (await browser.get(`/image-compress/${id}/baixar`)).arrayBuffer());
    expect(bytes.byteLength).toBe(small.byteLength);
    expect(bytes.every((byte, index) => byte === small[index])).toBe(true);
    const page = await (await browser.get(location)).text();
    expect(page).toContain("A imagem já era um JPEG menor que o tamanho alvo");
    expect(page).toContain('data-testid="reduction">0<!-- -->%');
  });

  it("compresses a JPEG photo too big to decode whole band by band, and says when another picture is too big", async () => {
    const { browser } = await signedInUser();
    // 4.7 megapixels: past what photon may decode whole, a quick run for the band path.
    const photo = noisyJpeg(2640, 1760, 75);
    expect(photo.byteLength).toBeGreaterThan(1024 * 1024);
    const { id } = await compressThroughJob(browser, photo, "1");
    const bytes = new Uint8Array(await (await browser.get(`/image-compress/${id}/baixar`)).arrayBuffer());
    expect(bytes.byteLength).toBeLessThanOrEqual(1024 * 1024);
    const size = imageSize(bytes)!;
    // Same aspect ratio, scaled by one of the schedule's steps.
    expect(size.width / size.height).toBeCloseTo(1.5, 2);
    expect(size.width).toBeLessThanOrEqual(2640);

    const flat = new photon.PhotonImage(new Uint8Array(3000 * 2000 * 4).fill(180), 3000, 2000);
    const png = flat.get_bytes();
    flat.free();
    const refused = await compress(browser, png, "1", "image/png");
    expect(refused.status).toBe(413);
    expect(await refused.text()).toContain(
      "Sem JavaScript, o servidor comprime fotos JPEG de até 25 megapixels e outras imagens de até 4,2 megapixels.",
    );
  }, 60_000);

  it("shows the job as pending without JavaScript (the page refreshes itself), and it is the owner's only", async () => {
    const { browser } = await signedInUser({ language: "en" });
    const response = await compress(browser, noisyJpeg(640, 480), "0,1");
    const jobPage = response.headers.get("Location")!;
    const jobId = new URL(jobPage, origin).searchParams.get("job")!;
    await finishedJob(jobId);
    const stranger = await signedInUser();
    expect((await stranger.browser.get(jobPage)).status).toBe(404);
    // Seen while it runs (the queue here is too quick to catch it in the act): the pending note and
    // the refresh for pages without JavaScript.
    await env.DB.prepare("UPDATE jobs SET status = 'running' WHERE id = ?1").bind(jobId).run();
    const page = await browser.get(jobPage);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain("Compressing on the server…");
    expect(html).toContain('<meta http-equiv="refresh" content="2"/>');
    await env.DB.prepare("UPDATE jobs SET status = 'succeeded' WHERE id = ?1").bind(jobId).run();
    expect((await browser.get(jobPage)).status).toBe(302);
  });

  it("counts against the AI-action rate limit: a 429 with the message and the target kept", async () => {
    const { userId, browser } = await signedInUser();
    await setUsage(userId, { trends: 1000 });
    // Trend requests refused by the plan (quick) use up the creator's 60 AI actions a minute.
    for (let sent = 0; sent < 300; sent++) {
      const trend = await browser.post("/analise-tendencias", {
        intent: "analyze",
        requestId: crypto.randomUUID(),
        niche: "culinária",
      });
      await trend.arrayBuffer();
      if (trend.status === 429) break;
    }
    const response = await compress(browser, noisyJpeg(64, 64), "3,5");
    expect(response.status).toBe(429);
    const html = await response.text();
    expect(html).toContain("Muitas solicitações");
    expect(html).toContain('value="3,5"');
    const jobs = await env.DB.prepare(
      "SELECT COUNT(*) AS n FROM jobs WHERE user_id = ?1 AND type = 'compress'",
    )
      .bind(userId)
      .first<{ n: number }>();
    expect(jobs?.n).toBe(0);
  }, 60_000);

  it("sends a signed-out visitor to the login", async () => {
    const response = await new Browser().get("/image-compress");
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe(
      `/login?${new URLSearchParams({ redirectTo: "/image-compress" })}`,
    );
  });
});
