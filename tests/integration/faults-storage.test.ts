/**
 * D1 and R2 failing under a request: the creator sees a real page (the error page in their
 * language, with the way home, or the form again with what they typed and a message), never a
 * blank one. The Worker's own router runs in this test's isolate with a broken binding swapped in.
 */
import type { ServerBuild } from "@remix-run/cloudflare";
import * as build from "#server-build";
import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { createWebApp } from "../../workers/web";
import { signedInUser } from "./billing-helpers";
import { origin } from "./helpers";
import { inProcessMedia } from "./in-process-media";

const app = createWebApp(build as unknown as ServerBuild, inProcessMedia);

/** D1 that throws for the statements `failing` picks (as when D1 is unavailable or overloaded). */
function brokenDb(failing: (sql: string) => boolean): D1Database {
  return new Proxy(env.DB, {
    get(target, property) {
      if (property === "prepare")
        return (sql: string) => {
          if (failing(sql)) throw new Error("D1_ERROR: simulated outage");
          return target.prepare(sql);
        };
      if (property === "batch") return (statements: D1PreparedStatement[]) => target.batch(statements);
      const value = Reflect.get(target, property, target);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
}

function brokenMedia(): R2Bucket {
  const fail = () => Promise.reject(new Error("R2 simulated outage"));
  return new Proxy(env.MEDIA, {
    get(target, property) {
      if (["get", "put", "head", "list", "delete"].includes(String(property))) return fail;
      const value = Reflect.get(target, property, target);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
}

async function request(
  path: string,
  options: { cookie: string; env: Env; form?: Record<string, string>; language?: string },
) {
  const headers = new Headers({
    Host: new URL(origin).host,
    Cookie: options.cookie,
    "Accept-Language": options.language ?? "pt-BR",
  });
  let body: string | undefined;
  if (options.form) {
    headers.set("Content-Type", "application/x-www-form-urlencoded");
    headers.set("Origin", origin);
    body = new URLSearchParams(options.form).toString();
  }
  const ctx = createExecutionContext();
  const response = await app.fetch(
    new Request(new URL(path, origin), {
      method: options.form ? "POST" : "GET",
      headers,
      body,
      redirect: "manual",
    }),
    options.env,
    ctx,
  );
  const text = await response.text();
  await waitOnExecutionContext(ctx);
  return { status: response.status, text, headers: response.headers };
}

describe("storage faults", () => {
  it("a page whose data cannot be read shows the error page in the creator's language, with the way home", async () => {
    const { browser } = await signedInUser();
    const cookie = browser.cookieHeader;
    for (const [language, title, home] of [
      ["pt-BR", "Algo deu errado", "Voltar ao início"],
      ["en-US", "Something went wrong", "Return to Home"],
    ] as const) {
      // Everything but the session lookup fails: the dashboard's thumbnails cannot be read.
      const failing = { ...env, DB: brokenDb((sql) => /thumbnails/i.test(sql)) } as Env;
      const page = await request("/dashboard", { cookie, env: failing, language });
      expect(page.status).toBe(500);
      expect(page.headers.get("Content-Type")).toContain("text/html");
      expect(page.text).toContain(title);
      expect(page.text).toContain(home);
      expect(page.text).toContain('href="/"');
    }
  });

  it("when D1 is down altogether, the page still answers with the error page, not a blank one", async () => {
    const { browser } = await signedInUser();
    const failing = { ...env, DB: brokenDb(() => true) } as Env;
    const page = await request("/configuracoes/perfil", { cookie: browser.cookieHeader, env: failing });
    expect(page.status).toBe(500);
    expect(page.text).toMatch(/Algo deu errado|Something went wrong/);
    expect(page.text.length).toBeGreaterThan(500);
  });

  it("a form whose save fails comes back with what was typed and a message", async () => {
    const { userId, browser } = await signedInUser();
    const failing = { ...env, DB: brokenDb((sql) => /^\s*update\s+"?profiles/i.test(sql)) } as Env;
    const page = await request("/configuracoes/perfil", {
      cookie: browser.cookieHeader,
      env: failing,
      form: { intent: "profile", fullName: "Nome Que Não Pode Sumir" },
    });
    expect(page.status).toBeGreaterThanOrEqual(400);
    expect(page.text).toContain("Nome Que Não Pode Sumir");
    expect(page.text).toMatch(/Algo deu errado|Não foi possível|Tente novamente/);
    const row = await env.DB.prepare("SELECT full_name AS name FROM profiles WHERE id = ?1")
      .bind(userId)
      .first<{ name: string }>();
    expect(row?.name).not.toBe("Nome Que Não Pode Sumir");
  });

  it("a picture that cannot be read from R2 is answered with an error status, never a broken 200", async () => {
    const { userId, browser } = await signedInUser();
    const id = crypto.randomUUID();
    await env.DB.prepare("INSERT INTO thumbnails (id, user_id, title, image_url) VALUES (?1, ?2, 'Capa', ?3)")
      .bind(id, userId, `thumbnails/${userId}/${id}.jpg`)
      .run();
    const failing = { ...env, MEDIA: brokenMedia() } as Env;
    const image = await request(`/thumbnails/${id}/download`, { cookie: browser.cookieHeader, env: failing });
    expect(image.status).toBeGreaterThanOrEqual(500);
    expect(image.status).toBeLessThan(600);
  });
});
