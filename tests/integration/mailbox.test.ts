import type { ServerBuild } from "@remix-run/cloudflare";
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { createMailer } from "~/core/email/create-mailer.server";
import { Browser } from "./helpers";
import { inProcessMedia } from "./in-process-media";

describe("e-mail without a provider key", () => {
  it("goes to the outbox and is readable at /dev/mailbox outside production", async () => {
    const mailer = createMailer(env);
    expect(mailer.name).toBe("outbox");
    const subject = `Confirme seu e-mail ${crypto.randomUUID().slice(0, 8)}`;
    await mailer.send({ to: "Criadora@Example.com", subject, text: "Clique no link para confirmar." });
    const html = await (await new Browser({ "Accept-Language": "pt-BR" }).get("/dev/mailbox")).text();
    expect(html).toContain(subject);
    expect(html).toContain("Para criadora@example.com");
    expect(html).toContain("Clique no link para confirmar.");
  });

  it("uses Resend when a key is configured", () => {
    expect(createMailer({ ...env, RESEND_API_KEY: "re_123" } as Env).name).toBe("resend");
  });

  it("hides /dev/mailbox in production", async () => {
    // The same route, rendered with production bindings.
    const { createWebApp } = await import("../../workers/web");
    const build = await import("#server-build");
    const app = createWebApp(build as unknown as ServerBuild, inProcessMedia);
    const response = await app.fetch(
      new Request("http://miniatura.test/dev/mailbox"),
      { ...env, APP_ENV: "production" },
      {
        waitUntil() {},
        passThroughOnException() {},
        props: {},
      } as unknown as ExecutionContext,
    );
    expect(response.status).toBe(404);
  });
});
