import { vitePlugin as remix, cloudflareDevProxyVitePlugin as remixCloudflareDevProxy } from "@remix-run/dev";
import { createReadStream, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { defineConfig, type Plugin } from "vite";
import { getLoadContext } from "./app/load-context";
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

export default defineConfig({
  resolve: {
    alias: { "~": new URL("./app", import.meta.url).pathname },
  },
  plugins: [
    // Workers AI's binding is remote and needs a Cloudflare login (docs/decisions/028-workers-ai-provider.md):
    // `npm run build` and `npm run dev` never ask for one unless WORKERS_AI_DEV=1 (`npm run dev`
    // also passes a copy of wrangler.toml without the [ai] binding then).
    remixCloudflareDevProxy({
      getLoadContext,
      configPath: process.env.MINIATURA_WRANGLER_CONFIG,
      remoteBindings: process.env.WORKERS_AI_DEV === "1",
    }),
    remix({
      future: {
        v3_fetcherPersist: true,
        v3_relativeSplatPath: true,
        v3_throwAbortReason: true,
        v3_singleFetch: true,
        v3_lazyRouteDiscovery: true,
      },
    }),
    selfieSegmentationAssets(),
  ],
  build: {
    // Old phones: keep the client bundle transpiled for browsers a few years back.
    target: ["es2020", "chrome87", "safari14"],
  },
});
