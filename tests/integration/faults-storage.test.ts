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
import { profileOf, signedInUser } from "./billing-helpers";
import { origin } from "./helpers";
import { inProcessMedia } from "./in-process-media";
import { picture } from "./pictures";

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

/** A request as a browser without JavaScript sends it: a page, or a form (urlencoded or multipart). */
async function request(
  path: string,
  options: { cookie: string; env: Env; form?: Record<string, string> | FormData; language?: string },
) {
  const headers = new Headers({
    Host: new URL(origin).host,
    Cookie: options.cookie,
    "Accept-Language": options.language ?? "pt-BR",
  });
  let body: string | FormData | undefined;
  if (options.form instanceof FormData) {
    headers.set("Origin", origin);
    body = options.form;
  } else if (options.form) {
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

  it("a profile save that fails comes back, without JavaScript, with what was typed and the message in the form", async () => {
    const { userId, browser } = await signedInUser();
    const failing = { ...env, DB: brokenDb((sql) => /^\s*update\s+"?profiles/i.test(sql)) } as Env;
    for (const [language, message] of [
      ["pt-BR", "Erro ao atualizar perfil. Tente novamente."],
      ["en-US", "Could not update the profile. Try again."],
    ] as const) {
      const page = await request("/configuracoes/perfil", {
        cookie: browser.cookieHeader,
        env: failing,
        language,
        form: { intent: "profile", fullName: "Nome Que Não Pode Sumir" },
      });
      expect(page.status).toBe(503);
      expect(page.text).toContain('value="Nome Que Não Pode Sumir"');
      // Inline, in the re-rendered form, announced; not a toast kept for the next page.
      expect(page.text).toMatch(new RegExp(`role="alert"[^]*${message.replace(/\./g, "\\.")}[^]*</form>`));
      expect(page.headers.get("Set-Cookie") ?? "").not.toContain("toast=");
    }
    const row = await env.DB.prepare("SELECT full_name AS name FROM profiles WHERE id = ?1")
      .bind(userId)
      .first<{ name: string }>();
    expect(row?.name).not.toBe("Nome Que Não Pode Sumir");
  });

  it("feedback that cannot be saved comes back, without JavaScript, in the open dialog with what was typed and a message", async () => {
    const { userId, browser } = await signedInUser();
    const failing = { ...env, DB: brokenDb((sql) => /^\s*insert\s+into\s+"?feedback"?\s/i.test(sql)) } as Env;
    for (const [language, title, message] of [
      ["pt-BR", "Erro ao enviar feedback", "O que você escreveu continua aqui"],
      ["en-US", "Error sending feedback", "What you wrote is still here"],
    ] as const) {
      const page = await request("/dashboard?feedback=1", {
        cookie: browser.cookieHeader,
        env: failing,
        language,
        form: {
          intent: "feedback",
          type: "problem",
          subject: "Exportação travou",
          message: "O pacote .zip não baixa no meu celular.",
        },
      });
      expect(page.status).toBe(503);
      expect(page.text).toContain('role="dialog"');
      expect(page.text).toContain('value="Exportação travou"');
      expect(page.text).toContain(">O pacote .zip não baixa no meu celular.</textarea>");
      expect(page.text).toMatch(new RegExp(`role="alert"[^]*${title}[^]*${message}[^]*</form>`));
      expect(page.headers.get("Set-Cookie") ?? "").not.toContain("toast=");
    }
    const saved = await env.DB.prepare("SELECT COUNT(*) AS n FROM feedback WHERE user_id = ?1")
      .bind(userId)
      .first<{ n: number }>();
    expect(saved?.n).toBe(0);
  });

  it("an image R2 cannot store gives the quick generator's form back with what was typed and a message, nothing queued", async () => {
    const { userId, browser } = await signedInUser();
    const failing = { ...env, MEDIA: brokenMedia() } as Env;
    for (const [language, message] of [
      ["pt-BR", "Não foi possível guardar a imagem agora"],
      ["en-US", "The image could not be stored right now"],
    ] as const) {
      const form = new FormData();
      form.set("intent", "generate");
      form.set("niche", "Culinária rápida");
      form.set("titles", "Pão caseiro em 10 minutos");
      form.set("image", new File([picture(160, 90)], "rosto.png", { type: "image/png" }));
      const page = await request("/gerar", { cookie: browser.cookieHeader, env: failing, language, form });
      expect(page.status).toBe(503);
      expect(page.headers.get("Content-Type")).toContain("text/html");
      expect(page.text).toContain('value="Culinária rápida"');
      expect(page.text).toContain(">Pão caseiro em 10 minutos</textarea>");
      expect(page.text).toMatch(new RegExp(`role="alert"[^]*${message}[^]*</form>`));
    }
    const jobs = await env.DB.prepare("SELECT COUNT(*) AS n FROM jobs WHERE user_id = ?1")
      .bind(userId)
      .first<{ n: number }>();
    expect(jobs?.n).toBe(0);
    const held = await env.DB.prepare("SELECT COUNT(*) AS n FROM usage_charges WHERE user_id = ?1")
      .bind(userId)
      .first<{ n: number }>();
    expect(held?.n).toBe(0);
    expect(await profileOf(userId)).toMatchObject({ usedThumbnails: 0, usedAiCredits: 0 });
  });

  it("an image R2 cannot store gives the Thumbnail Expert's message back with what was typed and a message", async () => {
    const { userId, browser } = await signedInUser();
    const failing = { ...env, MEDIA: brokenMedia() } as Env;
    for (const [language, message] of [
      ["pt-BR", "Não foi possível guardar a imagem agora"],
      ["en-US", "The image could not be stored right now"],
    ] as const) {
      const form = new FormData();
      form.set("intent", "send");
      form.set("conversationId", crypto.randomUUID());
      form.set("clientMessageId", crypto.randomUUID());
      form.set("text", "Receita de pão de queijo crocante");
      form.set("reference", new File([picture(160, 90)], "rosto.png", { type: "image/png" }));
      const page = await request("/thumbnail-expert", {
        cookie: browser.cookieHeader,
        env: failing,
        language,
        form,
      });
      expect(page.status).toBe(503);
      expect(page.text).toContain("Receita de pão de queijo crocante");
      expect(page.text).toContain(message);
    }
    const conversations = await env.DB.prepare(
      "SELECT COUNT(*) AS n FROM chat_conversations WHERE user_id = ?1",
    )
      .bind(userId)
      .first<{ n: number }>();
    expect(conversations?.n).toBe(0);
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
