#!/usr/bin/env node
// `npm run deploy`: both Workers to Cloudflare and the D1 migrations applied remotely.
// Needs `wrangler login` (or CLOUDFLARE_API_TOKEN) and the real database_id in both wrangler configs.
import { ensureNode22 } from "./lib/node22.mjs";
ensureNode22(import.meta.url);

const { build, jobsConfig, root, webConfig } = await import("./lib/local-stack.mjs");
const { must, run, step } = await import("./lib/run.mjs");
const { readFileSync } = await import("node:fs");

const wrangler = (...args) => must("npx", ["wrangler", ...args], { cwd: root });

// Every queue named in the jobs Worker's config must exist before it can consume it.
const queues = [...readFileSync(`${root}/${jobsConfig}`, "utf8").matchAll(/^queue = "([^"]+)"/gm)].map(
  (m) => m[1],
);
const deadLetters = [
  ...readFileSync(`${root}/${jobsConfig}`, "utf8").matchAll(/^dead_letter_queue = "([^"]+)"/gm),
].map((m) => m[1]);

try {
  await build();
  step("Creating missing queues");
  for (const queue of new Set([...queues, ...deadLetters])) {
    const exists =
      (await run("npx", ["wrangler", "queues", "info", queue], { cwd: root, stdio: "ignore" })) === 0;
    if (!exists) await wrangler("queues", "create", queue);
  }
  step("Applying D1 migrations to the remote database");
  await wrangler("d1", "migrations", "apply", "DB", "--remote", "-c", webConfig);
  // The jobs Worker first: it defines the Durable Object classes the web Worker binds.
  step("Deploying the jobs Worker");
  await wrangler("deploy", "-c", jobsConfig);
  step("Deploying the web Worker");
  await wrangler("deploy", "-c", webConfig);
  console.log("\n✔ Deployed. Check https://<your-domain>/healthz");
} catch (error) {
  console.error(`\n✖ ${error.message}`);
  process.exit(1);
}
