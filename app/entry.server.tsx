import type { AppLoadContext, EntryContext } from "@remix-run/cloudflare";
import { RemixServer } from "@remix-run/react";
import { renderToReadableStream } from "react-dom/server";
import { paintFirst, preloadTimingFor } from "~/ui/paint-first";
import { NonceProvider } from "~/core/security/nonce";

const streamTimeoutMs = 5000;

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
      <RemixServer context={remixContext} url={request.url} nonce={nonce} />
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
  // Pages a creator reads fetch their scripts after the first paint; the others while it loads.
  const handles = remixContext.staticHandlerContext.matches.map(
    (match) => remixContext.routeModules[match.route.id]?.handle,
  );
  const preloads = preloadTimingFor(handles);
  return new Response(body.pipeThrough(paintFirst({ nonce, preloads })), {
    headers: responseHeaders,
    status,
  });
}
