/**
 * Every upload is checked from its bytes before anything decodes it: the type from the magic bytes,
 * the size, and the pixel count from the header. Here, the reference pictures of the Thumbnail
 * Expert and the quick generator sent without JavaScript (the browser shrinks them otherwise): a
 * big JPEG photo is shrunk on the server band by band, as the browser would have; a big PNG is
 * refused in the creator's language with what they typed kept. (Upscale, compression and video
 * pictures have their own tests: upscale.test.ts, compress.test.ts, video-analysis.test.ts.)
 */
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { imageSize } from "~/engines/render/image-size";
import { signedInUser } from "./billing-helpers";
import { origin, type Browser } from "./helpers";
import { picture } from "./pictures";

function sendToExpert(browser: Browser, file: File, text: string) {
  const form = new FormData();
  form.set("intent", "send");
  form.set("conversationId", crypto.randomUUID());
  form.set("clientMessageId", crypto.randomUUID());
  form.set("text", text);
  form.set("reference", file);
  return browser.fetch("/thumbnail-expert", { method: "POST", body: form, headers: { Origin: origin } });
}

async function storedReferences(userId: string) {
  const listed = await env.MEDIA.list({ prefix: `references/${userId}/` });
  return Promise.all(
    listed.objects.map(async ({ key }) => {
      const bytes = new Uint8Array(await (await env.MEDIA.get(key))!.arrayBuffer());
      return { key, size: imageSize(bytes) };
    }),
  );
}

describe("reference pictures sent without JavaScript", () => {
  it("shrinks a 6-megapixel JPEG photo to 1920 px on the server, as the browser would", async () => {
    const { userId, browser } = await signedInUser();
    const photo = new File([picture(3000, 2000, "jpeg")], "foto.jpg", { type: "image/jpeg" });
    const response = await sendToExpert(browser, photo, "Minha foto para a capa");
    expect(response.status).toBe(303);
    const stored = await storedReferences(userId);
    expect(stored).toHaveLength(1);
    expect(stored[0]!.key).toMatch(/\.jpg$/);
    expect(stored[0]!.size).toEqual({ width: 1920, height: 1280 });
  });

  it("refuses a 6-megapixel PNG in pt and en, keeping the typed text and storing nothing", async () => {
    for (const language of ["pt", "en"] as const) {
      const { userId, browser } = await signedInUser({ language });
      const png = new File([picture(3000, 2000)], "print.png", { type: "image/png" });
      const response = await sendToExpert(browser, png, "Texto que não pode sumir");
      expect(response.status).toBe(413);
      const html = await response.text();
      expect(html).toContain(
        language === "pt"
          ? "A imagem tem 6 megapixels, mais do que o servidor consegue reduzir (4,2)."
          : "The image has 6 megapixels, more than the server can shrink (4.2).",
      );
      expect(html).toContain("Texto que não pode sumir");
      expect(await storedReferences(userId)).toEqual([]);
    }
  });

  it("refuses a file whose bytes are not a picture, whatever its name and type say", async () => {
    const { userId, browser } = await signedInUser();
    const header = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);
    for (const file of [
      new File(["<svg onload=alert(1)>"], "x.png", { type: "image/png" }),
      new File([header], "truncated.png", { type: "image/png" }),
    ]) {
      const response = await sendToExpert(browser, file, "Olá");
      expect(response.status, file.name).toBe(415);
      expect(await response.text()).toContain("Envie apenas imagens");
    }
    expect(await storedReferences(userId)).toEqual([]);
  });

  it("applies the same pixel check to the quick generator's reference, keeping the niche typed", async () => {
    const { userId, browser } = await signedInUser();
    const form = new FormData();
    form.set("intent", "generate");
    form.set("niche", "receitas rápidas");
    form.set("image", new File([picture(3000, 2000)], "print.png", { type: "image/png" }));
    const response = await browser.fetch("/gerar", {
      method: "POST",
      body: form,
      headers: { Origin: origin },
    });
    expect(response.status).toBe(413);
    const html = await response.text();
    expect(html).toContain("A imagem tem 6 megapixels");
    expect(html).toContain("receitas rápidas");
    expect(await storedReferences(userId)).toEqual([]);
    const jobs = await env.DB.prepare("SELECT COUNT(*) AS n FROM jobs WHERE user_id = ?1")
      .bind(userId)
      .first<{ n: number }>();
    expect(jobs?.n).toBe(0);
  });
});
