// Loads the app's TypeScript modules in Node through Vite (they import without extensions and with
// the `~` alias), for the benches and the e2e server's fakes. Close the returned server when done
// with the modules (a module that imports lazily needs it open).
import path from "node:path";
import { root } from "./local-stack.mjs";

/** `files` maps a name to a path from the repository's root; resolves to `{ server, ...modules }`. */
export async function loadAppModules(files) {
  const { createServer } = await import("vite");
  const server = await createServer({
    configFile: false,
    root,
    logLevel: "error",
    appType: "custom",
    resolve: { alias: { "~": path.join(root, "app") } },
    // No HMR websocket: nothing to bind a port for.
    server: { middlewareMode: true, hmr: false, ws: false, watch: null },
    optimizeDeps: { noDiscovery: true, include: [] },
  });
  const modules = { server };
  for (const [name, file] of Object.entries(files))
    modules[name] = await server.ssrLoadModule(path.join(root, file));
  return modules;
}
