// The mail Aula sends (an invitation to set a password, a password reset, a payment's receipt), in the recipient's language, through
// nodemailer over the SMTP server SMTP_URL names; with none, each mail is written to DATA_DIR/outbox as an .eml
// file, so a first start needs nothing installed and the link can still be followed. A mail's words are its
// occasion's template (the e-mail management screen) when one is active, else the catalogue's; each mail sent or
// failed is logged.
import { EventEmitter } from 'node:events';
import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Database } from '../db/database';
import type { Language, Locales } from '../core/i18n';

export interface MailConfig {
  /** smtp://user:password@host:port (smtps:// for TLS); absent: the outbox folder */
  smtpUrl?: string;
  /** where mails go without SMTP */
  outboxDir: string;
  from: string;
}

export interface Letter {
  /** the template's occasion (account-created, password-reset) */
  occasion: string;
  to: string;
  language: Language;
  /** filled into {{name}}, {{link}} … */
  values: Readonly<Record<string, string>>;
  /** files sent with it (a payment's receipt) */
  attachments?: readonly { filename: string; content: Buffer; contentType: string }[];
}

const fill = (text: string, values: Readonly<Record<string, string>>): string =>
  text.replace(/\{\{\s*([a-z_]+)\s*\}\}/g, (whole, name: string) => values[name] ?? whole);

/** What the mailer tells its listeners (the metrics): each mail sent or failed, with its letter. */
export interface MailEvents {
  sent: [Letter];
  failed: [Letter];
}

export class Mailer extends EventEmitter<MailEvents> {
  private readonly transport: Transporter;

  constructor(private readonly db: Database, private readonly locales: Locales, private readonly config: MailConfig) {
    super();
    this.transport = config.smtpUrl
      ? nodemailer.createTransport(config.smtpUrl)
      : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  }

  /** Where mail goes, for the start-up log. */
  get destination(): string {
    return this.config.smtpUrl ? `SMTP ${new URL(this.config.smtpUrl).host}` : `the folder ${this.config.outboxDir}`;
  }

  /** The subject and text of an occasion's mail in a language: its active template, else the catalogue's. */
  private async words(occasion: string, language: Language): Promise<{ subject: string; text: string }> {
    const [template] = await this.db.query<{ subject: string; body: string }>(
      `SELECT subject_${language} AS subject, body_${language} AS body FROM email_templates WHERE occasion = $1 AND active`,
      [occasion],
    );
    if (template) return { subject: template.subject, text: template.body };
    const t = this.locales.translator(language);
    return { subject: t.t(`server.mail.${occasion}.subject`), text: t.t(`server.mail.${occasion}.body`) };
  }

  /** Sends one mail and logs it; a failure is logged and thrown. */
  async send(letter: Letter): Promise<void> {
    const words = await this.words(letter.occasion, letter.language);
    const subject = fill(words.subject, letter.values);
    const text = fill(words.text, letter.values);
    try {
      const sent = await this.transport.sendMail({ from: this.config.from, to: letter.to, subject, text, attachments: letter.attachments?.map((file) => ({ ...file })) });
      if (!this.config.smtpUrl) {
        await fs.mkdir(this.config.outboxDir, { recursive: true });
        const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${letter.occasion}.eml`;
        await fs.writeFile(path.join(this.config.outboxDir, name), sent.message as Buffer);
      }
      await this.log(letter, subject, 'sent');
    } catch (error) {
      await this.log(letter, subject, 'failed', (error as Error).message);
      throw error;
    }
  }

  private async log(letter: Letter, subject: string, status: 'sent' | 'failed', error?: string): Promise<void> {
    await this.db.query(
      'INSERT INTO mail_log (occasion, recipient, subject, language, status, error) VALUES ($1, $2, $3, $4, $5, $6)',
      [letter.occasion, letter.to, subject, letter.language, status, error ?? null],
    );
    // the metrics count what the log keeps
    this.emit(status, letter);
  }
}
