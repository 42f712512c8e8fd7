import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { readPendingPrompt } from "~/features/accounts/pending-prompt.server";
import { hashSessionToken, sessionCookieName } from "~/core/auth/session.server";
import { Browser, origin } from "./helpers";

const pt = { "Accept-Language": "pt-BR" };
const en = { "Accept-Language": "en-US" };

/** Inserts a user with a profile and a session; returns the cookie token. */
async function signedInUser({
  fullName,
  expiresInMs = 3_600_000,
}: {
  fullName: string | null;
  expiresInMs?: number;
}) {
  const userId = crypto.randomUUID();
  const email = `creator-${userId.slice(0, 8)}@example.com`;
  const token = btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(32))))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "");
  await env.DB.batch([
    env.DB.prepare("INSERT INTO users (id, email) VALUES (?, ?)").bind(userId, email),
    env.DB.prepare("INSERT INTO profiles (id, email, full_name) VALUES (?, ?, ?)").bind(
      userId,
      email,
      fullName,
    ),
    env.DB.prepare("INSERT INTO sessions (id, user_id, expires_at) VALUES (?, ?, ?)").bind(
      await hashSessionToken(token),
      userId,
      Date.now() + expiresInMs,
    ),
  ]);
  return { token, email };
}

describe("the landing page", () => {
  it("is complete HTML before any JavaScript: hero, sections, nine testimonials, five plans", async () => {
    const response = await new Browser(pt).get("/");
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain("Thumbnails que fazem o público clicar");
    for (const id of ["como-funciona", "depoimentos", "planos", "exemplos"])
      expect(html).toContain(`id="${id}"`);
    expect(html.match(/data-testid="testimonial"/g)).toHaveLength(9);
    expect(html.match(/data-plan="/g)).toHaveLength(5);
    // The hero form posts without JavaScript, and the box shows a static example prompt.
    expect(html).toMatch(/<form[^>]*method="post"[^>]*action="\/comecar"/);
    expect(html).toContain('placeholder="Vlog de viagem: 3 dias em Lisboa gastando pouco"');
  });

  it("prices in reais for Portuguese and dollars for English, monthly by default", async () => {
    const ptHtml = await (await new Browser(pt).get("/")).text();
    expect(ptHtml).toMatch(/R\$\s50/);
    const enHtml = await (await new Browser(en).get("/")).text();
    expect(enHtml).toContain(">$10<");
    expect(enHtml).not.toMatch(/R\$\s50/);
  });

  it("?billing=annual shows the annual prices (Starter $102, R$ 510)", async () => {
    expect(await (await new Browser(en).get("/?billing=annual")).text()).toContain(">$102<");
    expect(await (await new Browser(pt).get("/?billing=annual")).text()).toMatch(/R\$\s510/);
  });

  it("has a title, description, canonical, hreflang alternates and an Open Graph image per language", async () => {
    const html = await (await new Browser(en).get("/faq")).text();
    expect(html).toContain("<title>Frequently asked questions — Miniatura</title>");
    expect(html).toMatch(/<meta name="description" content="[^"]{40,}"/);
    expect(html).toContain(`<link rel="canonical" href="${origin}/faq?lng=en"`);
    expect(html).toContain(`hrefLang="pt-BR" href="${origin}/faq?lng=pt"`);
    expect(html).toContain(`hrefLang="x-default" href="${origin}/faq"`);
    expect(html).toContain(`<meta property="og:image" content="${origin}/og-image.jpg"`);
    const ptHtml = await (await new Browser(pt).get("/faq")).text();
    expect(ptHtml).toContain("<title>Perguntas frequentes — Miniatura</title>");
  });

  it("?lng= picks the language of the page (the hreflang alternates), over cookie and browser", async () => {
    const html = await (await new Browser(pt).get("/?lng=en")).text();
    expect(html).toContain('lang="en"');
    expect(html).toContain("Thumbnails that make viewers click");
  });

  it("a language switch drops ?lng= so the new choice sticks", async () => {
    const response = await new Browser(en).post("/preferencias/idioma", {
      language: "pt",
      redirectTo: "/faq?lng=en&x=1",
    });
    expect(response.headers.get("Location")).toBe("/faq?x=1");
  });
});

describe("the header", () => {
  it("offers Login and 'Get Started Free' to visitors", async () => {
    const html = await (await new Browser(en).get("/")).text();
    expect(html).toContain('href="/login"');
    expect(html).toContain("Get Started Free");
    expect(html).not.toContain('href="/dashboard"');
  });

  it("shows a signed-in creator's name and the Dashboard button", async () => {
    const { token } = await signedInUser({ fullName: "Júlia Souza" });
    const html = await (
      await new Browser({ ...pt, Cookie: `${sessionCookieName}=${token}` }).get("/")
    ).text();
    expect(html).toContain("Júlia Souza");
    expect(html).toContain('href="/dashboard"');
    expect(html).not.toContain('href="/login"');
  });

  it("falls back to the e-mail when the profile has no name", async () => {
    const { token, email } = await signedInUser({ fullName: null });
    const html = await (
      await new Browser({ ...en, Cookie: `${sessionCookieName}=${token}` }).get("/faq")
    ).text();
    expect(html).toContain(email);
  });

  it("treats an expired or unknown session as signed out", async () => {
    const { token } = await signedInUser({ fullName: "Old Session", expiresInMs: -1000 });
    const expired = await (
      await new Browser({ ...en, Cookie: `${sessionCookieName}=${token}` }).get("/")
    ).text();
    expect(expired).not.toContain("Old Session");
    expect(expired).toContain('href="/login"');
    const forged = await (
      await new Browser({ ...en, Cookie: `${sessionCookieName}=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA` }).get("/")
    ).text();
    expect(forged).toContain('href="/login"');
  });
});

describe("the hero's 'Create Thumbnail'", () => {
  it("keeps the prompt as the pending prompt and goes to sign-up, without JavaScript", async () => {
    const browser = new Browser(pt);
    const prompt = "Receita de pão de queijo com 3 ingredientes — fácil!";
    const response = await browser.post("/comecar", { prompt: `  ${prompt}  ` });
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe("/cadastro");
    const setCookie = response.headers.get("Set-Cookie") ?? "";
    expect(setCookie).toMatch(/^pending_prompt=.+; Max-Age=86400; Path=\/; HttpOnly; SameSite=Lax/);
    const request = new Request(`${origin}/cadastro`, { headers: { Cookie: browser.cookieHeader } });
    expect(await readPendingPrompt(request, env)).toBe(prompt);
  });

  it("an empty box still goes to sign-up and clears an older prompt", async () => {
    const browser = new Browser(pt);
    await browser.post("/comecar", { prompt: "old idea" });
    const response = await browser.post("/comecar", { prompt: "   " });
    expect(response.headers.get("Location")).toBe("/cadastro");
    expect(response.headers.get("Set-Cookie")).toMatch(/Max-Age=0/);
  });

  it("refuses a tampered pending prompt", async () => {
    const forged = btoa(JSON.stringify("injected")) + ".bad-signature";
    const request = new Request(`${origin}/cadastro`, { headers: { Cookie: `pending_prompt=${forged}` } });
    expect(await readPendingPrompt(request, env)).toBeNull();
  });
});

describe("public pages", () => {
  it.each(["/faq", "/termos", "/privacidade", "/cookies", "/ajuda", "/tutoriais", "/api", "/status"])(
    "%s answers 200 in both languages with a back-to-home link",
    async (path) => {
      for (const headers of [pt, en]) {
        const response = await new Browser(headers).get(path);
        expect(response.status, path).toBe(200);
        const html = await response.text();
        expect(html).toMatch(/<h1[^>]*>/);
        if (path !== "/status") expect(html).toContain('href="/"');
      }
    },
  );

  it("the FAQ is eleven exclusive <details>, consistent with the plan catalog", async () => {
    const html = await (await new Browser(en).get("/faq")).text();
    expect(html.match(/<details name="faq"/g)).toHaveLength(11);
    expect(html).toContain("Free: 1, Starter: 15, Creator: 25, Pro: 40, and Elite: unlimited");
    expect(html).toContain("Only on the Free plan");
    expect(html).toContain("Dedicated 24/7 support (reply within 1 hour)".toLowerCase());
    expect(html).toContain("mailto:suporte@miniatura.app");
  });

  it("terms have 9 sections (the last the art's credits) and privacy 9, in English too", async () => {
    const count = (html: string) => (html.match(/<section id="/g) ?? []).length;
    for (const headers of [pt, en]) {
      const terms = await (await new Browser(headers).get("/termos")).text();
      expect(count(terms)).toBe(9);
      expect(terms).toContain('<section id="credits"');
      expect(terms).toContain("Fluent Emoji");
      expect(count(await (await new Browser(headers).get("/privacidade")).text())).toBe(9);
    }
  });

  it("long-form pages fill the support address and this site's origin, and link every e-mail", async () => {
    for (const path of ["/termos", "/privacidade", "/cookies", "/ajuda", "/api"]) {
      const html = await (await new Browser(pt).get(path)).text();
      const article = html.slice(html.indexOf("<article"), html.indexOf("</article>"));
      expect(article, path).not.toContain("{{");
      expect(article, path).toContain('href="mailto:suporte@miniatura.app"');
    }
    const api = await (await new Browser(en).get("/api")).text();
    expect(api).toContain(`curl ${origin}/healthz`);
    expect(api).toContain("Authorization: Bearer");
  });

  it("the cookies page names the session cookie and says there is no tracking", async () => {
    const html = await (await new Browser(en).get("/cookies")).text();
    expect(html).toContain("mn_session");
    expect(html).toContain("No tracking");
  });

  it("/terms-of-service moves permanently to /termos", async () => {
    const response = await new Browser().get("/terms-of-service");
    expect(response.status).toBe(301);
    expect(response.headers.get("Location")).toBe("/termos");
  });

  it("robots.txt keeps crawlers out of private areas and points to the sitemap", async () => {
    const response = await new Browser().get("/robots.txt");
    expect(response.headers.get("Content-Type")).toContain("text/plain");
    const body = await response.text();
    expect(body).toContain("Disallow: /dashboard");
    expect(body).toContain(`Sitemap: ${origin}/sitemap.xml`);
  });

  it("sitemap.xml lists every public page in both languages with alternates", async () => {
    const response = await new Browser().get("/sitemap.xml");
    expect(response.headers.get("Content-Type")).toContain("application/xml");
    const body = await response.text();
    expect(body).toContain(`<loc>${origin}/faq?lng=pt</loc>`);
    expect(body).toContain(`<loc>${origin}/termos?lng=en</loc>`);
    expect(body).toContain(`hreflang="pt-BR" href="${origin}/?lng=pt"`);
    expect(body.match(/<url>/g)).toHaveLength(18);
  });
});

describe("tampered signed cookies", () => {
  it.each(["toast", "live_id", "pending_prompt"])(
    "a forged %s cookie is ignored, not a 500",
    async (name) => {
      const response = await new Browser({ ...en, Cookie: `${name}=eyJ4IjoxfQ.%21%21not-base64%21%21` }).get(
        "/status",
      );
      expect(response.status).toBe(200);
    },
  );
});

describe("translations per page", () => {
  const groups =
    "meta|nav|language|theme|toast|errors|footer|landing|pricing|docs|faq|status|mailbox|auth|settings|dashboard|feedback";
  /** A translation key rendered as text or as an attribute value: the page lacks its group. */
  const rawKey = new RegExp(`(>|=")\\s*(${groups})\\.[a-zA-Z]+(\\.[a-zA-Z0-9]+)*\\s*(<|")`);
  const withoutScripts = (html: string) => html.replace(/<script[\s\S]*?<\/script>/g, "");

  it.each([
    "/",
    "/faq",
    "/termos",
    "/ajuda",
    "/status",
    "/login",
    "/cadastro",
    "/esqueci-senha",
    "/esqueci-senha?sent=a%40b.co",
    "/configuracoes/nova-senha?token=x",
    "/nao-existe",
  ])("%s renders no raw translation key, in both languages", async (path) => {
    for (const headers of [pt, en]) {
      const html = withoutScripts(await (await new Browser(headers).get(path)).text());
      expect(html.match(rawKey)?.[0] ?? null, path).toBeNull();
    }
  });
});
