import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * Local stand-ins for the parts of Stripe's and Mercado Pago's APIs Miniatura calls, on loopback.
 * They answer like the real APIs and record every request; tests read the record and set up
 * Mercado Pago payments through `/__…` control paths.
 *
 * Stripe: POST /v1/customers, /v1/checkout/sessions, /v1/billing_portal/sessions, /v1/subscriptions/:id;
 * DELETE /v1/subscriptions/:id
 * Mercado Pago: POST /checkout/preferences, GET /v1/payments/:id
 */
export interface RecordedRequest {
  method: string;
  path: string;
  authorization: string | undefined;
  idempotencyKey: string | undefined;
  body: Record<string, string> | Record<string, unknown> | null;
}

async function readBody(request: IncomingMessage) {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}

export async function startFakePayments() {
  const requests: RecordedRequest[] = [];
  const payments = new Map<string, unknown>();
  let sequence = 0;
  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? "/", "http://fake");
    // Mercado Pago's SDK asks for "/checkout/preferences/".
    url.pathname = url.pathname.replace(/(.)\/$/, "$1");
    const text = await readBody(request);
    const json = (status: number, body: unknown) => {
      response.writeHead(status, { "Content-Type": "application/json" });
      response.end(JSON.stringify(body));
    };
    if (url.pathname === "/__requests") return json(200, requests);
    const payment = /^\/__mp\/payments\/(.+)$/.exec(url.pathname);
    if (payment && request.method === "PUT") {
      payments.set(payment[1]!, JSON.parse(text));
      return json(200, { ok: true });
    }
    const isForm = (request.headers["content-type"] ?? "").includes("x-www-form-urlencoded");
    requests.push({
      method: request.method ?? "GET",
      path: url.pathname,
      authorization: request.headers.authorization,
      idempotencyKey: (request.headers["idempotency-key"] ?? request.headers["x-idempotency-key"]) as
        string | undefined,
      body: !text
        ? null
        : isForm
          ? Object.fromEntries(new URLSearchParams(text))
          : (JSON.parse(text) as Record<string, unknown>),
    });
    sequence += 1;
    if (request.method === "POST" && url.pathname === "/v1/customers")
      return json(200, { id: `cus_fake_${sequence}`, object: "customer" });
    if (request.method === "POST" && url.pathname === "/v1/checkout/sessions")
      return json(200, {
        id: `cs_fake_${sequence}`,
        object: "checkout.session",
        url: `https://checkout.stripe.test/cs_fake_${sequence}`,
      });
    if (request.method === "POST" && url.pathname === "/v1/billing_portal/sessions")
      return json(200, {
        id: `bps_fake_${sequence}`,
        object: "billing_portal.session",
        url: `https://billing.stripe.test/p/${sequence}`,
      });
    const subscription = /^\/v1\/subscriptions\/(.+)$/.exec(url.pathname);
    if (request.method === "POST" && subscription)
      return json(200, {
        id: subscription[1],
        object: "subscription",
        cancel_at_period_end: true,
        status: "active",
      });
    // An immediate cancel (an account being deleted): the subscription ends now.
    if (request.method === "DELETE" && subscription)
      return json(200, {
        id: subscription[1],
        object: "subscription",
        cancel_at_period_end: false,
        status: "canceled",
      });
    if (request.method === "POST" && url.pathname === "/checkout/preferences")
      return json(201, {
        id: `pref_${sequence}`,
        init_point: `https://www.mercadopago.test/checkout?pref_id=pref_${sequence}`,
      });
    const get = /^\/v1\/payments\/(.+)$/.exec(url.pathname);
    if (request.method === "GET" && get) {
      const found = payments.get(get[1]!);
      return found ? json(200, found) : json(404, { message: "Payment not found", status: 404 });
    }
    json(404, { error: { message: `fake: no route for ${request.method} ${url.pathname}` } });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  // Never keeps the test process alive.
  server.unref();
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, close: () => server.close() };
}
