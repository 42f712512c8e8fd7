import type { EmailMessage, Mailer } from "~/core/email/mailer";

export class EmailDeliveryError extends Error {
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = "EmailDeliveryError";
  }
}

/** Production e-mail: Resend's HTTP API (`POST {base}/emails`). */
export class ResendMailer implements Mailer {
  readonly name = "resend";

  constructor(
    private readonly options: { apiKey: string; baseUrl: string; from: string },
    private readonly fetcher: typeof fetch = fetch,
  ) {}

  async send(message: EmailMessage): Promise<{ id: string }> {
    const response = await this.fetcher(`${this.options.baseUrl.replace(/\/$/, "")}/emails`, {
      method: "POST",
      headers: { Authorization: `Bearer ${this.options.apiKey}`, "Content-Type": "application/json" },
      body: JSON.stringify({
        from: this.options.from,
        to: [message.to],
        subject: message.subject,
        text: message.text,
        ...(message.html ? { html: message.html } : {}),
      }),
      signal: AbortSignal.timeout(10_000),
    });
    if (!response.ok) {
      const detail = await response.text().catch(() => "");
      throw new EmailDeliveryError(
        `Resend answered ${response.status}: ${detail.slice(0, 200)}`,
        response.status,
      );
    }
    const body = (await response.json().catch(() => ({}))) as { id?: unknown };
    if (typeof body.id !== "string") throw new EmailDeliveryError("Resend answered without an e-mail id");
    return { id: body.id };
  }
}
