import type { AppLoadContext, EntryContext } from "@remix-run/cloudflare";
import { RemixServer } from "@remix-run/react";
import { renderToReadableStream } from "react-dom/server";
import { paintFirst, preloadTimingFor } from "~/ui/paint-first";
import { NonceProvider } from "~/core/security/nonce";
import { IconSymbolsProvider } from "~/ui/icon-symbols";
import { iconSymbols } from "~/ui/icon-symbols.server";

const streamTimeoutMs = 5000;

/**
 * The JavaScript modules a page loads to hydrate: the ones Remix's `<Scripts>` preloads, the route
 * manifest's file first (every route; lazy route discovery is off, vite.config.ts).
 */
function pageModules({ manifest, staticHandlerContext }: EntryContext): string[] {
  const routes = staticHandlerContext.matches.flatMap((match) => {
    const route = manifest.routes[match.route.id];
    return route ? [...(route.imports ?? []), route.module] : [];
  });
  return [...new Set([manifest.url, manifest.entry.module, ...manifest.entry.imports, ...routes])];
}

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), streamTimeoutMs);
  let status = responseStatusCode;
  // The Worker's Content-Security-Policy nonce (workers/web.ts); absent under `npm run dev` (Vite).
  const nonce = loadContext.cspNonce;
  const page = (
    <NonceProvider nonce={nonce}>
      <IconSymbolsProvider symbols={iconSymbols}>
        <RemixServer context={remixContext} url={request.url} nonce={nonce} />
      </IconSymbolsProvider>
    </NonceProvider>
  );
  const body = await renderToReadableStream(page, {
    nonce,
    signal: controller.signal,
    onError(error: unknown) {
      if (!controller.signal.aborted) console.error(error);
      status = 500;
    },
  });
  body.allReady.finally(() => clearTimeout(timer));
  // A document request waits for deferred data (the dashboard's list): a browser without JavaScript
  // could not swap streamed content in, and a server cannot tell it apart. Client navigations still
  // stream, showing their placeholders while the data arrives. Pages without deferred data are
  // ready when the shell is, so this costs them nothing.
  await body.allReady;

  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  // Pages a creator reads fetch their scripts after the first paint; on the others a slow network
  // fetches them while the page loads (app/ui/paint-first.ts).
  const { matches } = remixContext.staticHandlerContext;
  const preloads = preloadTimingFor(
    matches.map((match) => remixContext.routeModules[match.route.id]?.handle),
  );
  return new Response(body.pipeThrough(paintFirst({ nonce, preloads, modules: pageModules(remixContext) })), {
    headers: responseHeaders,
    status,
  });
}
