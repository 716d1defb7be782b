// E-mail goes through one interface. Locally (MAILER=outbox) messages are only written to the
// email_outbox table, which /dev/outbox shows; in production (MAILER=http) they are posted to a
// transactional-mail HTTP API (JSON {from,to,subject,text,html} with a bearer key, the shape most
// providers accept) and recorded in the outbox as sent (without its live links) or failed.
import { eq } from "drizzle-orm";
import { isPlaceholderEmail } from "~/core/accounts/placeholder-email";
import { withoutLiveLinks } from "~/core/accounts/sent-mail";
import type { Db } from "~/db/client.server";
import { emailOutbox } from "~/db/schema";
import { settingsOf, type HttpMailSettings } from "~/utils/settings.server";

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

class OutboxMailer implements Mailer {
  constructor(private readonly db: Db) {}
  async send(message: MailMessage) {
    await this.db.insert(emailOutbox).values({ ...message, html: message.html ?? null, status: "queued" });
  }
}

class HttpApiMailer implements Mailer {
  constructor(
    private readonly db: Db,
    private readonly config: Omit<HttpMailSettings, "kind">,
  ) {}
  async send(message: MailMessage) {
    const row = await this.db
      .insert(emailOutbox)
      .values({ ...message, html: message.html ?? null, status: "queued" })
      .returning()
      .get();
    const response = await fetch(this.config.url, {
      method: "POST",
      headers: { Authorization: `Bearer ${this.config.key}`, "Content-Type": "application/json" },
      body: JSON.stringify({ from: this.config.from, ...message }),
    });
    // Once sent, the stored copy keeps no live link (its one-time token now lives only in the inbox).
    const sent = {
      status: "sent" as const,
      sentAt: Date.now(),
      text: withoutLiveLinks(message.text),
      html: message.html ? withoutLiveLinks(message.html) : null,
    };
    await this.db
      .update(emailOutbox)
      .set(response.ok ? sent : { status: "failed" })
      .where(eq(emailOutbox.id, row.id));
    if (!response.ok) throw new Error(`Mail API answered ${response.status}`);
  }
}

/** The last guard of every mail path: a placeholder address (a class account, ADR 036) is never queued. */
class RealAddressesOnly implements Mailer {
  constructor(private readonly inner: Mailer) {}
  async send(message: MailMessage) {
    if (isPlaceholderEmail(message.to)) return;
    await this.inner.send(message);
  }
}

/** The mailer the settings name (ADR 028): a deployed Worker's settings are always the HTTP API. */
export function createMailer(env: Env, db: Db): Mailer {
  const mail = settingsOf(env).mail;
  return new RealAddressesOnly(mail.kind === "http" ? new HttpApiMailer(db, mail) : new OutboxMailer(db));
}
