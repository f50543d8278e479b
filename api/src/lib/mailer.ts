import nodemailer from 'nodemailer';
import { desc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { mailOutbox } from '../db/mail-outbox';

/**
 * Which hourly budget of the home a mail spends (issue 37 point 2). `system`: what lets a person in
 * (password resets, invitations, the new home's first owner); `bulk`: everything else (notifications,
 * keepsakes, copies of plans). Each has its own count, so a loop of bulk mail never leaves a home
 * unable to send a reset. Required on every message, so each sender says which it is.
 */
export type MailBudget = 'system' | 'bulk';

export interface MailMessage {
  siteId: string;
  budget: MailBudget;
  to: string;
  subject: string;
  text: string;
  // The links the mail carries (invitation, reset): the demo outbox page lists them as links.
  links: string[];
  // A file the mail carries (issue 39: the purchaser's copy of the signed statement, a PDF). SMTP sends it;
  // the outbox keeps its name, type and size (never the bytes: a statement is the family's private record).
  attachments?: MailAttachment[];
}

export interface MailAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
}

/** What the outbox keeps of an attachment. */
export const attachmentRecord = ({ filename, contentType, content }: MailAttachment) => ({ filename, contentType, size: content.length });

// Invitations and password resets go through this interface (docs/architecture.md "Mail").
export interface Mailer {
  readonly transport: 'outbox' | 'smtp';
  send(message: MailMessage): Promise<void>;
}

export interface MailConfig {
  // smtp(s)://user:pass@host:port — set it to send real mail through nodemailer.
  smtpUrl?: string;
  from?: string;
  // The page listing the outbox (GET /api/web/demo/outbox): staff, or anyone on the local demo; off when
  // real mail is sent and whenever NODE_ENV=production.
  outboxPage?: boolean;
}

async function record(db: Db, message: MailMessage, transport: Mailer['transport']) {
  await db.insert(mailOutbox).values({
    siteId: message.siteId,
    toAddress: message.to,
    subject: message.subject,
    body: message.text,
    links: message.links,
    attachments: (message.attachments ?? []).map(attachmentRecord),
    transport,
  });
}

// The embedded default: mail is written to the outbox table and nowhere else.
export function createOutboxMailer(db: Db): Mailer {
  return { transport: 'outbox', send: (message) => record(db, message, 'outbox') };
}

// SMTP through nodemailer; the outbox keeps a copy of what was sent, so support can see it went out.
export function createSmtpMailer(db: Db, smtpUrl: string, from = 'Keepsake <no-reply@keepsake.invalid>'): Mailer {
  const transporter = nodemailer.createTransport(smtpUrl);
  return {
    transport: 'smtp',
    async send(message) {
      const attachments = message.attachments?.map(({ filename, contentType, content }) => ({ filename, contentType, content }));
      await transporter.sendMail({ from, to: message.to, subject: message.subject, text: message.text, attachments });
      await record(db, message, 'smtp');
    },
  };
}

export function createMailer(db: Db, config: MailConfig = {}): Mailer {
  return config.smtpUrl ? createSmtpMailer(db, config.smtpUrl, config.from) : createOutboxMailer(db);
}

export async function recentMail(db: Db, siteId: string, limit = 50) {
  return db.select().from(mailOutbox).where(eq(mailOutbox.siteId, siteId)).orderBy(desc(mailOutbox.id)).limit(limit);
}
