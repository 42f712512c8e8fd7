/**
 * Security at the edge of the web Worker: every response carries the security headers, pages run
 * only the scripts they were sent with (a nonce per response), and writes from other sites are
 * refused before any route runs — in the creator's language, with nothing changed.
 */
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { profileOf, signedInUser } from "./billing-helpers";
import { Browser, origin } from "./helpers";

const evil = "https://evil.example";

function nonceOf(response: Response) {
  const policy = response.headers.get("Content-Security-Policy") ?? "";
  return /'nonce-([^']+)'/.exec(policy)?.[1] ?? null;
}

async function fullNameOf(userId: string) {
  const row = await env.DB.prepare("SELECT full_name AS fullName FROM profiles WHERE id = ?1")
    .bind(userId)
    .first<{ fullName: string | null }>();
  return row?.fullName ?? null;
}

describe("security headers", () => {
  it("gives every page a strict policy whose nonce is on each of its scripts, and a new nonce each time", async () => {
    const browser = new Browser({ "Accept-Language": "pt-BR" });
    const first = await browser.get("/");
    const html = await first.text();
    const policy = first.headers.get("Content-Security-Policy") ?? "";
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toContain("object-src 'none'");
    expect(policy).toContain("base-uri 'none'");
    expect(policy).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    const nonce = nonceOf(first);
    expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    const scripts = [...html.matchAll(/<script\b[^>]*>/g)].map((m) => m[0]);
    expect(scripts.length).toBeGreaterThanOrEqual(2);
    for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);
    // The route modules are still imported after the first paint (app/ui/paint-first.ts).
    expect(html).toMatch(/await Promise\.all\(\[import\(/);

    const second = await browser.get("/");
    expect(nonceOf(second)).not.toBe(nonce);
  });

  it("names each module preload with the response's nonce, and on /login (not on /) preloads early on a slow network", async () => {
    const browser = new Browser({ "Accept-Language": "pt-BR" });
    for (const path of ["/login", "/"]) {
      const response = await browser.get(path);
      const nonce = nonceOf(response);
      const html = await response.text();
      const preloads = [...html.matchAll(/<link\b[^>]*modulepreload[^>]*>/g)].map((m) => m[0]);
      expect(preloads.length, path).toBeGreaterThanOrEqual(3);
      // Under 'strict-dynamic' a preload without the nonce is ignored.
      for (const tag of preloads) expect(tag, path).toContain(`nonce="${nonce}"`);
      const early =
        /<script type="module" async="" nonce="([^"]+)">(const connection[\s\S]*?)<\/script><\/head>/.exec(
          html,
        );
      if (path === "/") {
        expect(early, "the landing page waits for its first paint").toBeNull();
        continue;
      }
      expect(early?.[1]).toBe(nonce);
      // It names the same modules as the page's own preload links.
      const hrefs = preloads.map((tag) => /href="([^"]+)"/.exec(tag)?.[1]);
      for (const href of hrefs) expect(early?.[2], href).toContain(`"${href}"`);
    }
  });

  it("sends nosniff, the referrer policy and no framing on pages, resources and errors alike", async () => {
    const browser = new Browser();
    for (const path of ["/", "/faq", "/healthz", "/robots.txt", "/nao-existe", "/thumbnails/nope/image"]) {
      const response = await browser.get(path);
      await response.arrayBuffer();
      expect(response.headers.get("X-Content-Type-Options"), path).toBe("nosniff");
      expect(response.headers.get("Referrer-Policy"), path).toBe("strict-origin-when-cross-origin");
      expect(response.headers.get("X-Frame-Options"), path).toBe("DENY");
      expect(response.headers.get("Content-Security-Policy"), path).toContain("frame-ancestors 'none'");
      // HSTS only in production over HTTPS; the tests run as APP_ENV=test over http.
      expect(response.headers.get("Strict-Transport-Security"), path).toBeNull();
    }
  });

  it("lets pages show YouTube's video thumbnails and nothing else from other sites", async () => {
    const response = await new Browser().get("/");
    await response.arrayBuffer();
    const policy = response.headers.get("Content-Security-Policy") ?? "";
    const images = /img-src ([^;]+)/.exec(policy)?.[1] ?? "";
    expect(images.split(" ")).toContain(new URL(env.FAKE_YOUTUBE_URL).origin);
    expect(policy).toContain("connect-src 'self'");
  });
});

describe("writes from other sites", () => {
  it("refuses a form posted from another site, in Portuguese, and changes nothing", async () => {
    const { userId, browser } = await signedInUser();
    const before = await fullNameOf(userId);
    const response = await browser.fetch("/configuracoes/perfil", {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: evil },
      body: new URLSearchParams({ intent: "profile", fullName: "Hacked Name" }).toString(),
    });
    expect(response.status).toBe(403);
    const html = await response.text();
    expect(html).toContain("Pedido recusado");
    expect(html).toContain("Este formulário foi enviado de outro site");
    expect(response.headers.get("Content-Security-Policy")).toContain("frame-ancestors 'none'");
    expect(await fullNameOf(userId)).toBe(before);

    // The same form from the site itself goes through.
    const own = await browser.post("/configuracoes/perfil", { intent: "profile", fullName: "Nome Novo" });
    expect(own.status).toBeLessThan(400);
    expect(await fullNameOf(userId)).toBe("Nome Novo");
  });

  it("refuses in English, and on Sec-Fetch-Site or an opaque origin when that is all the browser says", async () => {
    const { userId, browser } = await signedInUser({ language: "en" });
    const attempts: Array<Record<string, string>> = [
      { "Sec-Fetch-Site": "cross-site" },
      { "Sec-Fetch-Site": "same-site" },
      { Origin: "null" },
      { Origin: origin.replace("http:", "https:") },
    ];
    for (const headers of attempts) {
      const response = await browser.fetch("/configuracoes/perfil", {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded", ...headers },
        body: new URLSearchParams({ intent: "profile", fullName: "Hacked Name" }).toString(),
      });
      expect(response.status, JSON.stringify(headers)).toBe(403);
      expect(await response.text()).toContain("This form was sent from another site");
    }
    expect(await fullNameOf(userId)).not.toBe("Hacked Name");
  });

  it("refuses cross-site sign-ins and uploads the same way, before they count or store anything", async () => {
    const { userId, browser } = await signedInUser();
    const login = await new Browser({ Origin: evil }).fetch("/login", {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: evil },
      body: new URLSearchParams({ email: "ana@example.com", password: "x" }).toString(),
    });
    expect(login.status).toBe(403);
    expect(login.headers.getSetCookie()).toEqual([]);
    await login.arrayBuffer();

    const frame = await browser.fetch(`/video-analysis/quadros/${Date.now()}/0`, {
      method: "POST",
      headers: { "Content-Type": "image/jpeg", Origin: evil },
      body: new Uint8Array([0xff, 0xd8, 0xff]),
    });
    expect(frame.status).toBe(403);
    await frame.arrayBuffer();
    const stored = await env.MEDIA.list({ prefix: `videos/${userId}/` });
    expect(stored.objects).toEqual([]);
    expect((await profileOf(userId)).usedAiCredits).toBe(0);
  });

  it("still takes the payment providers' notifications, which come from their servers", async () => {
    const response = await new Browser().fetch("/webhooks/stripe", {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: "https://stripe.com" },
      body: "{}",
    });
    await response.arrayBuffer();
    // Refused by the signature check, not by the cross-site check.
    expect(response.status).toBe(400);
  });
});

describe("session cookies", () => {
  it("are HttpOnly and SameSite=Lax, and Secure over HTTPS", async () => {
    for (const base of ["http://miniatura.test", "https://miniatura.test"]) {
      const { email } = await signedInUser();
      const browser = new Browser({ "CF-Connecting-IP": `192.0.2.${Math.floor(Math.random() * 250)}` });
      const response = await browser.fetch(`${base}/login`, {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: base },
        body: new URLSearchParams({ email, password: "a-good-password" }).toString(),
      });
      await response.arrayBuffer();
      const session = response.headers.getSetCookie().find((c) => c.startsWith("mn_session="));
      expect(session, base).toBeDefined();
      expect(session).toMatch(/; HttpOnly/i);
      expect(session).toMatch(/; SameSite=Lax/i);
      if (base.startsWith("https")) expect(session).toMatch(/; Secure/i);
      else expect(session).not.toMatch(/; Secure/i);
    }
  });

  it("every cookie the app sets on a creator's way through is HttpOnly, SameSite=Lax and Secure over HTTPS", async () => {
    const base = "https://miniatura.test";
    const browser = new Browser({ "CF-Connecting-IP": `192.0.2.${Math.floor(Math.random() * 250)}` });
    const post = (path: string, fields: Record<string, string>) =>
      browser.fetch(`${base}${path}`, {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: base },
        body: new URLSearchParams(fields).toString(),
      });
    const email = `cookies-${crypto.randomUUID().slice(0, 8)}@example.com`;
    const responses = [
      await post("/preferencias/idioma", { language: "en", redirectTo: "/" }),
      await post("/preferencias/tema", { theme: "dark", redirectTo: "/" }),
      await post("/comecar", { prompt: "Um vídeo sobre pão caseiro" }),
      await post("/cadastro", {
        fullName: "Ana Souza",
        email,
        password: "segredo-forte-1",
        confirmPassword: "segredo-forte-1",
        terms: "on",
      }),
    ];
    const cookies = responses.flatMap((response) => response.headers.getSetCookie());
    const names = cookies.map((cookie) => cookie.split("=")[0]);
    expect(names).toEqual(expect.arrayContaining(["lng", "theme", "pending_prompt", "toast"]));
    for (const cookie of cookies) {
      expect(cookie).toMatch(/; HttpOnly/i);
      expect(cookie).toMatch(/; SameSite=Lax/i);
      expect(cookie).toMatch(/; Secure/i);
    }
  });
});
