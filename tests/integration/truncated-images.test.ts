/**
 * A picture cut short (its header whole, its pixels missing) is a bad picture, not a server fault
 * (issue 24): the compressor, the upscaler and the reference uploads answer 4xx with the
 * invalid-image message in the creator's language, keep what was typed, and store nothing.
 */
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { applyPlanStatement } from "~/features/billing/plan-change.server";
import { signedInUser } from "./billing-helpers";
import { origin, type Browser } from "./helpers";
import { picture } from "./pictures";

/** The first half of a real picture: the header says what it is, the data stops midway. */
function truncated(format: "png" | "jpeg") {
  const whole = picture(400, 300, format);
  return whole.slice(0, Math.floor(whole.byteLength / 2));
}
const types = { png: "image/png", jpeg: "image/jpeg" } as const;

function send(
  browser: Browser,
  path: string,
  fields: Record<string, string>,
  file: [string, Uint8Array<ArrayBuffer>, string],
) {
  const form = new FormData();
  const [name, bytes, type] = file;
  form.set(name, new File([bytes], type === "image/png" ? "a.png" : "a.jpg", { type }));
  for (const [key, value] of Object.entries(fields)) form.set(key, value);
  return browser.fetch(path, { method: "POST", body: form, headers: { Origin: origin } });
}

async function keysOf(prefix: string) {
  return (await env.MEDIA.list({ prefix })).objects.map((object) => object.key);
}

describe("truncated pictures", () => {
  it("the compressor refuses a truncated PNG and JPEG with 415 and the message, keeping the target, in pt and en", async () => {
    for (const language of ["pt", "en"] as const)
      for (const format of ["png", "jpeg"] as const) {
        const { userId, browser } = await signedInUser({ language });
        const response = await send(browser, "/image-compress", { targetMb: "2,5" }, [
          "image",
          truncated(format),
          types[format],
        ]);
        expect(response.status, `${language} ${format}`).toBe(415);
        const html = await response.text();
        expect(html).toContain(
          language === "pt" ? "Selecione uma imagem válida" : "Please select a valid image",
        );
        expect(html).toContain('value="2,5"');
        expect(await keysOf(`compress/${userId}/`)).toEqual([]);
      }
  }, 60_000);

  it("the upscaler refuses a truncated PNG and JPEG before queueing anything", async () => {
    for (const format of ["png", "jpeg"] as const) {
      const { userId, browser } = await signedInUser({ language: "en" });
      await applyPlanStatement(env.DB, userId, "creator").run();
      const response = await send(browser, "/image-upscale", { target: "4K" }, [
        "image",
        truncated(format),
        types[format],
      ]);
      expect(response.status, format).toBe(415);
      expect(await response.text()).toContain("Send a PNG, JPG or WEBP image");
      const jobs = await env.DB.prepare("SELECT COUNT(*) AS n FROM jobs WHERE user_id = ?1")
        .bind(userId)
        .first<{ n: number }>();
      expect(jobs?.n).toBe(0);
    }
  }, 60_000);

  it("the Thumbnail Expert and the quick generator refuse a truncated reference, keeping the text", async () => {
    for (const format of ["png", "jpeg"] as const) {
      const { userId, browser } = await signedInUser();
      const expert = await send(
        browser,
        "/thumbnail-expert",
        {
          intent: "send",
          conversationId: crypto.randomUUID(),
          clientMessageId: crypto.randomUUID(),
          text: "Texto que não pode sumir",
        },
        ["reference", truncated(format), types[format]],
      );
      expect(expert.status, format).toBe(415);
      const html = await expert.text();
      expect(html).toContain("Envie apenas imagens");
      expect(html).toContain("Texto que não pode sumir");

      const quick = await send(browser, "/gerar", { intent: "generate", niche: "receitas rápidas" }, [
        "image",
        truncated(format),
        types[format],
      ]);
      expect(quick.status, format).toBe(415);
      expect(await quick.text()).toContain("receitas rápidas");
      expect(await keysOf(`references/${userId}/`)).toEqual([]);
    }
  }, 60_000);
});
