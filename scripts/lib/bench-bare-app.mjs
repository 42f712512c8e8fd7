// The app as the bench serves it: the build (made if missing) under wrangler dev on its own port,
// from a fresh state (migrated, seeded, the demo creator with 500 thumbnails, the first page's with
// their images). `npm run bench`
// and the sections that run alone (bench-bare-compare.mjs) start it the same way, so their figures
// compare.
import { spawn } from "node:child_process";
import { existsSync, rmSync } from "node:fs";
import path from "node:path";
import { seedFirstPageImages, seedThumbnailRows, signIn, warmFirstPageImages } from "./bench-dashboard.mjs";
import { demoAccounts } from "./demo-accounts.mjs";
import { build, devArgs, ensureDependencies, ensureDevVars, migrate, root, seed } from "./local-stack.mjs";

export const dashboardThumbnails = 500;
const persistTo = ".wrangler/bench-state";

/** Resolves with the app's address and a `stop()` once /healthz answers. */
export async function startBenchApp({ port }) {
  const base = `http://127.0.0.1:${port}`;
  await ensureDependencies();
  ensureDevVars({ port });
  if (!existsSync(path.join(root, "build/server/index.js"))) await build();
  rmSync(path.join(root, persistTo), { recursive: true, force: true });
  await migrate(persistTo);
  await seed(persistTo);
  const demo = demoAccounts.find((account) => account.plan === "free");
  await seedThumbnailRows(persistTo, demo.id, dashboardThumbnails);
  await seedFirstPageImages(persistTo, demo.id, dashboardThumbnails);
  const server = spawn("npx", devArgs({ port, persistTo, logLevel: "error" }), {
    cwd: root,
    stdio: ["ignore", "ignore", "inherit"],
    detached: true,
  });
  const stop = () => {
    try {
      process.kill(-server.pid, "SIGTERM");
    } catch {
      /* already gone */
    }
  };
  process.on("exit", stop);
  const deadline = Date.now() + 90_000;
  for (;;) {
    try {
      if ((await fetch(`${base}/healthz`)).ok) break;
    } catch {
      /* not up yet */
    }
    if (Date.now() > deadline) {
      stop();
      throw new Error("the server did not start within 90 s");
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  // The demo creator is on Free: the watermarked copies are the ones the dashboard shows.
  await warmFirstPageImages(base, await signIn(base, demo.email, demo.password), dashboardThumbnails, "wm");
  return { base, stop };
}
