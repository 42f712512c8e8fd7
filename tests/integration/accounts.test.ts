/**
 * Accounts through the real routes inside workerd: sign-up, confirmation, login, sessions, reset,
 * rate limits, settings and the referral programme. Each test uses its own e-mail and client IP.
 */
import { env } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { profiles, referrals, sessions, users } from "~/core/db/schema";
import { hashSessionToken, sessionCookieName } from "~/core/auth/session.server";
import { db, en, fresh, lastEmailTo, linkIn, password, pt, signedIn, signUp } from "./account-helpers";
import { Browser } from "./helpers";

describe("sign-up", () => {
  it("creates the user and a Free profile with a referral code, and e-mails a confirmation link", async () => {
    const { email, ip } = fresh("signup");
    const response = await signUp(new Browser(pt(ip)), `  ${email.toUpperCase()} `);
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe(`/login?email=${encodeURIComponent(email)}`);
    const [user] = await db.select().from(users).where(eq(users.email, email));
    expect(user!.emailVerifiedAt).toBeNull();
    const [profile] = await db.select().from(profiles).where(eq(profiles.id, user!.id));
    expect(profile).toMatchObject({
      fullName: "Ana Souza",
      plan: "free",
      monthlyThumbnailsLimit: 3,
      monthlyAiCredits: 30,
    });
    expect(profile!.referralCode).toMatch(/^[A-Z2-9]{8}$/);
    const mail = await lastEmailTo(email);
    expect(mail!.subject).toBe("Confirme seu email na Miniatura");
    expect(mail!.text).toContain("Olá, Ana Souza!");
    expect(linkIn(mail!.text, "/confirmar-email")).toMatch(/^\/confirmar-email\?token=/);
  });

  it("checks every field on the server (JavaScript off)", async () => {
    const { email, ip } = fresh("invalid");
    const response = await new Browser(pt(ip)).post("/cadastro", {
      fullName: " ",
      email,
      password,
      confirmPassword: `${password}x`,
    });
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toContain("Por favor, preencha o nome completo");
    expect(html).toContain("As senhas não coincidem");
    expect(html).toContain("Aceite os termos de uso e a política de privacidade para continuar");
    expect(await db.select().from(users).where(eq(users.email, email))).toHaveLength(0);
  });

  it("a valid ?ref= gives the friend 10 AI credits and records the referral; a bad one is ignored", async () => {
    const referrer = await signedIn("referrer");
    const [{ referralCode }] = (await db
      .select({ referralCode: profiles.referralCode })
      .from(profiles)
      .where(eq(profiles.id, referrer.userId))) as [{ referralCode: string }];
    const friend = fresh("friend");
    await signUp(new Browser(pt(friend.ip)), friend.email, { ref: referralCode.toLowerCase() });
    const [friendUser] = await db.select().from(users).where(eq(users.email, friend.email));
    const [friendProfile] = await db.select().from(profiles).where(eq(profiles.id, friendUser!.id));
    expect(friendProfile!.bonusAiCredits).toBe(10);
    const rows = await db.select().from(referrals).where(eq(referrals.referrerId, referrer.userId));
    expect(rows).toEqual([
      expect.objectContaining({
        referredId: friendUser!.id,
        signupBonusGiven: true,
        purchaseBonusGiven: false,
      }),
    ]);
    const page = await (await referrer.browser.get("/configuracoes/afiliados")).text();
    expect(page).toMatch(/data-testid="referral-total"[^>]*>1</);
    expect(page).toMatch(/data-testid="referral-pending"[^>]*>1</);

    const stranger = fresh("stranger");
    await signUp(new Browser(pt(stranger.ip)), stranger.email, { ref: "NOSUCHCODE" });
    const [strangerUser] = await db.select().from(users).where(eq(users.email, stranger.email));
    const [strangerProfile] = await db.select().from(profiles).where(eq(profiles.id, strangerUser!.id));
    expect(strangerProfile!.bonusAiCredits).toBe(0);
  });
});

describe("confirmation and login", () => {
  it("refuses an unconfirmed e-mail, confirms once, then logs in with a browser-session cookie", async () => {
    const { email, ip } = fresh("confirm");
    const browser = new Browser(pt(ip));
    await signUp(browser, email);
    const early = await browser.post("/login", { email, password });
    expect(early.status).toBe(400);
    expect(await early.text()).toContain("Por favor, confirme seu email antes de fazer login.");

    const link = linkIn((await lastEmailTo(email))!.text, "/confirmar-email");
    const confirmed = await browser.get(link);
    expect(confirmed.headers.get("Location")).toBe("/login");
    const reused = await new Browser(pt(ip)).get(link);
    expect(reused.headers.get("Location")).toBe("/login");
    expect(reused.headers.get("Set-Cookie")).toContain("toast=");

    const login = await browser.post("/login", { email, password });
    expect(login.status).toBe(303);
    expect(login.headers.get("Location")).toBe("/dashboard");
    const cookie = login.headers.getSetCookie().find((c) => c.startsWith(`${sessionCookieName}=`))!;
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).not.toMatch(/Max-Age/);
    const token = cookie.split(";")[0]!.split("=")[1]!;
    expect(token.length).toBeGreaterThanOrEqual(22);
    const [row] = await db
      .select()
      .from(sessions)
      .where(eq(sessions.id, await hashSessionToken(token)));
    expect(row).toMatchObject({ persistent: false });
    const dashboard = await browser.get("/dashboard");
    expect(dashboard.status).toBe(200);
    expect(await dashboard.text()).toContain("Olá, Ana Souza!");
  });

  it("'remember me' gives a 30-day cookie and session", async () => {
    const { login } = await signedIn("remember", { remember: true });
    const cookie = login.headers.getSetCookie().find((c) => c.startsWith(`${sessionCookieName}=`))!;
    expect(cookie).toContain(`Max-Age=${30 * 24 * 60 * 60}`);
  });

  it("maps wrong credentials and bad input to the messages of docs/product.md", async () => {
    const { email, ip } = await signedIn("wrong");
    const wrong = await new Browser(pt(ip)).post("/login", { email, password: "nope-nope" });
    expect(wrong.status).toBe(400);
    const html = await wrong.text();
    expect(html).toContain("Erro no login");
    expect(html).toContain("Email ou senha incorretos.");
    const unknown = await new Browser(en(ip)).post("/login", { email: `x${email}`, password });
    expect(await unknown.text()).toContain("Wrong e-mail or password.");
    const invalid = await new Browser(pt(ip)).post("/login", { email: "not-an-email", password: "123" });
    const invalidHtml = await invalid.text();
    expect(invalidHtml).toContain("Email inválido");
    expect(invalidHtml).toContain("Senha deve ter pelo menos 6 caracteres");
    const empty = await new Browser(pt(ip)).post("/login", {});
    const emptyHtml = await empty.text();
    expect(emptyHtml).toContain("Email é obrigatório");
    expect(emptyHtml).toContain("Senha é obrigatória");
  });

  it("a signed-in visitor is sent from /login and /cadastro to the dashboard", async () => {
    const { browser } = await signedIn("already");
    expect((await browser.get("/login")).headers.get("Location")).toBe("/dashboard");
    expect((await browser.get("/cadastro")).headers.get("Location")).toBe("/dashboard");
  });

  it("goes to the Expert with the pending prompt after signing in, and clears it", async () => {
    const { email, ip } = fresh("prompt");
    const browser = new Browser(pt(ip));
    await browser.post("/comecar", { prompt: "Review do celular mais barato" });
    await signUp(browser, email);
    await browser.get(linkIn((await lastEmailTo(email))!.text, "/confirmar-email"));
    const login = await browser.post("/login", { email, password });
    expect(login.headers.get("Location")).toBe(
      `/thumbnail-expert?${new URLSearchParams({ prompt: "Review do celular mais barato" })}`,
    );
    expect(
      login.headers
        .getSetCookie()
        .some((c) => c.startsWith("pending_prompt=;") || /pending_prompt=[^;]*;.*Max-Age=0/.test(c)),
    ).toBe(true);
  });

  it("an expired session is no session", async () => {
    const { browser, userId } = await signedIn("expired");
    await db
      .update(sessions)
      .set({ expiresAt: Date.now() - 1 })
      .where(eq(sessions.userId, userId));
    expect((await browser.get("/dashboard")).headers.get("Location")).toBe("/");
  });

  it("logging out deletes the session row and sends the visitor home with a farewell", async () => {
    const { browser, userId } = await signedIn("logout");
    const out = await browser.post("/sair", {});
    expect(out.headers.get("Location")).toBe("/");
    expect(out.headers.getSetCookie().join("\n")).toMatch(new RegExp(`${sessionCookieName}=;`));
    expect(await db.select().from(sessions).where(eq(sessions.userId, userId))).toHaveLength(0);
    const home = await (await browser.get("/")).text();
    expect(home).toContain("Até logo!");
  });
});

describe("rate limits", () => {
  it("one IP gets 20 auth requests a minute, whatever the accounts", async () => {
    const ip = "192.0.2.77";
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++) {
      statuses.push(
        (await new Browser(pt(ip)).post("/esqueci-senha", { email: `nobody${i}@example.com` })).status,
      );
    }
    // The whole list, so a failure shows which answer was off.
    expect(statuses).toEqual([...Array<number>(20).fill(303), 429]);
  });
});

describe("forgot and reset password", () => {
  it("answers the same for unknown addresses, and e-mails nobody", async () => {
    const { email, ip } = fresh("ghost");
    const response = await new Browser(pt(ip)).post("/esqueci-senha", { email });
    expect(response.headers.get("Location")).toBe(`/esqueci-senha?sent=${encodeURIComponent(email)}`);
    expect(await lastEmailTo(email)).toBeNull();
    const empty = await new Browser(pt(ip)).post("/esqueci-senha", { email: "" });
    expect(await empty.text()).toContain("Por favor, insira seu email");
  });

  it("resets once with the e-mailed link, signs out every session, and the new password works", async () => {
    const { browser, email, ip, userId } = await signedIn("reset");
    await new Browser(pt(ip)).post("/esqueci-senha", { email });
    const link = linkIn((await lastEmailTo(email))!.text, "/configuracoes/nova-senha");
    const stranger = new Browser(pt(ip));
    expect(await (await stranger.get(link)).text()).toContain("Crie uma nova senha");
    const token = new URL(link, "http://x").searchParams.get("token")!;
    const short = await stranger.post("/configuracoes/nova-senha", {
      token,
      password: "curta",
      confirmPassword: "curta",
    });
    expect(await short.text()).toContain("A senha deve ter pelo menos 8 caracteres");
    const done = await stranger.post("/configuracoes/nova-senha", {
      token,
      password: "nova-senha-boa",
      confirmPassword: "nova-senha-boa",
    });
    expect(done.status).toBe(303);
    expect(await db.select().from(sessions).where(eq(sessions.userId, userId))).toHaveLength(0);
    expect((await browser.get("/dashboard")).headers.get("Location")).toBe("/");
    expect((await lastEmailTo(email))!.subject).toBe("Sua senha da Miniatura foi alterada");
    const again = await stranger.post("/configuracoes/nova-senha", {
      token,
      password: "outra-senha-boa",
      confirmPassword: "outra-senha-boa",
    });
    expect(await again.text()).toContain("Este link é inválido ou expirou");
    expect((await new Browser(pt(ip)).post("/login", { email, password })).status).toBe(400);
    expect((await new Browser(pt(ip)).post("/login", { email, password: "nova-senha-boa" })).status).toBe(
      303,
    );
  });
});

describe("settings", () => {
  it("signed out, /configuracoes goes to /login and comes back", async () => {
    const response = await new Browser().get("/configuracoes/youtube");
    expect(response.headers.get("Location")).toBe(
      `/login?redirectTo=${encodeURIComponent("/configuracoes/youtube")}`,
    );
  });

  it("the profile tab changes only the signed-in user's name; the e-mail cannot be changed", async () => {
    const a = await signedIn("profile-a");
    const b = await signedIn("profile-b");
    const blank = await a.browser.post("/configuracoes/perfil", { intent: "profile", fullName: "  " });
    expect(await blank.text()).toContain("Por favor, preencha o nome completo");
    const saved = await a.browser.post("/configuracoes/perfil", {
      intent: "profile",
      fullName: "Ana Editada",
      email: b.email,
      id: b.userId,
    });
    expect(saved.status).toBe(303);
    const [profileA] = await db.select().from(profiles).where(eq(profiles.id, a.userId));
    const [profileB] = await db.select().from(profiles).where(eq(profiles.id, b.userId));
    expect(profileA!.fullName).toBe("Ana Editada");
    expect(profileA!.email).toBe(a.email);
    expect(profileB!.fullName).toBe("Ana Souza");
    const page = await (await a.browser.get("/configuracoes/perfil")).text();
    expect(page).toContain("O email não pode ser alterado");
  });

  it("the YouTube key is stored encrypted and never sent back in clear", async () => {
    const { browser, userId } = await signedIn("youtube");
    const empty = await browser.post("/configuracoes/youtube", { apiKey: "   " });
    expect(await empty.text()).toContain("Por favor, insira uma YouTube API Key válida");
    const key = "AIzaSyD-example_KEY_1234wxyz";
    const saved = await browser.post("/configuracoes/youtube", { apiKey: key });
    expect(saved.status).toBe(303);
    const [row] = await db
      .select({ key: profiles.youtubeApiKey })
      .from(profiles)
      .where(eq(profiles.id, userId));
    expect(row!.key).toMatch(/^v1\./);
    expect(row!.key).not.toContain("AIza");
    const page = await (await browser.get("/configuracoes/youtube")).text();
    expect(page).not.toContain(key);
    expect(page).toContain("Chave salva, terminando em wxyz.");
  });

  it("changing the password signs out the other sessions, and e-mails a confirmation", async () => {
    const first = await signedIn("security");
    const second = new Browser(pt(first.ip));
    await second.post("/login", { email: first.email, password });
    const mismatch = await first.browser.post("/configuracoes/seguranca", {
      currentPassword: password,
      password: "nova-senha-123",
      confirmPassword: "outra-senha-123",
    });
    expect(await mismatch.text()).toContain("As senhas não coincidem");
    const empty = await first.browser.post("/configuracoes/seguranca", {});
    expect(await empty.text()).toContain("Por favor, preencha todos os campos de senha");
    const changed = await first.browser.post("/configuracoes/seguranca", {
      currentPassword: password,
      password: "nova-senha-123",
      confirmPassword: "nova-senha-123",
    });
    expect(changed.status).toBe(303);
    expect((await first.browser.get("/dashboard")).status).toBe(200);
    expect((await second.get("/dashboard")).headers.get("Location")).toBe("/");
    expect((await lastEmailTo(first.email))!.subject).toBe("Sua senha da Miniatura foi alterada");
  });

  it("admin setup grants the role only to a confirmed e-mail listed in ADMIN_EMAILS", async () => {
    const outsider = await signedIn("outsider");
    const refused = await outsider.browser.post("/configuracoes/perfil", { intent: "admin" });
    expect(refused.status).toBe(303);
    const [outsiderRow] = await db.select().from(users).where(eq(users.id, outsider.userId));
    expect(outsiderRow!.role).toBe("user");

    const ip = "198.18.0.9";
    const boss = new Browser(pt(ip));
    await db.delete(users).where(eq(users.email, "chief@example.com"));
    await signUp(boss, "Chief@Example.com");
    await boss.get(linkIn((await lastEmailTo("chief@example.com"))!.text, "/confirmar-email"));
    await boss.post("/login", { email: "chief@example.com", password });
    expect(await (await boss.get("/configuracoes/perfil")).text()).toContain("Configurar admin");
    await boss.post("/configuracoes/perfil", { intent: "admin" });
    const [bossRow] = await db.select().from(users).where(eq(users.email, "chief@example.com"));
    expect(bossRow!.role).toBe("admin");
  });
});

describe("e-mails in the user's language", () => {
  it("feedback: a receipt to the creator and the message to support", async () => {
    const { sendFeedbackEmails } = await import("~/features/accounts/auth-emails.server");
    const { getServerT } = await import("~/core/i18n/i18next.server");
    const { email } = fresh("feedback");
    for (const [headers, receipt] of [
      [{ "Accept-Language": "pt-BR" }, "Recebemos sua mensagem: Exportar em 4K"],
      [{ "Accept-Language": "en-US" }, "We received your message: Exportar em 4K"],
    ] as const) {
      const { t } = await getServerT(new Request("http://miniatura.test/", { headers }));
      await sendFeedbackEmails(
        env,
        t,
        { email, name: "Ana Souza" },
        {
          type: "suggestion",
          subject: "Exportar em 4K",
          message: "Seria ótimo exportar direto em 4K.",
        },
      );
      const mail = await lastEmailTo(email);
      expect(mail!.subject).toBe(receipt);
      expect(mail!.text).toContain("Seria ótimo exportar direto em 4K.");
    }
    const team = await lastEmailTo("suporte@miniatura.app");
    expect(team!.subject).toBe("[Feedback · Suggestion] Exportar em 4K");
    expect(team!.text).toContain(`Ana Souza <${email}>`);
  });
});

describe("signed-in pages carry their translations", () => {
  it.each([
    "/dashboard",
    "/configuracoes/perfil",
    "/configuracoes/seguranca",
    "/configuracoes/youtube",
    "/configuracoes/afiliados",
    "/configuracoes/api",
  ])("%s renders no raw translation key", async (path) => {
    const { browser } = await signedIn("keys");
    const html = (await (await browser.get(path)).text()).replace(/<script[\s\S]*?<\/script>/g, "");
    expect(html).not.toMatch(
      /(>|=")\s*(nav|auth|settings|dashboard|feedback|errors)\.[a-zA-Z]+(\.[a-zA-Z0-9]+)*\s*(<|")/,
    );
  });
});
