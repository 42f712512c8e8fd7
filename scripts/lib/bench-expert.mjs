/* global document -- the function passed to page.waitForFunction runs in the browser */
// The Thumbnail Expert's figures: from the creator's confirmation to the 3 images visible in the chat
// (offline provider, Chromium, JavaScript on), and the size of what `wrangler deploy` would upload.
import { execFileSync } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { aiPacer, timingSummary, withSignedInPage } from "./bench-browser.mjs";
import { root } from "./local-stack.mjs";

const decode = (value) =>
  value
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, "&");
const quickReplies = (html) =>
  [...html.matchAll(/name="quickReply" value="([^"]+)"/g)].map((m) => decode(m[1]));
const confirming = (replies) => replies.some((reply) => /\b(gerar|generate)\b/i.test(reply));

/** Answers the interview through the forms until the summary asks for the confirmation. */
async function interviewUntilConfirmation(base, cookie) {
  const conversationId = crypto.randomUUID();
  let html = await (await fetch(`${base}/thumbnail-expert`, { headers: { Cookie: cookie } })).text();
  for (let turn = 0; turn < 20; turn++) {
    const replies = quickReplies(html);
    if (turn > 0 && confirming(replies)) return conversationId;
    const body = new URLSearchParams({
      intent: "send",
      conversationId,
      clientMessageId: crypto.randomUUID(),
      ...(replies.length ? { quickReply: replies[0] } : { text: "Bolo de cenoura fácil em 30 minutos" }),
    });
    await aiPacer.take();
    const posted = await fetch(`${base}/thumbnail-expert`, {
      method: "POST",
      redirect: "manual",
      headers: { Cookie: cookie, "Content-Type": "application/x-www-form-urlencoded", Origin: base },
      body,
    });
    if (posted.status !== 303) throw new Error(`expert: an answer was refused (${posted.status})`);
    html = await (
      await fetch(new URL(posted.headers.get("Location"), base), { headers: { Cookie: cookie } })
    ).text();
  }
  throw new Error("expert: the interview never reached the confirmation");
}

export async function expertConfirmationToImages(base, cookie, runs) {
  return withSignedInPage(
    base,
    cookie,
    async (page) => {
      const times = [];
      for (let i = 0; i < runs; i++) {
        // The interview's answers and the timed confirmation fit in one rate-limit window.
        await aiPacer.take(14);
        aiPacer.used -= 14;
        const conversationId = await interviewUntilConfirmation(base, cookie);
        await page.goto(`${base}/thumbnail-expert?c=${conversationId}`);
        await page.getByTestId("live-status").waitFor({ state: "attached" });
        await page.waitForLoadState("networkidle");
        await aiPacer.take();
        const started = Date.now();
        await page.getByTestId("quick-replies").getByRole("button").first().click();
        await page.waitForFunction(
          () => {
            const images = [...document.querySelectorAll("[data-testid=generated-images] img")];
            return images.length === 3 && images.every((img) => img.complete && img.naturalWidth > 0);
          },
          undefined,
          { timeout: 60_000, polling: 10 },
        );
        times.push(Date.now() - started);
      }
      return timingSummary(times);
    },
    { locale: "pt-BR" },
  );
}

function gzipOfTree(dir) {
  let raw = 0;
  let gzip = 0;
  for (const entry of readdirSync(dir, { recursive: true })) {
    const file = path.join(dir, String(entry));
    if (!statSync(file).isFile() || file.endsWith(".map")) continue;
    const bytes = readFileSync(file);
    raw += bytes.byteLength;
    gzip += gzipSync(bytes, { level: 9 }).byteLength;
  }
  return { raw, gzip };
}

/** What `wrangler deploy` would upload for each Worker (a dry run, nothing leaves the machine). */
export function workerBundleSizes() {
  const sizes = [];
  for (const [label, config] of [
    ["web Worker", "wrangler.toml"],
    ["jobs Worker", "workers/jobs/wrangler.toml"],
  ]) {
    const outdir = mkdtempSync(path.join(tmpdir(), "miniatura-bundle-"));
    try {
      execFileSync("npx", ["wrangler", "deploy", "--dry-run", "--outdir", outdir, "-c", config], {
        cwd: root,
        stdio: "ignore",
      });
      sizes.push({ label, ...gzipOfTree(outdir) });
    } finally {
      rmSync(outdir, { recursive: true, force: true });
    }
  }
  return sizes;
}
