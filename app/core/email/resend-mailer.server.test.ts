import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startFakeResend } from "../../../tests/fakes/resend";
import { EmailDeliveryError, ResendMailer } from "~/core/email/resend-mailer.server";

describe("ResendMailer against a local Resend", () => {
  let fake: Awaited<ReturnType<typeof startFakeResend>>;
  beforeAll(async () => {
    fake = await startFakeResend();
  });
  afterAll(() => fake.close());

  const mailer = () =>
    new ResendMailer({
      apiKey: "re_test_key",
      baseUrl: `${fake.url}/`,
      from: "Miniatura <nao-responda@miniatura.app>",
    });

  it("sends the message with the key and the sender, and returns Resend's id", async () => {
    const result = await mailer().send({
      to: "criadora@example.com",
      subject: "Confirme seu e-mail",
      text: "Olá! Confirme aqui.",
      html: "<p>Olá!</p>",
    });
    expect(result.id).toMatch(/^fake-/);
    const last = fake.sent.at(-1);
    expect(last?.authorization).toBe("Bearer re_test_key");
    expect(last?.body).toEqual({
      from: "Miniatura <nao-responda@miniatura.app>",
      to: ["criadora@example.com"],
      subject: "Confirme seu e-mail",
      text: "Olá! Confirme aqui.",
      html: "<p>Olá!</p>",
    });
  });

  it("reports a refused e-mail as an EmailDeliveryError with the status", async () => {
    fake.failNext(422);
    const attempt = mailer().send({ to: "x@example.com", subject: "s", text: "t" });
    await expect(attempt).rejects.toBeInstanceOf(EmailDeliveryError);
    fake.failNext(503);
    await expect(mailer().send({ to: "x@example.com", subject: "s", text: "t" })).rejects.toMatchObject({
      status: 503,
    });
  });
});
