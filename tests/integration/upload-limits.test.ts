/**
 * Body limits are counted on the bytes as they arrive, not on the Content-Length header (issue 24,
 * finding 5a): every upload path gets a chunked body (a stream with no length, so workerd sends it
 * without a Content-Length) just over its limit, answers 413 with its own message in the creator's
 * language and the form state, and nothing reaches R2. Plain forms are capped too.
 */
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { applyPlanStatement } from "~/features/billing/plan-change.server";
import { signedInUser } from "./billing-helpers";
import { Browser, origin } from "./helpers";
import { picture } from "./pictures";

const MB = 1024 * 1024;
const encoder = new TextEncoder();

/**
 * `head`, then `padding` zero bytes, then `tail`, made as it is read (nothing holds it whole), as a
 * stream of unknown length.
 */
function streamOf(head: Uint8Array[], padding: number, tail: Uint8Array[] = []) {
  const queue = [...head];
  let left = padding;
  return new ReadableStream<Uint8Array>({
    pull(controller) {
      const next = queue.shift();
      if (next) return controller.enqueue(next);
      if (left > 0) {
        const n = Math.min(left, MB);
        left -= n;
        return controller.enqueue(new Uint8Array(n));
      }
      const last = tail.shift();
      if (last) controller.enqueue(last);
      else controller.close();
    },
  });
}

/** A multipart form whose file is `head` padded with zeros to `fileBytes`, sent chunked. */
function chunkedForm(
  fields: Record<string, string>,
  file: { name: string; filename: string; type: string; head: Uint8Array; bytes: number },
  after: Record<string, string> = {},
) {
  const boundary = `----miniatura${crypto.randomUUID()}`;
  const before = [
    ...Object.entries(fields).map(([name, value]) =>
      encoder.encode(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    ),
    encoder.encode(
      `--${boundary}\r\nContent-Disposition: form-data; name="${file.name}"; filename="${file.filename}"\r\nContent-Type: ${file.type}\r\n\r\n`,
    ),
    file.head,
  ];
  const body = streamOf(before, file.bytes - file.head.byteLength, [
    encoder.encode(
      `\r\n${Object.entries(after)
        .map(
          ([name, value]) =>
            `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
        )
        .join("")}--${boundary}--\r\n`,
    ),
  ]);
  return { body, headers: { "Content-Type": `multipart/form-data; boundary=${boundary}`, Origin: origin } };
}

async function allKeys() {
  const keys: string[] = [];
  let cursor: string | undefined;
  do {
    const listed = await env.MEDIA.list({ cursor });
    keys.push(...listed.objects.map((object) => object.key));
    cursor = listed.truncated ? listed.cursor : undefined;
  } while (cursor);
  return keys.sort();
}

async function post(browser: Browser, path: string, form: ReturnType<typeof chunkedForm>) {
  const response = await browser.fetch(path, { method: "POST", body: form.body, headers: form.headers });
  return { status: response.status, html: await response.text() };
}

const jpeg = () => picture(64, 48, "jpeg");

describe("upload limits counted on the bytes that arrive", () => {
  it("refuses a chunked compressor upload over 25 MB, keeping the target, and stores nothing", async () => {
    for (const language of ["pt", "en"] as const) {
      const { browser } = await signedInUser({ language });
      const before = await allKeys();
      const { status, html } = await post(
        browser,
        "/image-compress",
        // The target comes after the file, as a browser sends this form.
        chunkedForm(
          {},
          { name: "image", filename: "foto.jpg", type: "image/jpeg", head: jpeg(), bytes: 26 * MB },
          { targetMb: "3" },
        ),
      );
      expect(status).toBe(413);
      expect(html).toContain(
        language === "pt"
          ? "Arquivo muito grande para comprimir no servidor"
          : "File too large to compress on the server",
      );
      expect(html).toContain('value="3"');
      expect(await allKeys()).toEqual(before);
    }
  }, 60_000);

  it("refuses a chunked upscale upload over its limit and stores nothing", async () => {
    const user = await signedInUser();
    await applyPlanStatement(env.DB, user.userId, "creator").run();
    const before = await allKeys();
    const { status, html } = await post(
      user.browser,
      "/image-upscale",
      chunkedForm(
        { target: "4K" },
        { name: "image", filename: "a.jpg", type: "image/jpeg", head: jpeg(), bytes: 11 * MB },
      ),
    );
    expect(status).toBe(413);
    expect(html).toContain("A imagem deve ter no máximo 10MB");
    expect(await allKeys()).toEqual(before);
  }, 60_000);

  it("refuses a chunked reference over the limit in the Thumbnail Expert, keeping the typed text", async () => {
    const { browser } = await signedInUser({ language: "en" });
    const before = await allKeys();
    const { status, html } = await post(
      browser,
      "/thumbnail-expert",
      chunkedForm(
        {
          intent: "send",
          conversationId: crypto.randomUUID(),
          clientMessageId: crypto.randomUUID(),
          text: "Texto que não pode sumir",
        },
        { name: "reference", filename: "a.jpg", type: "image/jpeg", head: jpeg(), bytes: 21 * MB },
      ),
    );
    expect(status).toBe(413);
    expect(html).toContain("Texto que não pode sumir");
    expect(html).toContain("File too large");
    expect(await allKeys()).toEqual(before);
  }, 60_000);

  it("refuses a chunked reference over the limit in the quick generator", async () => {
    const { browser } = await signedInUser();
    const before = await allKeys();
    const { status, html } = await post(
      browser,
      "/gerar",
      chunkedForm(
        { intent: "generate", niche: "culinária", titles: "Bolo de cenoura" },
        { name: "image", filename: "a.jpg", type: "image/jpeg", head: jpeg(), bytes: 21 * MB },
      ),
    );
    expect(status).toBe(413);
    expect(html).toContain("A imagem deve ter no máximo 10MB");
    expect(await allKeys()).toEqual(before);
  }, 60_000);

  it("refuses chunked video pictures over the total and a chunked frame over 1 MB", async () => {
    const user = await signedInUser();
    await applyPlanStatement(env.DB, user.userId, "creator").run();
    const before = await allKeys();
    const pictures = await post(
      user.browser,
      "/video-analysis",
      chunkedForm(
        { intent: "pictures", title: "Meu vídeo" },
        { name: "pictures", filename: "a.jpg", type: "image/jpeg", head: jpeg(), bytes: 37 * MB },
      ),
    );
    expect(pictures.status).toBe(413);
    expect(pictures.html).toContain("Os arquivos passam do total de 36MB");
    expect(pictures.html).toContain("Meu vídeo");

    const frame = await user.browser.fetch(`/video-analysis/quadros/${Date.now()}/0`, {
      method: "POST",
      body: streamOf([jpeg()], 2 * MB),
      headers: { "Content-Type": "image/jpeg", Origin: origin },
    });
    expect(frame.status).toBe(413);
    expect(await frame.json()).toEqual({ error: "o quadro passa de 1MB" });
    expect(await allKeys()).toEqual(before);
  }, 60_000);

  it("refuses a plain form over 64 KB sent chunked", async () => {
    const response = await new Browser().fetch("/login", {
      method: "POST",
      body: streamOf([encoder.encode("email=a%40b.test&password=")], 100 * 1024),
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: origin },
    });
    expect(response.status).toBe(413);
  });
});
