// A local stand-in for Google's OAuth 2.0 endpoints, so the e2e suite drives the real
// remix-auth-google code (GOOGLE_OAUTH_BASE_URL points the strategy here). The consent screen is a
// plain form where the test types the Google identity to sign in as; it works without JavaScript.
import { randomBytes } from "node:crypto";
import { createServer } from "node:http";

export const fakeGoogleClient = { id: "fake-google-client-id", secret: "fake-google-client-secret" };

const escapeHtml = (value) =>
  String(value).replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c],
  );

function consentPage(params) {
  const hidden = ["redirect_uri", "state", "client_id"]
    .map((name) => `<input type="hidden" name="${name}" value="${escapeHtml(params.get(name) ?? "")}">`)
    .join("");
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Sign in – Google Accounts (fake)</title></head>
<body><main><h1>Choose an account</h1>
<form method="post" action="/o/oauth2/v2/approve">${hidden}
<label>Email <input name="email" type="email" required></label>
<label>Name <input name="name"></label>
<label><input type="checkbox" name="email_verified" checked> Verified e-mail</label>
<button type="submit">Continue</button>
</form>
<form method="post" action="/o/oauth2/v2/deny">${hidden}<button type="submit">Cancel</button></form>
</main></body></html>`;
}

async function readForm(request) {
  let body = "";
  for await (const chunk of request) body += chunk;
  return new URLSearchParams(body);
}

/** Starts the fake on `port`; resolves to a `close()` function. */
export async function startFakeGoogle(port) {
  return (await startFakeGoogleServer(port)).close;
}

/** Starts the fake on `port` (0: any free one); resolves to its address, `close()` and `unref()`. */
export function startFakeGoogleServer(port = 0) {
  const codes = new Map();
  const tokens = new Map();
  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? "/", "http://localhost");
    const redirectBack = (target) => {
      response.writeHead(302, { Location: target.toString() });
      response.end();
    };
    if (request.method === "GET" && url.pathname === "/o/oauth2/v2/auth") {
      if (url.searchParams.get("client_id") !== fakeGoogleClient.id) {
        response.writeHead(400).end("unknown client_id");
        return;
      }
      response
        .writeHead(200, { "Content-Type": "text/html; charset=utf-8" })
        .end(consentPage(url.searchParams));
      return;
    }
    if (request.method === "POST" && url.pathname === "/o/oauth2/v2/approve") {
      const form = await readForm(request);
      const email = (form.get("email") ?? "").trim().toLowerCase();
      const code = randomBytes(12).toString("hex");
      codes.set(code, {
        sub: `google-${email}`,
        email,
        email_verified: form.get("email_verified") === "on",
        name: form.get("name") || undefined,
        redirectUri: form.get("redirect_uri"),
      });
      const target = new URL(form.get("redirect_uri") ?? "");
      target.searchParams.set("code", code);
      target.searchParams.set("state", form.get("state") ?? "");
      redirectBack(target);
      return;
    }
    if (request.method === "POST" && url.pathname === "/o/oauth2/v2/deny") {
      const form = await readForm(request);
      const target = new URL(form.get("redirect_uri") ?? "");
      target.searchParams.set("error", "access_denied");
      target.searchParams.set("state", form.get("state") ?? "");
      redirectBack(target);
      return;
    }
    if (request.method === "POST" && url.pathname === "/token") {
      const form = await readForm(request);
      const grant = codes.get(form.get("code") ?? "");
      const clientOk =
        form.get("client_id") === fakeGoogleClient.id &&
        form.get("client_secret") === fakeGoogleClient.secret;
      if (!grant || !clientOk || grant.redirectUri !== form.get("redirect_uri")) {
        response
          .writeHead(400, { "Content-Type": "application/json" })
          .end(JSON.stringify({ error: "invalid_grant" }));
        return;
      }
      codes.delete(form.get("code"));
      const accessToken = randomBytes(16).toString("hex");
      tokens.set(accessToken, grant);
      response.writeHead(200, { "Content-Type": "application/json" }).end(
        JSON.stringify({
          access_token: accessToken,
          token_type: "Bearer",
          expires_in: 3599,
          scope: "openid email profile",
        }),
      );
      return;
    }
    if (request.method === "GET" && url.pathname === "/oauth2/v3/userinfo") {
      const grant = tokens.get((request.headers.authorization ?? "").replace(/^Bearer /, ""));
      if (!grant) {
        response.writeHead(401).end();
        return;
      }
      const { sub, email, email_verified, name } = grant;
      response
        .writeHead(200, { "Content-Type": "application/json" })
        .end(JSON.stringify({ sub, email, email_verified, name }));
      return;
    }
    // Browsers ask every host for a favicon; the fake has none to show.
    response.writeHead(url.pathname === "/favicon.ico" ? 204 : 404).end();
  });
  return new Promise((resolve) =>
    server.listen(port, "127.0.0.1", () =>
      resolve({
        url: `http://127.0.0.1:${server.address().port}`,
        close: () => server.close(),
        // A test runner's fake should not keep the process alive by itself.
        unref: () => server.unref(),
      }),
    ),
  );
}
