#!/usr/bin/env node
// `npm start`: everything a fresh machine needs, then both Workers at http://localhost:8787.
import { ensureNode22 } from "./lib/node22.mjs";
ensureNode22(import.meta.url);

const { build, devArgs, ensureDependencies, ensureDevVars, migrate, root, seed } =
  await import("./lib/local-stack.mjs");
const { run } = await import("./lib/run.mjs");
const { demoAccounts } = await import("./lib/demo-accounts.mjs");

const port = Number(process.env.PORT ?? 8787);
try {
  await ensureDependencies();
  ensureDevVars({ port });
  await build();
  await migrate();
  await seed();
} catch (error) {
  console.error(`\n✖ ${error.message}`);
  process.exit(1);
}

console.log(`
┌──────────────────────────────────────────────────────────┐
  Miniatura is starting at http://localhost:${port}
  Demo logins (development only):
${demoAccounts.map((a) => `    ${a.email.padEnd(24)} ${a.password}   (${a.plan})`).join("\n")}
  Status page: http://localhost:${port}/status   Stop: Ctrl+C
└──────────────────────────────────────────────────────────┘
`);
process.exit(await run("npx", devArgs({ port }), { cwd: root }));
