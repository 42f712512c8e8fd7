import { desc } from "drizzle-orm";
import type { Database } from "~/core/db/client.server";
import { outbox } from "~/core/db/schema";
import type { EmailMessage, Mailer } from "~/core/email/mailer";

/** The embedded default: e-mails are stored in D1 and read at /dev/mailbox (development only). */
export class OutboxMailer implements Mailer {
  readonly name = "outbox";

  constructor(private readonly db: Database) {}

  async send(message: EmailMessage): Promise<{ id: string }> {
    const id = crypto.randomUUID();
    await this.db.insert(outbox).values({
      id,
      recipient: message.to.trim().toLowerCase(),
      subject: message.subject,
      text: message.text,
      html: message.html ?? null,
    });
    return { id };
  }
}

/** The newest e-mails in the outbox, for /dev/mailbox. */
export async function listOutbox(db: Database, limit = 50) {
  return db
    .select({
      id: outbox.id,
      recipient: outbox.recipient,
      subject: outbox.subject,
      text: outbox.text,
      createdAt: outbox.createdAt,
    })
    .from(outbox)
    .orderBy(desc(outbox.createdAt))
    .limit(limit);
}
