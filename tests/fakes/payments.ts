import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * Local stand-ins for the parts of Stripe's and Mercado Pago's APIs Miniatura calls, on loopback.
 * They answer like the real APIs and record every request; tests read the record and set up
 * Mercado Pago payments through `/__…` control paths.
 *
 * Stripe: POST /v1/customers, /v1/checkout/sessions, /v1/billing_portal/sessions, /v1/subscriptions/:id,
 * /v1/refunds; DELETE /v1/subscriptions/:id; GET /v1/invoices?subscription=, /v1/charges/:id
 * Mercado Pago: POST /checkout/preferences, /v1/payments/:id/refunds; GET /v1/payments/:id,
 * /v1/chargebacks/:id
 * Control: PUT /__mp/payments/:id, /__mp/chargebacks/:id, /__stripe/charges/:id,
 * /__stripe/invoices/:subscriptionId (the paid invoices the list answers for that subscription).
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
  // What tests put through the control paths, by "<provider>/<kind>/<id>".
  const stored = new Map<string, unknown>();
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
    const control = /^\/__(mp|stripe)\/(.+)$/.exec(url.pathname);
    if (control && request.method === "PUT") {
      stored.set(`${control[1]}/${control[2]}`, JSON.parse(text));
      return json(200, { ok: true });
    }
    const stripeMissing = (what: string) =>
      json(404, {
        error: { type: "invalid_request_error", code: "resource_missing", message: `No such ${what}` },
      });
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
    if (request.method === "DELETE" && subscription)
      return json(200, { id: subscription[1], object: "subscription", status: "canceled" });
    if (request.method === "POST" && url.pathname === "/v1/refunds") {
      const body = new URLSearchParams(text);
      return json(200, {
        id: `re_fake_${sequence}`,
        object: "refund",
        status: "succeeded",
        payment_intent: body.get("payment_intent"),
        charge: body.get("charge"),
      });
    }
    if (request.method === "GET" && url.pathname === "/v1/invoices") {
      const invoices = stored.get(`stripe/invoices/${url.searchParams.get("subscription")}`) ?? [];
      return json(200, { object: "list", url: "/v1/invoices", has_more: false, data: invoices });
    }
    const charge = /^\/v1\/charges\/(.+)$/.exec(url.pathname);
    if (request.method === "GET" && charge) {
      const found = stored.get(`stripe/charges/${charge[1]}`);
      return found ? json(200, found) : stripeMissing(`charge: '${charge[1]}'`);
    }
    if (request.method === "POST" && subscription)
      return json(200, {
        id: subscription[1],
        object: "subscription",
        cancel_at_period_end: true,
        status: "active",
      });
    if (request.method === "POST" && url.pathname === "/checkout/preferences")
      return json(201, {
        id: `pref_${sequence}`,
        init_point: `https://www.mercadopago.test/checkout?pref_id=pref_${sequence}`,
      });
    const refund = /^\/v1\/payments\/([^/]+)\/refunds$/.exec(url.pathname);
    if (request.method === "POST" && refund) {
      const found = stored.get(`mp/payments/${refund[1]}`) as Record<string, unknown> | undefined;
      if (!found) return json(404, { message: "Payment not found", status: 404 });
      // As Mercado Pago does, the payment now reads as refunded.
      stored.set(`mp/payments/${refund[1]}`, {
        ...found,
        status: "refunded",
        date_last_updated: new Date().toISOString(),
      });
      return json(201, {
        id: sequence,
        payment_id: Number(refund[1]),
        amount: found.transaction_amount,
        status: "approved",
      });
    }
    const get = /^\/v1\/payments\/(.+)$/.exec(url.pathname);
    if (request.method === "GET" && get) {
      const found = stored.get(`mp/payments/${get[1]}`);
      return found ? json(200, found) : json(404, { message: "Payment not found", status: 404 });
    }
    const chargeback = /^\/v1\/chargebacks\/(.+)$/.exec(url.pathname);
    if (request.method === "GET" && chargeback) {
      const found = stored.get(`mp/chargebacks/${chargeback[1]}`);
      return found ? json(200, found) : json(404, { message: "Chargeback not found", status: 404 });
    }
    json(404, { error: { message: `fake: no route for ${request.method} ${url.pathname}` } });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  // Never keeps the test process alive.
  server.unref();
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, close: () => server.close() };
}
