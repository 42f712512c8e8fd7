/* global window, document, MutationObserver -- the functions passed to page.evaluate run in the browser */
// Dashboard figures for `npm run bench`: a creator with many thumbnails, and how long a thumbnail a
// job saves takes to show up in a dashboard that is already open.
import { mkdtempSync, readdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { timingSummary, withSignedInPage } from "./bench-browser.mjs";
import { root } from "./local-stack.mjs";
import { must } from "./run.mjs";

const seededThumbnailId = (i) => `00000000-0000-4000-8000-${String(i).padStart(12, "0")}`;

/** The dashboard's first page (app/core/thumbnails/thumbnail-store.server.ts, thumbnailsPageSize). */
const firstPage = 12;
/** Every width a card's srcset offers (app/core/thumbnails/image-urls.ts). */
const cardWidths = [320, 640, 800, 1280];

/**
 * Adds `count` thumbnail rows for a user, the newest last; only the dashboard's first page gets
 * image files (seedFirstPageImages), the others are there for the page's HTML and queries.
 */
export async function seedThumbnailRows(persistTo, userId, count) {
  const now = Date.now() - count * 1000;
  const rows = Array.from({ length: count }, (_, i) => {
    const id = seededThumbnailId(i);
    return `('${id}', '${userId}', 'Thumbnail de teste ${i + 1}', 'thumbnails/${userId}/${id}.jpg', 'bench', ${now + i * 1000})`;
  });
  const file = path.join(mkdtempSync(path.join(tmpdir(), "miniatura-bench-")), "thumbnails.sql");
  const statements = [];
  for (let i = 0; i < rows.length; i += 50) {
    statements.push(
      `INSERT INTO thumbnails (id, user_id, title, image_url, niche, created_at) VALUES\n${rows.slice(i, i + 50).join(",\n")};`,
    );
  }
  writeFileSync(file, statements.join("\n"));
  await must(
    "npx",
    ["wrangler", "d1", "execute", "DB", "--local", "--persist-to", persistTo, "--file", file, "--yes"],
    { cwd: root, env: { ...process.env, CI: "true" }, stdio: ["ignore", "ignore", "inherit"] },
  );
}

/** The ids of the `count` seeded rows that the dashboard's first page shows (the newest). */
const firstPageIds = (count) =>
  Array.from({ length: Math.min(firstPage, count) }, (_, k) => seededThumbnailId(count - 1 - k));

/**
 * Gives the dashboard's first page real JPEGs, as a creator's dashboard has: thumbnails the offline
 * renderer made (bench/showcase), stored where the app keeps them (app/core/storage/keys.ts). Without
 * them each card's image answers 404, which costs a browser less than a real image does on a slow
 * network and more on the main thread.
 */
export async function seedFirstPageImages(persistTo, userId, count) {
  const showcase = path.join(root, "bench/showcase");
  const files = readdirSync(showcase)
    .filter((file) => file.endsWith(".jpg"))
    .sort();
  const put = (id, k) =>
    must(
      "npx",
      [
        "wrangler",
        "r2",
        "object",
        "put",
        `miniatura-media/thumbnails/${userId}/${id}.jpg`,
        "--file",
        path.join(showcase, files[k % files.length]),
        "--content-type",
        "image/jpeg",
        "--local",
        "--persist-to",
        persistTo,
      ],
      { cwd: root, env: { ...process.env, CI: "true" }, stdio: ["ignore", "ignore", "inherit"] },
    );
  // One at a time: wrangler processes writing the same local R2 store at once fail now and then.
  for (const [k, id] of firstPageIds(count).entries()) await put(id, k);
}

/**
 * Requests every size of the first page's images once, as the creator's plan gets them (`variant`):
 * the app makes each size on the first request and keeps it in R2, so no timed load pays for that.
 */
export async function warmFirstPageImages(base, cookie, count, variant) {
  for (const id of firstPageIds(count))
    for (const width of cardWidths) {
      const response = await fetch(`${base}/thumbnails/${id}/image?w=${width}&v=${variant}`, {
        headers: { cookie },
      });
      if (!response.ok) throw new Error(`warming ${id} at ${width} px: ${response.status}`);
      await response.arrayBuffer();
    }
}

/** Signs in through the real form and returns the session cookie. */
export async function signIn(base, email, password) {
  const login = () =>
    fetch(`${base}/login`, {
      method: "POST",
      redirect: "manual",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: base },
      body: new URLSearchParams({ email, password }),
    });
  // After a long stretch of in-process figures the pooled connection may have been closed by the
  // server ("fetch failed" on reuse): one more try opens a new one.
  const response = await login().catch(login);
  const cookie = response.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .find((c) => c.startsWith("mn_session="));
  if (!cookie) throw new Error(`sign-in failed (${response.status})`);
  return cookie;
}

/**
 * Live latency: a dashboard is open in Chromium (JavaScript on); the development samples job saves
 * one thumbnail at a time; each card's appearance is timed against the row's created_at (the insert
 * in the job), median and p95 over `runs`.
 */
export async function liveLatency(base, cookie, runs) {
  return withSignedInPage(
    base,
    cookie,
    async (page) => {
      await page.goto(`${base}/dashboard`);
      await page.getByTestId("live-status").waitFor();
      await page.evaluate(() => {
        const seen = (window.__seenCards = {});
        for (const card of document.querySelectorAll("[data-testid=thumbnail-card]"))
          seen[card.dataset.id] = 0;
        new MutationObserver(() => {
          const now = Date.now();
          for (const card of document.querySelectorAll("[data-testid=thumbnail-card]")) {
            if (!(card.dataset.id in seen))
              seen[card.dataset.id] = { at: now, created: Number(card.dataset.created) };
          }
        }).observe(document.body, { childList: true, subtree: true });
      });
      const latencies = [];
      for (let i = 0; i < runs; i++) {
        const known = await page.evaluate(() => Object.keys(window.__seenCards).length);
        const posted = await fetch(`${base}/dev/thumbnails`, {
          method: "POST",
          redirect: "manual",
          headers: { Cookie: cookie, "Content-Type": "application/x-www-form-urlencoded", Origin: base },
          body: "count=1",
        });
        if (posted.status !== 303) throw new Error(`samples job not queued (${posted.status})`);
        await page.waitForFunction((n) => Object.keys(window.__seenCards).length > n, known, {
          timeout: 30_000,
          polling: 10,
        });
        const fresh = await page.evaluate(() =>
          Object.values(window.__seenCards)
            .filter((entry) => entry && entry.at)
            .at(-1),
        );
        latencies.push(fresh.at - fresh.created);
      }
      return timingSummary(latencies);
    },
    {},
  );
}
