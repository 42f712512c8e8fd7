/**
 * The image compressor's server path (the one a browser without JavaScript takes) through the real
 * Worker: the target is reached with the spec's schedule, the page shows the sizes and the
 * reduction, the pictures and the download (compressed-image-{N}mb.jpg) go to their owner only, and
 * bad input is refused with the typed target kept.
 */
import * as photon from "@cf-wasm/photon";
import { describe, expect, it } from "vitest";
import { imageSize } from "~/render/image-size";
import { signedInUser } from "./billing-helpers";
import { Browser, origin } from "./helpers";

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

describe("image compressor without JavaScript", () => {
  it("compresses to the target and shows the sizes, the reduction and both pictures", async () => {
    const { browser } = await signedInUser();
    const original = noisyJpeg(1600, 1200);
    expect(original.byteLength).toBeGreaterThan(1024 * 1024);
    const response = await compress(browser, original, "0,5");
    expect(response.status).toBe(303);
    const location = response.headers.get("Location")!;
    expect(location).toMatch(/^\/image-compress\?resultado=[0-9a-f-]{36}$/);
    const id = new URL(location, origin).searchParams.get("resultado")!;

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
    const response = await compress(browser, small, "1");
    const location = response.headers.get("Location")!;
    const id = new URL(location, origin).searchParams.get("resultado")!;
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
    const response = await compress(browser, photo, "1");
    expect(response.status).toBe(303);
    const id = new URL(response.headers.get("Location")!, origin).searchParams.get("resultado")!;
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

  it("sends a signed-out visitor to the login", async () => {
    const response = await new Browser().get("/image-compress");
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe(
      `/login?${new URLSearchParams({ redirectTo: "/image-compress" })}`,
    );
  });
});
