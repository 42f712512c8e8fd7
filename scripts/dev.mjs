#!/usr/bin/env node
// `npm run dev`: Vite with hot reload for UI work, plus the jobs Worker (Durable Objects) beside it.
// Pages, D1, R2 and live connections work; queued jobs are consumed only under `npm start`, where
// both Workers share one local runtime.
import { ensureNode22 } from "./lib/node22.mjs";
ensureNode22(import.meta.url);

const { spawn } = await import("node:child_process");
const { devConfigs, workersAiInDev, ensureDependencies, ensureDevVars, migrate, root, seed } =
  await import("./lib/local-stack.mjs");

await ensureDependencies();
ensureDevVars({ port: Number(process.env.PORT ?? 5173) });
await migrate();
await seed();
// Without WORKERS_AI_DEV=1, configs without the [ai] binding (no Cloudflare login; ADR 028).
const configs = devConfigs();

const children = [
  spawn(
    "npx",
    ["wrangler", "dev", "-c", configs.jobs, "--port", "8789", "--show-interactive-dev-session=false"],
    {
      cwd: root,
      stdio: "inherit",
    },
  ),
  spawn("npx", ["remix", "vite:dev", "--port", process.env.PORT ?? "5173"], {
    cwd: root,
    stdio: "inherit",
    // vite.config.ts hands the dev proxy this config (the web Worker's bindings for the pages).
    env: {
      ...process.env,
      MINIATURA_WRANGLER_CONFIG: configs.web,
      ...(workersAiInDev() && { WORKERS_AI_DEV: "1" }),
    },
  }),
];
const stop = () => children.forEach((c) => c.kill("SIGTERM"));
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
children.forEach((c) =>
  c.on("exit", (code) => {
    stop();
    process.exitCode = code ?? 0;
  }),
);
