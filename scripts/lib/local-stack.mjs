// The pieces of a local Miniatura: dependencies, .dev.vars, build, migrations, seed, wrangler dev.
// Used by `npm start`, the e2e server and `npm test`.
import { randomBytes } from "node:crypto";
import { existsSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { must, step } from "./run.mjs";

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
export const webConfig = "wrangler.toml";
export const jobsConfig = "workers/jobs/wrangler.toml";
export const defaultPersistTo = ".wrangler/state";
const at = (file) => path.join(root, file);

/** npm ci when node_modules is missing or older than package-lock.json. */
export async function ensureDependencies() {
  const installed = at("node_modules/.package-lock.json");
  const lock = at("package-lock.json");
  if (existsSync(installed) && statSync(installed).mtimeMs >= statSync(lock).mtimeMs) return;
  step("Installing dependencies (npm ci)");
  await must("npm", ["ci", "--no-audit", "--no-fund"], { cwd: root });
}

/**
 * Creates .dev.vars from .dev.vars.example with fresh secrets, and mirrors it for the jobs Worker.
 * When .dev.vars leaves APP_URL empty, the mirror gets the address the app is served at (`port`):
 * `wrangler dev --var` reaches only the first Worker of a multi-config run (devArgs passes it there).
 */
export function ensureDevVars({ port } = {}) {
  const devVars = at(".dev.vars");
  if (!existsSync(devVars)) {
    step("Creating .dev.vars from .dev.vars.example (with new local secrets)");
    const text = readFileSync(at(".dev.vars.example"), "utf8")
      .replace(/^SESSION_SECRET=$/m, `SESSION_SECRET=${randomBytes(32).toString("hex")}`)
      .replace(/^PASSWORD_PEPPER=$/m, `PASSWORD_PEPPER=${randomBytes(32).toString("hex")}`);
    writeFileSync(devVars, text);
  }
  // wrangler reads .dev.vars beside each config; both Workers share one set of local variables.
  const text = readFileSync(devVars, "utf8");
  const appUrl = port ? localAppUrl(port) : "";
  writeFileSync(
    at("workers/jobs/.dev.vars"),
    appUrl && !readDevVars().APP_URL
      ? `${text.replace(/^APP_URL=.*$/m, "").trimEnd()}\nAPP_URL=${appUrl}\n`
      : text,
  );
}

/** The address a local server on `port` answers at: the APP_URL its e-mailed links use. */
const localAppUrl = (port) => `http://localhost:${port}`;

export function readDevVars() {
  const vars = {};
  for (const line of readFileSync(at(".dev.vars"), "utf8").split("\n")) {
    const match = /^([A-Z0-9_]+)=(.*)$/.exec(line.trim());
    if (match) vars[match[1]] = match[2];
  }
  return vars;
}

export async function build() {
  step("Building the app (remix vite:build)");
  await must("npx", ["remix", "vite:build"], { cwd: root });
}

export async function migrate(persistTo = defaultPersistTo) {
  step(`Applying D1 migrations locally (${persistTo})`);
  await must("npx", ["wrangler", "d1", "migrations", "apply", "DB", "--local", "--persist-to", persistTo], {
    cwd: root,
    env: { ...process.env, CI: "true" },
  });
}

export async function seed(persistTo = defaultPersistTo) {
  step("Seeding the demo accounts");
  await must("node", ["scripts/seed.mjs", "--persist-to", persistTo], { cwd: root });
}

/**
 * Both Workers in one wrangler dev: web (Hono + Remix) and jobs (queues + Durable Objects). Links in
 * e-mails come from APP_URL: unless .dev.vars sets one, it is this server's own address.
 */
export function devArgs({ port, persistTo = defaultPersistTo, logLevel }) {
  const configured = existsSync(at(".dev.vars")) ? readDevVars().APP_URL : "";
  return [
    "wrangler",
    "dev",
    "-c",
    webConfig,
    "-c",
    jobsConfig,
    "--port",
    String(port),
    "--persist-to",
    persistTo,
    "--show-interactive-dev-session=false",
    ...(logLevel ? ["--log-level", logLevel] : []),
    ...(configured ? [] : ["--var", `APP_URL:${localAppUrl(port)}`]),
  ];
}
