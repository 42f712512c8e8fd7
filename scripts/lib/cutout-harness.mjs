// Runs the app's real photo cut-out (the chunk `npm run build` made from app/ui/cutout, with the
// model files the build copied beside it) in Chromium, for the fixture script and the bench. A small
// static server serves build/client and a blank page with the app's script policy, so the cut-out
// meets the same Content-Security-Policy it meets on /gerar (docs/decisions/022-creator-photo-as-hero.md,
// The cut-out in the browser).
import { createServer } from "node:http";
import { existsSync, readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { chromiumExecutable, chromiumFlags } from "./chromium.mjs";
import { root } from "./local-stack.mjs";

const client = path.join(root, "build/client");
const types = { ".js": "text/javascript", ".wasm": "application/wasm", ".html": "text/html" };
const policy =
  "default-src 'self'; script-src 'nonce-harness' 'strict-dynamic' 'self' 'wasm-unsafe-eval'; img-src 'self' data: blob:; connect-src 'self'; worker-src 'self' blob:";

/** The built cut-out chunk's address; throws when the client has not been built. */
export function cutoutChunk() {
  const assets = path.join(client, "assets");
  const chunk =
    existsSync(assets) && readdirSync(assets).find((name) => /^cut-out-subject\.client-.*\.js$/.test(name));
  if (!chunk)
    throw new Error("no build/client/assets/cut-out-subject.client-*.js: run `npm run build` first");
  return `/assets/${chunk}`;
}

function serveClient() {
  const server = createServer((request, response) => {
    const pathname = decodeURIComponent(new URL(request.url ?? "/", "http://x").pathname);
    if (pathname === "/harness.html") {
      response.writeHead(200, { "Content-Type": "text/html", "Content-Security-Policy": policy });
      return response.end("<!doctype html><html><head><title>cut-out</title></head><body></body></html>");
    }
    const file = path.join(client, path.normalize(pathname));
    if (!file.startsWith(client) || !existsSync(file) || !file.includes(".")) {
      response.writeHead(404);
      return response.end();
    }
    response.writeHead(200, { "Content-Type": types[path.extname(file)] ?? "application/octet-stream" });
    response.end(readFileSync(file));
  });
  return new Promise((resolve) => server.listen(0, "127.0.0.1", () => resolve(server)));
}

/**
 * Calls `use(cutOut)` with a Chromium page ready to cut photos out; `cutOut(photoPath)` resolves to
 * `{ png: Buffer | null, milliseconds }` (null when the photo is kept as it is). `cpuSlowdown` is
 * Chromium's CPU throttling rate (4 = a mid phone, as Lighthouse's mobile preset).
 */
export async function withCutout(use, { cpuSlowdown = 1 } = {}) {
  const chunk = cutoutChunk();
  const server = await serveClient();
  const { chromium } = await import("@playwright/test");
  const browser = await chromium.launch(
    chromiumExecutable ? { executablePath: chromiumExecutable, args: chromiumFlags } : {},
  );
  try {
    const page = await browser.newPage();
    page.on("pageerror", (error) => console.error("cut-out page:", error.message));
    await page.goto(`http://127.0.0.1:${server.address().port}/harness.html`);
    if (cpuSlowdown !== 1) {
      const cdp = await page.context().newCDPSession(page);
      await cdp.send("Emulation.setCPUThrottlingRate", { rate: cpuSlowdown });
    }
    const cutOut = async (photoPath) => {
      const photo = readFileSync(photoPath).toString("base64");
      const name = path.basename(photoPath);
      const type = name.endsWith(".png") ? "image/png" : "image/jpeg";
      const result = await page.evaluate(
        async ({ chunk, photo, name, type }) => {
          const bytes = Uint8Array.from(atob(photo), (c) => c.charCodeAt(0));
          const file = new File([bytes], name, { type });
          const { cutOutSubject } = await import(chunk);
          const started = performance.now();
          const cut = await cutOutSubject(file);
          const milliseconds = performance.now() - started;
          if (!cut) return { png: null, milliseconds };
          const buffer = new Uint8Array(await cut.arrayBuffer());
          let binary = "";
          for (let i = 0; i < buffer.length; i += 0x8000)
            binary += String.fromCharCode(...buffer.subarray(i, i + 0x8000));
          return { png: btoa(binary), milliseconds };
        },
        { chunk, photo, name, type },
      );
      return {
        png: result.png ? Buffer.from(result.png, "base64") : null,
        milliseconds: result.milliseconds,
      };
    };
    return await use(cutOut);
  } finally {
    await browser.close();
    server.close();
  }
}
