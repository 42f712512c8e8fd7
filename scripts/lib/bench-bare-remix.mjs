// The bare Remix page the bench compares the app with (bench/bare-remix/README.md): built with the
// repository's own node_modules and served the way the bench serves the app, a Worker under
// `wrangler dev` with its own port and state, once per bench run.
import { spawn } from "node:child_process";
import path from "node:path";
import { root } from "./local-stack.mjs";
import { must, step } from "./run.mjs";

export const bareDirectory = path.join(root, "bench/bare-remix");
/** Where its `remix vite:build` writes (bench/bare-remix/vite.config.ts, buildDirectory). */
export const bareClientDirectory = path.join(bareDirectory, ".wrangler/build/client");

/** `remix vite:build` in bench/bare-remix, with the repository's Remix and Vite (no install). */
export async function buildBareRemix() {
  step("Building the bare Remix page (bench/bare-remix)");
  await must(path.join(root, "node_modules/.bin/remix"), ["vite:build"], {
    cwd: bareDirectory,
    stdio: ["ignore", "ignore", "inherit"],
  });
}

async function waitFor(url, seconds) {
  const deadline = Date.now() + seconds * 1000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(`${url} did not answer within ${seconds} s`);
}

/** Builds the bare page and serves it on `port`; resolves with its address and a `stop()`. */
export async function startBareRemix({ port }) {
  await buildBareRemix();
  const server = spawn(
    path.join(root, "node_modules/.bin/wrangler"),
    [
      "dev",
      "-c",
      path.join(bareDirectory, "wrangler.toml"),
      "--port",
      String(port),
      "--persist-to",
      path.join(root, ".wrangler/bench-bare-state"),
      "--show-interactive-dev-session=false",
      "--log-level",
      "error",
    ],
    { cwd: root, stdio: ["ignore", "ignore", "inherit"], detached: true },
  );
  const stop = () => {
    try {
      process.kill(-server.pid, "SIGTERM");
    } catch {
      /* already gone */
    }
  };
  process.on("exit", stop);
  const base = `http://127.0.0.1:${port}`;
  try {
    await waitFor(`${base}/`, 90);
  } catch (error) {
    stop();
    throw error;
  }
  return { base, clientDirectory: bareClientDirectory, stop };
}
