/**
 * Issue 24's account findings, each through the real routes inside workerd: a Google sign-in
 * linking to a pre-registered account, older reset links, e-mailed links and the Host header,
 * redirects, sign-up enumeration, the password change and the login lock.
 */
import { env, SELF } from "cloudflare:test";
import { and, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  loginFailures,
  oauthAccounts,
  passwordCredentials,
  profiles,
  referrals,
  sessions,
  users,
} from "~/core/db/schema";
import { loginFailureKeys } from "~/features/accounts/login-lock.server";
import { createUserSession, sessionCookieName } from "~/core/auth/session.server";
import { db, en, fresh, lastEmailTo, linkIn, password, pt, signedIn, signUp } from "./account-helpers";
import { Browser } from "./helpers";

/**
 * "Continue with Google" end to end against the fake Google: the app's redirect to the consent
 * page, the person choosing `email` there, and the callback that exchanges the code.
 */
async function continueWithGoogle(
  browser: Browser,
  email: string,
  name = "Vítima Verdadeira",
  fields: Record<string, string> = {},
) {
  const start = await browser.post("/auth/google", fields);
  expect(start.status).toBe(302);
  const consent = new URL(start.headers.get("Location")!);
  expect(consent.origin).toBe(env.FAKE_GOOGLE_URL);
  const approve = await fetch(`${env.FAKE_GOOGLE_URL}/o/oauth2/v2/approve`, {
    method: "POST",
    redirect: "manual",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({
      redirect_uri: consent.searchParams.get("redirect_uri")!,
      state: consent.searchParams.get("state")!,
      client_id: consent.searchParams.get("client_id")!,
      email,
      name,
      email_verified: "on",
    }),
  });
  const back = new URL(approve.headers.get("Location")!);
  return browser.get(`${back.pathname}${back.search}`);
}

describe("finding 1: Google sign-in and a pre-registered, unconfirmed account", () => {
  it("drops the squatter's password and sessions when the owner signs in with Google", async () => {
    const { email, ip } = fresh("victim");
    const attacker = new Browser(pt(ip));
    const squatterPassword = "senha-do-atacante-1";
    // The squatter's own account's referral code, so a purchase by the victim would pay them.
    const squatterOwn = await signedIn("squatter-own");
    const [{ code }] = (await db
      .select({ code: profiles.referralCode })
      .from(profiles)
      .where(eq(profiles.id, squatterOwn.userId))) as [{ code: string }];
    expect(
      (
        await signUp(attacker, email, {
          fullName: "Nome do Atacante",
          password: squatterPassword,
          confirmPassword: squatterPassword,
          ref: code,
        })
      ).status,
    ).toBe(303);
    const [account] = await db.select().from(users).where(eq(users.email, email));
    expect(account!.emailVerifiedAt).toBeNull();
    // A session the squatter holds on the unconfirmed account (however it was obtained).
    const cookie = await createUserSession(new Request("http://miniatura.test/"), env, {
      userId: account!.id,
      persistent: true,
    });
    attacker.setCookie(sessionCookieName, /mn_session=([^;]+)/.exec(cookie)![1]!);
    expect((await attacker.get("/dashboard")).status).toBe(200);

    const victim = new Browser(pt("198.18.10.1"));
    const back = await continueWithGoogle(victim, email);
    expect(back.status).toBe(303);
    expect(back.headers.get("Location")).toBe("/dashboard");
    const dashboard = await victim.get("/dashboard");
    expect(dashboard.status).toBe(200);

    // Same account (the owner keeps the address), now confirmed and linked to Google...
    const [linked] = await db.select().from(oauthAccounts).where(eq(oauthAccounts.userId, account!.id));
    expect(linked).toBeDefined();
    const [after] = await db.select().from(users).where(eq(users.id, account!.id));
    expect(after!.emailVerifiedAt).not.toBeNull();
    // ...but nothing of the squatter's works any more.
    expect(
      await db.select().from(passwordCredentials).where(eq(passwordCredentials.userId, account!.id)),
    ).toHaveLength(0);
    expect((await attacker.get("/dashboard")).headers.get("Location")).toBe("/");
    expect(await db.select().from(referrals).where(eq(referrals.referredId, account!.id))).toHaveLength(0);
    const [profile] = await db.select().from(profiles).where(eq(profiles.id, account!.id));
    expect(profile!.fullName).toBe("Vítima Verdadeira");
    const login = await new Browser(pt(ip)).post("/login", { email, password: squatterPassword });
    expect(login.status).toBe(400);
    expect(await login.text()).toContain("Email ou senha incorretos.");
    expect(await db.select().from(sessions).where(eq(sessions.userId, account!.id))).toHaveLength(1);
  });

  it("linking Google to a confirmed account keeps its password and sessions", async () => {
    const { email, ip } = fresh("owner");
    const owner = new Browser(pt(ip));
    await signUp(owner, email);
    const link = /https?:\/\/\S+\/confirmar-email\?token=[\w-]+/.exec((await lastEmailTo(email))!.text)![0];
    await owner.get(new URL(link).pathname + new URL(link).search);
    expect((await owner.post("/login", { email, password: "segredo-forte-1" })).status).toBe(303);
    const google = await continueWithGoogle(new Browser(pt("198.18.10.2")), email);
    expect(google.status).toBe(303);
    expect((await owner.get("/dashboard")).status).toBe(200);
    expect((await new Browser(pt(ip)).post("/login", { email, password: "segredo-forte-1" })).status).toBe(
      303,
    );
  });
});

describe("finding 2: a reset or a password change invalidates every outstanding reset link", () => {
  async function resetLink(email: string, ip: string) {
    await new Browser(pt(ip)).post("/esqueci-senha", { email });
    return linkIn((await lastEmailTo(email))!.text, "/configuracoes/nova-senha");
  }
  const tokenOf = (link: string) => new URL(link, "http://x").searchParams.get("token")!;

  it("after a reset with the newest link, an older one answers 'expired'", async () => {
    const { email, ip } = await signedIn("older-link");
    const older = await resetLink(email, ip);
    const newer = await resetLink(email, ip);
    const stranger = new Browser(pt(ip));
    const done = await stranger.post("/configuracoes/nova-senha", {
      token: tokenOf(newer),
      password: "nova-senha-boa",
      confirmPassword: "nova-senha-boa",
    });
    expect(done.status).toBe(303);
    // The link's page says so instead of showing the form.
    const page = await (await stranger.get(older)).text();
    expect(page).not.toContain('name="token"');
    expect(page).toContain("Link inválido");
    const reused = await stranger.post("/configuracoes/nova-senha", {
      token: tokenOf(older),
      password: "senha-do-link-velho",
      confirmPassword: "senha-do-link-velho",
    });
    expect(reused.status).toBe(410);
    expect(await reused.text()).toContain("Este link é inválido ou expirou");
    expect((await new Browser(pt(ip)).post("/login", { email, password: "nova-senha-boa" })).status).toBe(
      303,
    );
  });

  it("a link issued before a password change in settings no longer works", async () => {
    const { browser, email, ip } = await signedIn("settings-link");
    const link = await resetLink(email, ip);
    const changed = await browser.post("/configuracoes/seguranca", {
      currentPassword: password,
      password: "trocada-em-config",
      confirmPassword: "trocada-em-config",
    });
    expect(changed.status).toBe(303);
    const reused = await new Browser(pt(ip)).post("/configuracoes/nova-senha", {
      token: tokenOf(link),
      password: "senha-do-link-velho",
      confirmPassword: "senha-do-link-velho",
    });
    expect(reused.status).toBe(410);
    expect(await reused.text()).toContain("Este link é inválido ou expirou");
  });
});

describe("finding 7: the Host header does not control e-mailed links", () => {
  it("a reset requested with Host: evil.example still e-mails a link to APP_URL", async () => {
    const { email, ip } = await signedIn("host-header");
    const response = await SELF.fetch("http://evil.example/esqueci-senha", {
      method: "POST",
      redirect: "manual",
      headers: {
        Host: "evil.example",
        "X-Forwarded-Host": "evil.example",
        "X-Forwarded-Proto": "https",
        Origin: "http://evil.example",
        "Content-Type": "application/x-www-form-urlencoded",
        ...pt(ip),
      },
      body: new URLSearchParams({ email }).toString(),
    });
    expect(response.status).toBe(303);
    const mail = (await lastEmailTo(email))!;
    expect(mail.subject).toBe("Redefina sua senha da Miniatura");
    expect(mail.text).not.toContain("evil.example");
    expect(mail.text).toMatch(/^http:\/\/miniatura\.test\/configuracoes\/nova-senha\?token=[\w-]+$/m);
  });

  it("the Google sign-in's return address comes from APP_URL too", async () => {
    const response = await SELF.fetch("http://evil.example/auth/google", {
      method: "POST",
      redirect: "manual",
      headers: { Host: "evil.example", "X-Forwarded-Host": "evil.example", Origin: "http://evil.example" },
    });
    expect(response.status).toBe(302);
    const consent = new URL(response.headers.get("Location")!);
    expect(consent.searchParams.get("redirect_uri")).toBe("http://miniatura.test/auth/google/callback");
  });
});

describe("finding 8: no open redirect through redirectTo", () => {
  const offSite = ["/.//evil.com", "/..//evil.com", "/%2e%2e//evil.com", "/.\\/evil.com", "/\t/evil.com"];

  it.each(offSite)("the language switch refuses %j and goes home", async (redirectTo) => {
    const response = await new Browser().post("/preferencias/idioma", { language: "pt", redirectTo });
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe("/");
  });

  it.each(offSite)("the theme switch refuses %j too", async (redirectTo) => {
    const response = await new Browser().post("/preferencias/tema", { theme: "dark", redirectTo });
    expect(response.headers.get("Location")).toBe("/");
  });

  it("the language switch keeps a same-site page and drops its ?lng=", async () => {
    const response = await new Browser().post("/preferencias/idioma", {
      language: "en",
      redirectTo: "/status?lng=pt&job=abc",
    });
    expect(response.headers.get("Location")).toBe("/status?job=abc");
  });

  it("Google sign-in refuses an off-site redirectTo and goes to the dashboard", async () => {
    const { email, ip } = fresh("redirect-google");
    const back = await continueWithGoogle(new Browser(pt(ip)), email, "Ana", { redirectTo: "/.//evil.com" });
    expect(back.headers.get("Location")).toBe("/dashboard");
  });

  it("the login refuses an off-site redirectTo and goes to the dashboard", async () => {
    const { email, ip } = await signedIn("redirect-login");
    const page = await (await new Browser(pt(ip)).get("/login?redirectTo=/.//evil.com")).text();
    // The login form does not carry it on (the page's own address, in the form actions, may).
    expect(page).not.toContain('value="/.//evil.com"');
    expect(page).not.toContain('value="//evil.com"');
    const login = await new Browser(pt(ip)).post("/login", { email, password, redirectTo: "/.//evil.com" });
    expect(login.status).toBe(303);
    expect(login.headers.get("Location")).toBe("/dashboard");
  });
});

describe("finding 9: sign-up answers an existing e-mail exactly as a new one", () => {
  /** What a client can observe of a sign-up's answer, with the e-mail itself taken out. */
  async function observable(response: Response, email: string) {
    return {
      status: response.status,
      location: response.headers.get("Location")?.replace(encodeURIComponent(email), "<email>"),
      cookies: response.headers.getSetCookie().map((cookie) => {
        const [pair = "", ...attributes] = cookie.split(";");
        return [pair.split("=")[0], ...attributes.map((a) => a.trim())].join("; ");
      }),
      body: (await response.text()).replaceAll(email, "<email>"),
    };
  }

  it.each([
    ["pt", pt, "Alguém tentou criar uma conta na Miniatura com este email"],
    ["en", en, "Someone tried to create a Miniatura account with this e-mail"],
  ] as const)("%s: same answer, no second account, and the owner is told", async (_, headers, body) => {
    const owner = await signedIn("owner-signup");
    const { email: newEmail, ip } = fresh("newcomer");
    const forNew = await observable(await signUp(new Browser(headers(ip)), newEmail), newEmail);
    const forExisting = await observable(await signUp(new Browser(headers(ip)), owner.email), owner.email);
    expect(forExisting).toEqual(forNew);
    expect(forExisting.status).toBe(303);
    expect(await db.select().from(users).where(eq(users.email, owner.email))).toHaveLength(1);

    const mail = (await lastEmailTo(owner.email))!;
    expect(mail.text).toContain(body);
    expect(mail.text).toContain("http://miniatura.test/esqueci-senha");
    expect(mail.text).toContain("http://miniatura.test/login");
    // The owner's password still works; the one typed in the attempt does not.
    expect(
      (await new Browser(headers(owner.ip)).post("/login", { email: owner.email, password })).status,
    ).toBe(303);
  });

  it("the attempt's password is never set on the existing account", async () => {
    const owner = await signedIn("owner-password");
    await signUp(new Browser(pt(owner.ip)), owner.email, {
      password: "outra-senha-qualquer",
      confirmPassword: "outra-senha-qualquer",
    });
    const login = await new Browser(pt(owner.ip)).post("/login", {
      email: owner.email,
      password: "outra-senha-qualquer",
    });
    expect(login.status).toBe(400);
  });
});

describe("finding 6: a password change asks for the current password", () => {
  it.each([
    ["pt", "A senha atual está incorreta.", "Informe a sua senha atual."],
    ["en", "The current password is incorrect.", "Enter your current password."],
  ] as const)(
    "%s: a wrong or missing current password is refused and nothing changes",
    async (language, wrong, missing) => {
      const { browser, email, ip } = await signedIn(`current-${language}`, { language });
      const refused = await browser.post("/configuracoes/seguranca", {
        currentPassword: "nao-e-essa-senha",
        password: "nova-senha-123",
        confirmPassword: "nova-senha-123",
        keepOtherSessions: "on",
      });
      expect(refused.status).toBe(400);
      const html = await refused.text();
      expect(html).toContain(wrong);
      // Nothing secret comes back; the form keeps its other state.
      expect(html).not.toContain('value="nao-e-essa-senha"');
      expect(html).not.toContain('value="nova-senha-123"');
      expect(html).toMatch(/name="keepOtherSessions"[^>]*checked/);
      const empty = await browser.post("/configuracoes/seguranca", {
        password: "nova-senha-123",
        confirmPassword: "nova-senha-123",
      });
      expect(empty.status).toBe(400);
      expect(await empty.text()).toContain(missing);
      expect((await new Browser(pt(ip)).post("/login", { email, password })).status).toBe(303);
    },
  );

  it("wrong current passwords count toward the login lock", async () => {
    const { browser, email, ip } = await signedIn("current-lock");
    for (let i = 0; i < 5; i++) {
      const wrong = await browser.post("/configuracoes/seguranca", {
        currentPassword: `errada-${i}-senha`,
        password: "nova-senha-123",
        confirmPassword: "nova-senha-123",
      });
      expect(wrong.status).toBe(400);
    }
    const locked = await browser.post("/configuracoes/seguranca", {
      currentPassword: password,
      password: "nova-senha-123",
      confirmPassword: "nova-senha-123",
    });
    expect(locked.status).toBe(429);
    expect(await locked.text()).toContain("Muitas tentativas. Tente de novo em 5 minutos.");
    // The same address is held back at the login too; the password did not change.
    expect((await new Browser(pt(ip)).post("/login", { email, password })).status).toBe(429);
  });

  it("with the right one it changes, signs out the other sessions by default and says so by e-mail", async () => {
    const first = await signedIn("change-default");
    const second = new Browser(pt(first.ip));
    expect((await second.post("/login", { email: first.email, password })).status).toBe(303);
    const changed = await first.browser.post("/configuracoes/seguranca", {
      currentPassword: password,
      password: "nova-senha-123",
      confirmPassword: "nova-senha-123",
    });
    expect(changed.status).toBe(303);
    expect((await first.browser.get("/dashboard")).status).toBe(200);
    expect((await second.get("/dashboard")).headers.get("Location")).toBe("/");
    const mail = (await lastEmailTo(first.email))!;
    expect(mail.subject).toBe("Sua senha da Miniatura foi alterada");
    expect(mail.text).toContain("Por segurança, saímos da sua conta em todos os outros dispositivos.");
  });

  it("'keep me signed in elsewhere' keeps the other sessions", async () => {
    const first = await signedIn("change-keep");
    const second = new Browser(pt(first.ip));
    await second.post("/login", { email: first.email, password });
    const changed = await first.browser.post("/configuracoes/seguranca", {
      currentPassword: password,
      password: "nova-senha-123",
      confirmPassword: "nova-senha-123",
      keepOtherSessions: "on",
    });
    expect(changed.status).toBe(303);
    expect((await second.get("/dashboard")).status).toBe(200);
    expect((await lastEmailTo(first.email))!.text).not.toContain("outros dispositivos");
  });

  it("a Google-only account sets a first password only within 10 minutes of signing in", async () => {
    const { email, ip } = fresh("google-only");
    const browser = new Browser(pt(ip));
    expect((await continueWithGoogle(browser, email)).status).toBe(303);
    const [user] = await db.select().from(users).where(eq(users.email, email));
    const page = await (await browser.get("/configuracoes/seguranca")).text();
    expect(page).not.toContain('name="currentPassword"');

    // A sign-in 11 minutes old is not fresh: sign in with Google again, with the way to do it.
    await db
      .update(sessions)
      .set({ createdAt: Date.now() - 11 * 60 * 1000 })
      .where(eq(sessions.userId, user!.id));
    const stale = await browser.post("/configuracoes/seguranca", {
      password: "primeira-senha-1",
      confirmPassword: "primeira-senha-1",
    });
    expect(stale.status).toBe(403);
    const staleHtml = await stale.text();
    expect(staleHtml).toContain("Para criar uma senha, entre de novo com o Google");
    expect(staleHtml).toContain('action="/auth/google"');
    expect(
      await db.select().from(passwordCredentials).where(eq(passwordCredentials.userId, user!.id)),
    ).toHaveLength(0);

    // Signing in with Google again (the button on the page) makes it fresh and comes back here.
    expect(staleHtml).toContain('name="redirectTo" value="/configuracoes/seguranca"');
    const again = await continueWithGoogle(browser, email, "Vítima Verdadeira", {
      redirectTo: "/configuracoes/seguranca",
    });
    expect(again.headers.get("Location")).toBe("/configuracoes/seguranca");
    const first = await browser.post("/configuracoes/seguranca", {
      password: "primeira-senha-1",
      confirmPassword: "primeira-senha-1",
    });
    expect(first.status).toBe(303);
    expect((await new Browser(pt(ip)).post("/login", { email, password: "primeira-senha-1" })).status).toBe(
      303,
    );
  });
});

describe("the login lock: the owner with the right password is not locked out", () => {
  const address = () => `203.0.${100 + Math.floor(Math.random() * 100)}.${Math.floor(Math.random() * 250)}`;
  const hasSession = (response: Response) =>
    response.headers.getSetCookie().some((c) => c.startsWith(`${sessionCookieName}=`));

  /** Moves this address's failures for the account `ms` into the past (the clock the lock reads). */
  async function ageFailures(ip: string, email: string, ms: number) {
    const { accountHash, addressHash } = await loginFailureKeys(
      new Request("http://miniatura.test/", { headers: { "CF-Connecting-IP": ip } }),
      email,
      env.PASSWORD_PEPPER,
    );
    await db
      .update(loginFailures)
      .set({ createdAt: sql`${loginFailures.createdAt} - ${ms}` })
      .where(and(eq(loginFailures.accountHash, accountHash), eq(loginFailures.addressHash, addressHash)));
  }

  it("five wrong from one address make it wait (with the minutes); another address gets in; so does the first after the back-off", async () => {
    const { email } = await signedIn("lock");
    const a = address();
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) {
      statuses.push((await new Browser(pt(a)).post("/login", { email, password: "wrong-one" })).status);
    }
    expect(statuses).toEqual([400, 400, 400, 400, 400]);
    const locked = await new Browser(pt(a)).post("/login", { email, password });
    expect(locked.status).toBe(429);
    expect(await locked.text()).toContain("Muitas tentativas. Tente de novo em 5 minutos.");
    expect(hasSession(locked)).toBe(false);
    const english = await new Browser(en(a)).post("/login", { email, password });
    expect(await english.text()).toContain("Too many attempts. Try again in 5 minutes.");

    const b = await new Browser(pt(address())).post("/login", { email, password });
    expect(b.status).toBe(303);
    expect(hasSession(b)).toBe(true);

    await ageFailures(a, email, 4 * 60 * 1000);
    expect(await (await new Browser(pt(a)).post("/login", { email, password })).text()).toContain(
      "Tente de novo em 1 minuto.",
    );
    await ageFailures(a, email, 60 * 1000);
    const after = await new Browser(pt(a)).post("/login", { email, password });
    expect(after.status).toBe(303);
    expect(hasSession(after)).toBe(true);
  });

  it("guessing from many addresses closes the account to them, not to an address that has not failed", async () => {
    const { email } = await signedIn("lock-many");
    const guessers = Array.from({ length: 20 }, address);
    for (const ip of guessers) {
      expect((await new Browser(pt(ip)).post("/login", { email, password: "wrong-one" })).status).toBe(400);
    }
    const guesser = await new Browser(pt(guessers[0]!)).post("/login", { email, password });
    expect(guesser.status).toBe(429);
    expect(await guesser.text()).toContain("Muitas tentativas. Tente de novo em 15 minutos.");
    const owner = await new Browser(pt(address())).post("/login", { email, password });
    expect(owner.status).toBe(303);
  });

  it("an unknown e-mail is locked the same way (the lock does not tell accounts apart)", async () => {
    const { email } = fresh("lock-ghost");
    const a = address();
    for (let i = 0; i < 5; i++) await new Browser(pt(a)).post("/login", { email, password: "wrong-one" });
    expect((await new Browser(pt(a)).post("/login", { email, password })).status).toBe(429);
  });
});

describe("active sessions (ASVS 5.0 V7.5.2): see them and end them", () => {
  /** The session ids the security tab offers to end, in page order. */
  const endable = (html: string) =>
    [...html.matchAll(/name="session" value="([0-9a-f]{64})"/g)].map((match) => match[1]!);

  it.each([
    ["pt", "Este dispositivo", "Encerrar esta sessão", "Sair de todos os outros dispositivos"],
    ["en", "This device", "End this session", "Sign out all other devices"],
  ] as const)(
    "%s: lists the account's sessions and ends one, then all the others",
    async (language, current, one, all) => {
      const first = await signedIn(`sessions-${language}`, { language });
      const headers = language === "en" ? en(first.ip) : pt(first.ip);
      const second = new Browser({ ...headers, "User-Agent": "Second Phone Browser/1.0" });
      const third = new Browser({ ...headers, "User-Agent": "Third Laptop Browser/2.0" });
      await second.post("/login", { email: first.email, password });
      await third.post("/login", { email: first.email, password });
      const stranger = await signedIn(`sessions-stranger-${language}`);
      const [strangerSession] = await db.select().from(sessions).where(eq(sessions.userId, stranger.userId));

      const page = await (await first.browser.get("/configuracoes/seguranca")).text();
      expect(page).toContain(current);
      expect(page).toContain("Second Phone Browser/1.0");
      expect(page).toContain("Third Laptop Browser/2.0");
      expect(page).toContain(one);
      expect(page).toContain(all);
      const ids = endable(page);
      expect(ids).toHaveLength(2); // the other two; this one signs out through "Sair"
      const [secondRow] = await db
        .select()
        .from(sessions)
        .where(and(eq(sessions.userId, first.userId), eq(sessions.userAgent, "Second Phone Browser/1.0")));

      // Someone else's session id does nothing.
      const foreign = await first.browser.post("/configuracoes/seguranca/sessoes", {
        intent: "end",
        session: strangerSession!.id,
      });
      expect(foreign.status).toBe(303);
      expect((await stranger.browser.get("/dashboard")).status).toBe(200);

      const ended = await first.browser.post("/configuracoes/seguranca/sessoes", {
        intent: "end",
        session: secondRow!.id,
      });
      expect(ended.status).toBe(303);
      expect(ended.headers.get("Location")).toBe("/configuracoes/seguranca");
      expect((await second.get("/dashboard")).headers.get("Location")).toBe("/");
      expect((await third.get("/dashboard")).status).toBe(200);

      const others = await first.browser.post("/configuracoes/seguranca/sessoes", { intent: "end-others" });
      expect(others.status).toBe(303);
      expect((await third.get("/dashboard")).headers.get("Location")).toBe("/");
      expect((await first.browser.get("/dashboard")).status).toBe(200);
      expect(await db.select().from(sessions).where(eq(sessions.userId, first.userId))).toHaveLength(1);
    },
  );

  it("signed out, ending sessions goes to the login", async () => {
    const response = await new Browser().post("/configuracoes/seguranca/sessoes", { intent: "end-others" });
    expect(response.headers.get("Location")).toMatch(/^\/login/);
  });
});
