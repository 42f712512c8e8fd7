import { vitePlugin as remix, cloudflareDevProxyVitePlugin as remixCloudflareDevProxy } from "@remix-run/dev";
import { createReadStream, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { defineConfig, type Plugin, type Rollup, type ViteDevServer } from "vite";
import { getLoadContext, type LoadAppModule } from "./app/load-context";
import {
  segmentationAssetsBase,
  segmentationAssetsDirectory,
  segmentationFiles,
  segmentationPackage,
} from "./app/ui/cutout/segmentation-assets";

declare module "@remix-run/cloudflare" {
  interface Future {
    v3_singleFetch: true;
  }
}

/**
 * The photo cut-out's model and WASM, from the npm package into our own assets (never a CDN):
 * emitted into the client build, and served from node_modules by the dev server
 * (docs/decisions/022-creator-photo-as-hero.md, The cut-out in the browser). Copied at build rather
 * than committed: 11 MB of binaries that the lockfile already pins.
 */
function selfieSegmentationAssets(): Plugin {
  const packageDirectory = dirname(
    createRequire(import.meta.url).resolve(`${segmentationPackage}/package.json`),
  );
  const contentTypes: Record<string, string> = { js: "text/javascript", wasm: "application/wasm" };
  let ssr = false;
  return {
    name: "miniatura:selfie-segmentation-assets",
    configResolved(config) {
      ssr = Boolean(config.build.ssr);
    },
    generateBundle() {
      if (ssr) return;
      for (const file of segmentationFiles)
        this.emitFile({
          type: "asset",
          fileName: `${segmentationAssetsDirectory}/${file}`,
          source: readFileSync(join(packageDirectory, file)),
        });
      // Apache-2.0 asks for its text to travel with the files (the package ships none).
      this.emitFile({
        type: "asset",
        fileName: `${segmentationAssetsDirectory}/LICENSE.txt`,
        source: readFileSync(new URL("./docs/licenses/Apache-2.0.txt", import.meta.url)),
      });
    },
    configureServer(server) {
      server.middlewares.use(segmentationAssetsBase, (request, response, next) => {
        const file = (request.url ?? "").replace(/^\//, "").split("?")[0];
        if (!(segmentationFiles as readonly string[]).includes(file ?? "")) return next();
        const type = contentTypes[file!.split(".").pop()!] ?? "application/octet-stream";
        response.setHeader("Content-Type", type);
        createReadStream(join(packageDirectory, file!)).pipe(response);
      });
    },
  };
}

/**
 * One chunk for everything every page loads: the modules the browser entry and the root route import
 * without `import()` (React, Remix, the header, footer, translations…), plus the small helpers nearly
 * every page imports. Split the way Rollup does by default they were a dozen files, each paying its
 * own gzip header, dictionary warm-up and import/export lists (about 2 KiB of a page's gzip).
 * The root route's own file is left as a few bytes that re-export from it, and the entry module as
 * its few lines that hydrate.
 */
const shellEntries = [/\/app\/entry\.client\.tsx$/, /\/app\/root\.tsx$/];
const sharedHelpers = [
  /\/app\/ui\/button-styles\.ts$/,
  /\/app\/core\/http\/page-meta\.ts$/,
  // The card picture of the dashboard, the templates and the expert: a few hundred bytes that
  // would otherwise be one more request (a 400 ms round trip on 3G) on each of them.
  /\/app\/ui\/card-image\.tsx$/,
  // Helpers of a few dozen to a few hundred bytes of gzip that several pages share, each of which
  // was a file of its own (docs/decisions/027-less-to-hydrate.md, Fewer module files): all of them
  // together add about 1.4 KiB to the shell.
  /\/app\/ui\/back-home-link\.tsx$/,
  /\/app\/features\/accounts\/field-limits\.ts$/,
  /\/app\/ui\/honeypot-field\.tsx$/,
  /\/app\/features\/accounts\/referral\.ts$/,
  /\/app\/core\/http\/tool-routes\.ts$/,
  /\/app\/engines\/render\/export\/export-sizes\.ts$/,
  /\/app\/core\/thumbnails\/image-urls\.ts$/,
  /\/app\/core\/i18n\/formatters\.ts$/,
  /\/app\/ui\/refresh-while-pending\.tsx$/,
  // Runs work once the browser is idle: the landing's typing placeholder and the live channel.
  /\/app\/core\/when-idle\.ts$/,
];

/**
 * Small modules a family of pages loads together, each family in one chunk. Every module file costs
 * the browser a request, a compile and a handful of main-thread tasks whatever its size, and split
 * the default way (one chunk per set of importing routes) /login loaded 10 files and /dashboard 15
 * (docs/decisions/027-less-to-hydrate.md, Fewer module files). A group holds only modules its pages
 * mostly use together: any module a group imports that is not listed elsewhere goes with it, and
 * every page that needs one member loads the whole group.
 */
const pageGroups: Record<string, RegExp[]> = {
  // Every form that validates in the browser: the late schema loader and the field components.
  forms: [/\/app\/ui\/use-late-zod-form\.ts$/, /\/app\/ui\/forms\.tsx$/],
  // The dashboard's and the expert's dialogs and downloads (the editor and the exports use some).
  dialogs: [
    /\/app\/ui\/lazy-dialog\.tsx$/,
    /\/app\/ui\/download-link\.tsx$/,
    /\/app\/ui\/download-menu\.tsx$/,
    /\/app\/ui\/modal\.tsx$/,
    /\/app\/ui\/confirm-delete-dialog\.tsx$/,
  ],
};

function shellChunk(): Rollup.GetManualChunk {
  let shell: Set<string> | null = null;
  return (id, { getModuleIds, getModuleInfo }) => {
    if (!shell) {
      shell = new Set();
      const queue = [...getModuleIds()].filter(
        (moduleId) =>
          shellEntries.some((entry) => entry.test(moduleId)) ||
          sharedHelpers.some((helper) => helper.test(moduleId)),
      );
      while (queue.length) {
        const next = queue.pop()!;
        if (shell.has(next)) continue;
        shell.add(next);
        queue.push(...(getModuleInfo(next)?.importedIds ?? []));
      }
      // The entry itself stays its own file: it hydrates as it is evaluated, which must wait until
      // the page's script has set Remix's manifest (it imports the entry last). Inside the shell, the
      // root route's import would run it first.
      for (const moduleId of shell) if (/\/app\/entry\.client\.tsx$/.test(moduleId)) shell.delete(moduleId);
    }
    // Vite's helper for `import()` (a few hundred bytes) is on nearly every page that has a form.
    if (shell.has(id) || id === "\0vite/preload-helper.js") return "shell";
    return Object.entries(pageGroups).find(([, modules]) => modules.some((m) => m.test(id)))?.[0];
  };
}

/**
 * Remix's lazy route discovery is off (`lazyRouteDiscovery`; docs/decisions/027-less-to-hydrate.md,
 * Route discovery is off): every page loads the whole route manifest, one cached file, instead of
 * asking the server for the routes its links lead to and re-rendering the whole page when they
 * arrive.
 * Remix still ships the discovery code and checks the flag at run time; this tells the minifier
 * the check is always false, so the code is dropped (about 1 KiB of gzip on every page). It fails
 * the build if Remix's check changes, rather than leaving discovery half on.
 */
function withoutRouteDiscovery(): Plugin {
  const check = "return future.v3_lazyRouteDiscovery === true && !isSpaMode;";
  return {
    name: "miniatura:without-route-discovery",
    enforce: "pre",
    transform(code, id) {
      if (!/\/@remix-run\/react\/dist\/esm\/fog-of-war\.js$/.test(id)) return null;
      if (!code.includes(check))
        throw new Error(
          "Remix's lazy route discovery check changed: update withoutRouteDiscovery in vite.config.ts",
        );
      return code.replace(check, "return false;");
    },
  };
}

/**
 * `npm run dev`: the dev server, kept so the load context can load the app's Node-only modules
 * through it (app/load-context.ts), with the `~` alias the config's own loader does not know.
 */
let devServer: ViteDevServer | undefined;
function keepDevServer(): Plugin {
  return {
    name: "miniatura:keep-dev-server",
    configureServer(server) {
      devServer = server;
    },
  };
}

const loadAppModule: LoadAppModule = (id) => {
  if (!devServer) throw new Error("The app's modules load through Vite's dev server, which has not started");
  return devServer.ssrLoadModule(id);
};

/** Off: see withoutRouteDiscovery. */
const lazyRouteDiscovery = false;

export default defineConfig(({ isSsrBuild }) => ({
  resolve: {
    alias: { "~": new URL("./app", import.meta.url).pathname },
  },
  plugins: [
    // Workers AI's binding is remote and needs a Cloudflare login (docs/decisions/028-workers-ai-provider.md):
    // `npm run build` and `npm run dev` never ask for one unless WORKERS_AI_DEV=1 (`npm run dev`
    // also passes a copy of wrangler.toml without the [ai] binding then).
    keepDevServer(),
    remixCloudflareDevProxy<Env, IncomingRequestCfProperties>({
      getLoadContext: (args) => getLoadContext({ ...args, load: loadAppModule }),
      configPath: process.env.MINIATURA_WRANGLER_CONFIG,
      remoteBindings: process.env.WORKERS_AI_DEV === "1",
    }),
    remix({
      future: {
        v3_fetcherPersist: true,
        v3_relativeSplatPath: true,
        v3_throwAbortReason: true,
        v3_singleFetch: true,
        v3_lazyRouteDiscovery: lazyRouteDiscovery,
      },
    }),
    selfieSegmentationAssets(),
    ...(lazyRouteDiscovery ? [] : [withoutRouteDiscovery()]),
  ],
  build: {
    // Old phones: keep the client bundle transpiled for browsers a few years back.
    target: ["es2020", "chrome87", "safari14"],
    rollupOptions: isSsrBuild ? {} : { output: { manualChunks: shellChunk() } },
    // The browser's code is minified by terser: 3–4 % less gzip than esbuild's minifier on the same
    // chunks (89.5 → 85.8 KiB on the shell), which every page pays on a slow network; slower to
    // build. The Worker's code stays unminified, as Vite leaves it, for readable stack traces.
    minify: isSsrBuild ? false : "terser",
    terserOptions: { module: true, ecma: 2020, compress: { passes: 2 } },
  },
}));
