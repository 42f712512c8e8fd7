import { spawn } from "node:child_process";

/** Runs a command with inherited output; resolves with its exit code (rejects only if it cannot start). */
export function run(command, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: "inherit", ...options });
    child.on("error", reject);
    child.on("exit", (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

/** Like run, but throws when the command fails. */
export async function must(command, args, options = {}) {
  const code = await run(command, args, options);
  if (code !== 0) throw new Error(`${command} ${args.join(" ")} exited with ${code}`);
}

export function step(title) {
  console.log(`\n▶ ${title}`);
}
