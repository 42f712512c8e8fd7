#!/usr/bin/env node
// The server Playwright tests against: the built app, both Workers under wrangler dev, a fresh local
// state (migrated and seeded) on E2E_PORT (8788), and a fake Google sign-in on E2E_PORT + 10 that the
// real remix-auth-google code talks to. Does not build: `npm test` builds first.
import { ensureNode22 } from "./lib/node22.mjs";
ensureNode22(import.meta.url);

const { existsSync, rmSync } = await import("node:fs");
const path = await import("node:path");
const { devArgs, ensureDevVars, migrate, root, seed } = await import("./lib/local-stack.mjs");
const { run } = await import("./lib/run.mjs");
const { loadAppModules } = await import("./lib/load-app-modules.mjs");
const { fakeGoogleClient, startFakeGoogle } = await import("./lib/fake-google.mjs");

const port = Number(process.env.E2E_PORT ?? 8788);

/** Starts tests/fakes/youtube.ts on `port` (Vite compiles the TypeScript and stays open: the fake imports its JPEG encoder lazily). */
async function startFakeYoutube(port) {
  const { fake } = await loadAppModules({ fake: "tests/fakes/youtube.ts" });
  await fake.startFakeYoutube({ port, now: new Date() });
}
const persistTo = ".wrangler/e2e-state";

if (!existsSync(path.join(root, "build/server/index.js"))) {
  console.error("No build found: run `npm run build` first (npm test does).");
  process.exit(1);
}
ensureDevVars({ port });
rmSync(path.join(root, persistTo), { recursive: true, force: true });
await migrate(persistTo);
await seed(persistTo);
const googlePort = port + 10;
await startFakeGoogle(googlePort);
const googleVars = {
  GOOGLE_CLIENT_ID: fakeGoogleClient.id,
  GOOGLE_CLIENT_SECRET: fakeGoogleClient.secret,
  GOOGLE_OAUTH_BASE_URL: `http://127.0.0.1:${googlePort}`,
};
// A fake YouTube Data API and image host (tests/fakes/youtube.ts, loaded through Vite since it is
// TypeScript). No server key: each test user saves their own key in settings, as a creator would.
const youtubePort = port + 11;
await startFakeYoutube(youtubePort);
const youtubeVars = {
  YOUTUBE_API_BASE_URL: `http://127.0.0.1:${youtubePort}/youtube/v3`,
  YOUTUBE_IMAGE_BASE_URL: `http://127.0.0.1:${youtubePort}`,
};
const varArgs = Object.entries({ ...googleVars, ...youtubeVars }).flatMap(([name, value]) => [
  "--var",
  `${name}:${value}`,
]);
process.exit(
  await run("npx", [...devArgs({ port, persistTo, logLevel: "warn" }), ...varArgs], { cwd: root }),
);
