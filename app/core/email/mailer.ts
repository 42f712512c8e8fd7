/** An e-mail Miniatura sends (confirmations, password resets, notices). */
export interface EmailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

/** Every e-mail provider implements this; `createMailer` picks one from the environment. */
export interface Mailer {
  readonly name: "resend" | "outbox";
  send(message: EmailMessage): Promise<{ id: string }>;
}
