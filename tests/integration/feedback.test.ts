/**
 * The dashboard's feedback dialog through the real route: validation with the messages of
 * docs/product.md (the typed text kept), signed-in only, stored, and e-mailed to support after the
 * response.
 */
import { env, SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { signedInUser } from "./billing-helpers";
import { eventually, origin } from "./helpers";

async function feedbackRows(userId: string) {
  const { results } = await env.DB.prepare(`SELECT type, subject, message FROM feedback WHERE user_id = ?1`)
    .bind(userId)
    .all<{ type: string; subject: string; message: string }>();
  return results;
}

describe("feedback", () => {
  it("refuses short or missing fields with the messages of docs/product.md and keeps what was typed", async () => {
    const { userId, browser } = await signedInUser();
    const response = await browser.post("/dashboard?feedback=1", {
      intent: "feedback",
      type: "",
      subject: "  oi ",
      message: "curta",
    });
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toContain("Escolha o tipo de feedback");
    expect(html).toContain("Assunto deve ter no mínimo 3 caracteres");
    expect(html).toContain("Mensagem deve ter no mínimo 10 caracteres");
    expect(html).toContain('value="  oi "');
    expect(html).toContain(">curta</textarea>");
    expect(html).toContain('role="dialog"');
    const long = await browser.post("/dashboard?feedback=1", {
      intent: "feedback",
      type: "other",
      subject: "x".repeat(101),
      message: "y".repeat(1001),
    });
    expect(long.status).toBe(400);
    const longHtml = await long.text();
    expect(longHtml).toContain("Assunto deve ter no máximo 100 caracteres");
    expect(longHtml).toContain("Mensagem deve ter no máximo 1000 caracteres");
    expect(await feedbackRows(userId)).toEqual([]);
  });

  it("stores trimmed feedback, confirms it and e-mails support", async () => {
    const { userId, email, browser } = await signedInUser({ language: "en" });
    const response = await browser.post("/dashboard?feedback=1", {
      intent: "feedback",
      type: "suggestion",
      subject: "  Dark mode for exports ",
      message: "  Could exports keep the dark theme?  ",
    });
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe("/dashboard");
    expect(await (await browser.get("/dashboard")).text()).toContain("Feedback sent successfully!");
    expect(await feedbackRows(userId)).toEqual([
      { type: "suggestion", subject: "Dark mode for exports", message: "Could exports keep the dark theme?" },
    ]);
    const mail = await eventually(async () =>
      env.DB.prepare(`SELECT subject, text FROM outbox WHERE recipient = ?1 AND text LIKE ?2`)
        .bind(env.SUPPORT_EMAIL, `%${email}%`)
        .first<{ subject: string; text: string }>(),
    );
    expect(mail.subject).toContain("Dark mode for exports");
    expect(mail.text).toContain("Could exports keep the dark theme?");
  });

  it("is for signed-in creators only", async () => {
    const response = await SELF.fetch(`${origin}/dashboard?feedback=1`, {
      method: "POST",
      redirect: "manual",
      headers: { "Content-Type": "application/x-www-form-urlencoded", "Accept-Language": "pt-BR" },
      body: new URLSearchParams({
        intent: "feedback",
        type: "other",
        subject: "Olá",
        message: "Uma mensagem longa",
      }),
    });
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe("/login");
    const page = await SELF.fetch(`${origin}/login`, {
      headers: { Cookie: response.headers.getSetCookie()[0]!.split(";")[0]!, "Accept-Language": "pt-BR" },
    });
    expect(await page.text()).toContain("Você precisa estar logado");
  });
});
