import { createRequestHandler, type ServerBuild } from "@remix-run/cloudflare";
import { Hono } from "hono";
import { createApiRouter } from "~/features/api/router.server";
import { handleMercadoPagoWebhook } from "~/features/billing/mercadopago-webhook.server";
import { handleStripeWebhook } from "~/features/billing/stripe-webhook.server";
import { checkHealth } from "~/core/http/health.server";
import { getSessionUser } from "~/core/auth/session.server";
import { isUuid } from "~/core/db/ids";
import { serveReferenceImage } from "~/features/expert/reference-images.server";
import { readLiveChannel } from "~/core/live/channel.server";
import { chatSessionName } from "~/core/live/events";
import type { MediaTools } from "~/load-context";
import { photonTools } from "~/engines/media/photon-tools.server";
import { serveThumbnail } from "~/core/thumbnails/image-delivery.server";
import { getConfig } from "~/core/env.server";
import { isCrossSiteWrite } from "~/core/security/cross-site";
import { crossSiteRefusal } from "~/core/security/cross-site-refusal.server";
import { createNonce, securityHeaders } from "~/core/security/security-headers";

/**
 * Paths that take writes from other sites: the payment providers' notifications (signed) and the
 * API, whose calls carry their key in a header (no cookie rides along, so nothing to forge).
 */
const crossSiteWritePaths = /^\/(webhooks|api\/v1)\//;

/** The configuration, or null when it is broken (the pages say so; /healthz says what is wrong). */
function configOrNull(env: Env) {
  try {
    return getConfig(env);
  } catch {
    return null;
  }
}

/**
 * Headers added to a response. A WebSocket upgrade (101) passes as it is; a response whose headers
 * are immutable (one fetched from R2 or a Durable Object) is copied first.
 */
function withHeaders(response: Response, headers: Record<string, string>): Response {
  if (response.status === 101) return response;
  let out = response;
  try {
    for (const [name, value] of Object.entries(headers)) out.headers.set(name, value);
  } catch {
    out = new Response(response.body, response);
    for (const [name, value] of Object.entries(headers)) out.headers.set(name, value);
  }
  return out;
}

/**
 * The web Worker's router, built around a Remix server build so tests can pass their own, and the
 * media tools routes get (the renderer over a service binding in production, in-process in tests).
 * Hono answers the machine-facing paths; every other request is a page, handled by Remix.
 */
export function createWebApp(build: ServerBuild, mediaFor: (env: Env) => MediaTools) {
  const handleRemixRequest = createRequestHandler(build, build.mode);
  const app = new Hono<{ Bindings: Env; Variables: { cspNonce: string } }>();

  // Every request: writes from other sites are refused before any route runs, and every response
  // carries the security headers, pages with their own script nonce.
  app.use("*", async (c, next) => {
    const config = configOrNull(c.env);
    const headers = (nonce: string) =>
      securityHeaders({
        nonce,
        hsts: (config?.APP_ENV ?? "production") === "production" && new URL(c.req.url).protocol === "https:",
        imageOrigins: config ? [new URL(config.YOUTUBE_IMAGE_BASE_URL).origin] : [],
      });
    if (isCrossSiteWrite(c.req.raw) && !crossSiteWritePaths.test(c.req.path)) {
      return withHeaders(await crossSiteRefusal(c.req.raw), headers(createNonce()));
    }
    const nonce = createNonce();
    c.set("cspNonce", nonce);
    await next();
    const response = withHeaders(c.res, headers(nonce));
    // Hono copies the old response's headers into a replacement, so only a copy is handed back.
    if (response !== c.res) c.res = response;
  });

  app.get("/healthz", async (c) => {
    const report = await checkHealth(c.env);
    return c.json(report, report.ok ? 200 : 503, { "Cache-Control": "no-store" });
  });

  // Browsers ask for /favicon.ico whatever the page says; ours is a PNG.
  app.get("/favicon.ico", (c) => c.redirect("/favicon-32.png", 301));

  // Payment providers' notifications: verified over the raw body, acted on once per event.
  app.post("/webhooks/stripe", (c) => handleStripeWebhook(c.req.raw, c.env));
  app.post("/webhooks/mercadopago", (c) => handleMercadoPagoWebhook(c.req.raw, c.env));

  /** A thumbnail's JPEG, to its owner only (watermarked on plans with the watermark). */
  app.get("/thumbnails/:id/image", (c) =>
    serveThumbnail(c.req.raw, c.env, photonTools, c.req.param("id"), {
      kind: "image",
      width: c.req.query("w"),
      variant: c.req.query("v"),
      revision: c.req.query("r"),
    }),
  );
  app.get("/thumbnails/:id/download", (c) =>
    serveThumbnail(c.req.raw, c.env, photonTools, c.req.param("id"), { kind: "download" }),
  );

  /** A page's live connection: upgraded into the channel's UserLive Durable Object. */
  app.get("/live", async (c) => {
    if (c.req.header("Upgrade")?.toLowerCase() !== "websocket") {
      return c.text("Expected a WebSocket upgrade", 426);
    }
    const channel = await readLiveChannel(c.req.raw, c.env);
    if (!channel) return c.text("No live channel for this browser", 401);
    const stub = c.env.USER_LIVE.get(c.env.USER_LIVE.idFromName(channel));
    return stub.fetch(c.req.raw);
  });

  /**
   * A conversation's live connection: the reply as it streams. The object is named after the
   * session's user, so nobody else's session can reach another creator's conversation.
   */
  app.get("/live/chat/:conversationId", async (c) => {
    if (c.req.header("Upgrade")?.toLowerCase() !== "websocket") {
      return c.text("Expected a WebSocket upgrade", 426);
    }
    const conversationId = c.req.param("conversationId");
    if (!isUuid(conversationId)) return c.text("Not Found", 404);
    const user = await getSessionUser(c.req.raw, c.env);
    if (!user) return c.text("Sign in to follow a conversation", 401);
    const name = chatSessionName(user.id, conversationId);
    return c.env.CHAT_SESSION.get(c.env.CHAT_SESSION.idFromName(name)).fetch(c.req.raw);
  });

  /** A reference image the creator attached in the Thumbnail Expert, to them only. */
  app.get("/expert/references/:name", async (c) => {
    const user = await getSessionUser(c.req.raw, c.env);
    return serveReferenceImage(c.env, user?.id ?? null, c.req.param("name"));
  });

  /** The Elite REST API (app/features/api/router.server.ts). */
  app.route(
    "/api/v1",
    createApiRouter(photonTools, (env) => mediaFor(env).renderer),
  );

  app.all("*", (c) =>
    handleRemixRequest(c.req.raw, {
      media: mediaFor(c.env),
      cspNonce: c.get("cspNonce"),
      cloudflare: {
        env: c.env,
        ctx: {
          waitUntil: (p) => c.executionCtx.waitUntil(p),
          passThroughOnException: () => c.executionCtx.passThroughOnException(),
        },
      },
    }),
  );

  return app;
}
