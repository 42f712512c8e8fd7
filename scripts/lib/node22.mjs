// wrangler 4 needs Node 22 or newer. When this machine's Node is older, re-run the calling script
// with Node 22 from the npm registry (`npx -y node@22`) and say so. See docs/decisions/001.
import { spawnSync } from "node:child_process";
import path from "node:path";

const required = 22;

export function ensureNode22(scriptUrl) {
  const major = Number(process.versions.node.split(".")[0]);
  if (major >= required) {
    // Children (npm, npx wrangler, playwright) must find this same Node first on PATH.
    const bin = path.dirname(process.execPath);
    if (!process.env.PATH?.startsWith(bin + path.delimiter)) {
      process.env.PATH = `${bin}${path.delimiter}${process.env.PATH ?? ""}`;
    }
    return;
  }
  if (process.env.MINIATURA_NODE22_REEXEC) {
    console.error(`Expected Node ${required} after re-running, but got ${process.version}.`);
    process.exit(1);
  }
  console.log(
    `\n▶ This machine has Node ${process.version}; wrangler 4 needs Node ${required} or newer.\n` +
      `  Running with Node ${required} from the npm registry (npx -y node@${required})…\n`,
  );
  const script = new URL(scriptUrl).pathname;
  const result = spawnSync("npx", ["-y", `node@${required}`, script, ...process.argv.slice(2)], {
    stdio: "inherit",
    env: { ...process.env, MINIATURA_NODE22_REEXEC: "1", npm_config_update_notifier: "false" },
  });
  process.exit(result.status ?? 1);
}
