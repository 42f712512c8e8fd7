/**
 * Abuse brakes through the real routes: the public forms' honeypot, and the per-user and per-address
 * rate limits on AI actions and feedback, each refusal in the creator's language with what they typed
 * kept and nothing stored.
 */
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { applyPlanStatement } from "~/features/billing/plan-change.server";
import { setUsage, signedInUser } from "./billing-helpers";
import { Browser, origin } from "./helpers";

let counter = 0;
const freshIp = () => `198.18.${++counter % 250}.${Math.floor(Math.random() * 250)}`;
const tooManyPt = "Muitas solicitações em pouco tempo. Aguarde um minuto e tente de novo.";
const tooManyEn = "Too many requests in a short time. Wait a minute and try again.";
const honeypotPt = "Não foi possível enviar o formulário. Recarregue a página e tente de novo.";

async function count(sql: string, ...values: unknown[]) {
  const row = await env.DB.prepare(sql)
    .bind(...values)
    .first<{ n: number }>();
  return row?.n ?? 0;
}

/** A trend analysis request: refused by the plan's limit (set as used up), so each one is quick. */
function trendRequest(browser: Browser, niche = "culinária") {
  return browser.post("/analise-tendencias", { intent: "analyze", requestId: crypto.randomUUID(), niche });
}

/** Trend requests from the browsers in turn until one is refused (429); how many got through. */
async function requestsUntilRefused(browsers: Browser[]) {
  for (let sent = 0; sent < 300; sent++) {
    const response = await trendRequest(browsers[sent % browsers.length]!);
    await response.arrayBuffer();
    if (response.status === 429) return sent;
    expect(response.status).toBe(403);
  }
  throw new Error("never refused");
}

function multipart(browser: Browser, path: string, form: FormData) {
  return browser.fetch(path, { method: "POST", headers: { Origin: origin }, body: form });
}

describe("the honeypot on public forms", () => {
  it("is on the sign-up, login and reset forms, hidden from people and screen readers", async () => {
    const browser = new Browser({ "Accept-Language": "pt-BR" });
    for (const path of ["/cadastro", "/login", "/esqueci-senha"]) {
      const html = await (await browser.get(path)).text();
      const trap = /<div aria-hidden="true"[^>]*>\s*<label>[^<]*<input type="text" name="website"[^>]*>/.exec(
        html,
      );
      expect(trap, path).not.toBeNull();
      expect(trap![0], path).toContain('tabindex="-1"');
      expect(trap![0], path).toMatch(/autocomplete="off"/i);
    }
  });

  it("refuses a filled-in sign-up: no account, no e-mail, the typed name kept", async () => {
    const browser = new Browser({ "Accept-Language": "pt-BR", "CF-Connecting-IP": freshIp() });
    const email = `bot-${crypto.randomUUID().slice(0, 8)}@example.com`;
    const response = await browser.post("/cadastro", {
      fullName: "Robô Spam",
      email,
      password: "segredo-forte-1",
      confirmPassword: "segredo-forte-1",
      terms: "on",
      website: "https://spam.example",
    });
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toContain(honeypotPt);
    expect(html).toContain('value="Robô Spam"');
    expect(await count("SELECT COUNT(*) AS n FROM users WHERE email = ?1", email)).toBe(0);
    expect(await count("SELECT COUNT(*) AS n FROM outbox WHERE recipient = ?1", email)).toBe(0);
  });

  it("refuses a filled-in login and reset without signing in or sending anything", async () => {
    const { email } = await signedInUser();
    const browser = new Browser({ "Accept-Language": "pt-BR", "CF-Connecting-IP": freshIp() });
    const login = await browser.post("/login", { email, password: "a-good-password", website: "x" });
    expect(login.status).toBe(400);
    expect(await login.text()).toContain(honeypotPt);
    expect(login.headers.getSetCookie().some((c) => c.startsWith("mn_session="))).toBe(false);

    const before = await count("SELECT COUNT(*) AS n FROM outbox WHERE recipient = ?1", email);
    const reset = await browser.post("/esqueci-senha", { email, website: "x" });
    expect(reset.status).toBe(400);
    expect(await reset.text()).toContain(honeypotPt);
    expect(await count("SELECT COUNT(*) AS n FROM outbox WHERE recipient = ?1", email)).toBe(before);

    // The same login left empty, as a person leaves it, goes through.
    const person = await browser.post("/login", { email, password: "a-good-password", website: "" });
    expect(person.status).toBe(303);
  });
});

describe("rate limits on AI actions", () => {
  it("stops a creator after 60 AI requests a minute, on every AI action, with what they typed kept", async () => {
    const { userId, browser } = await signedInUser();
    await setUsage(userId, { trends: 1000 });
    // The limiter counts in fixed one-minute windows: if a window ends during the run, up to 60
    // more get through before the refusal, never fewer than 60.
    const allowed = await requestsUntilRefused([browser]);
    expect(allowed).toBeGreaterThanOrEqual(60);
    expect(allowed).toBeLessThanOrEqual(120);

    const trend = await trendRequest(browser, "pescaria esportiva");
    expect(trend.status).toBe(429);
    const trendPage = await trend.text();
    expect(trendPage).toContain(tooManyPt);
    expect(trendPage).toContain("pescaria esportiva");

    const generate = await browser.post("/gerar", { intent: "generate", niche: "bolos de pote" });
    expect(generate.status).toBe(429);
    const generatePage = await generate.text();
    expect(generatePage).toContain(tooManyPt);
    expect(generatePage).toContain("bolos de pote");

    const expert = await browser.post("/thumbnail-expert", {
      intent: "send",
      conversationId: crypto.randomUUID(),
      clientMessageId: crypto.randomUUID(),
      text: "Meu vídeo ensina a fazer pão",
    });
    expect(expert.status).toBe(429);
    const expertPage = await expert.text();
    expect(expertPage).toContain(tooManyPt);
    expect(expertPage).toContain("Meu vídeo ensina a fazer pão");

    const image = new FormData();
    image.set(
      "image",
      new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], "foto.png", { type: "image/png" }),
    );
    image.set("target", "4K");
    const upscale = await multipart(browser, "/image-upscale", image);
    expect(upscale.status).toBe(429);
    expect(await upscale.text()).toContain(tooManyPt);

    await applyPlanStatement(env.DB, userId, "starter").run();
    const pictures = new FormData();
    pictures.set("intent", "pictures");
    pictures.set("title", "Como fazer pão caseiro");
    const video = await multipart(browser, "/video-analysis", pictures);
    expect(video.status).toBe(429);
    const videoPage = await video.text();
    expect(videoPage).toContain(tooManyPt);
    expect(videoPage).toContain("Como fazer pão caseiro");

    // Nothing was started, stored or charged by the refused requests.
    expect(await count("SELECT COUNT(*) AS n FROM jobs WHERE user_id = ?1", userId)).toBe(0);
    expect(await count("SELECT COUNT(*) AS n FROM chat_conversations WHERE user_id = ?1", userId)).toBe(0);
    expect((await env.MEDIA.list({ prefix: `upscale/${userId}/` })).objects).toEqual([]);
  }, 60_000);

  it("counts each creator apart, and an address more loosely: 120 a minute across its creators", async () => {
    const address = freshIp();
    const creators = await Promise.all([1, 2, 3].map(() => signedInUser({ language: "en" })));
    for (const { userId } of creators) await setUsage(userId, { trends: 1000 });
    const onAddress = creators.map(
      ({ browser }) =>
        new Browser({
          "Accept-Language": "en-US",
          "CF-Connecting-IP": address,
          Cookie: browser.cookieHeader,
        }),
    );
    // Round robin: when the address has used its 120, each creator has used about 40 of their 60.
    const allowed = await requestsUntilRefused(onAddress);
    expect(allowed).toBeGreaterThanOrEqual(120);
    expect(allowed).toBeLessThanOrEqual(240);
    const third = await trendRequest(onAddress[2]!, "woodworking");
    expect(third.status).toBe(429);
    const page = await third.text();
    expect(page).toContain(tooManyEn);
    expect(page).toContain("woodworking");
    // The same creator from another address still gets through to the plan's answer.
    expect((await trendRequest(creators[2]!.browser)).status).toBe(403);
  }, 60_000);
});

describe("rate limits on feedback", () => {
  it("takes 5 messages a minute from a creator, then refuses with the message kept", async () => {
    const { userId, browser } = await signedInUser();
    const send = (subject: string) =>
      browser.post("/dashboard", {
        intent: "feedback",
        type: "suggestion",
        subject,
        message: "Seria ótimo poder exportar em WebP também.",
      });
    for (let i = 1; i <= 5; i++) expect((await send(`Sugestão ${i}`)).status, `feedback ${i}`).toBe(303);
    const sixth = await send("Sugestão 6");
    expect(sixth.status).toBe(429);
    const html = await sixth.text();
    expect(html).toContain(tooManyPt);
    expect(await count("SELECT COUNT(*) AS n FROM feedback WHERE user_id = ?1", userId)).toBe(5);
  });
});
