import { and, eq, inArray, notExists, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { StaffNotice } from '@keepsake/shared/contract';
import type { Db } from '../../db/client';
import type { MailAttachment } from '../../lib/mailer';
import type { MailPort } from '../../lib/mail-port';
import { redacted } from '../../lib/redact';
import { user } from '../auth/tables';
import { moneyMails, type MoneyEvent } from './money-events';
import { homeStaffAddresses, staffNoticesOff } from './notification-tables';
import { caseMembers } from './tables';

/**
 * Notifications by mail (issue 24 §5), in ONE place: a feature tells what happened with one line,
 * `await app.notify.staff(request, 'CHANGES_REQUESTED', { subject, lines, path })`, and this finds who
 * gets it, adds the link and sends it through the mail port (outbox in development, SMTP in production).
 * A notice never fails the family's or visitor's action: a mail that cannot go is logged.
 */
export interface NoticeMail {
  subject: string;
  // The plain-text body's paragraphs; the link to `path` (on the home's own origin) is added below them.
  // null: no link (the florist, who has no page of the home's to open).
  lines: string[];
  path: string | null;
  // Files it carries (the purchaser's copy of the signed statement).
  attachments?: MailAttachment[];
}

/**
 * Whose mail it is: the request of a person on the home's site, or the home itself where no one asked (a payment
 * provider's webhook settling a shop order): its id and name are all a notice needs.
 */
export type HomeAsking = Pick<FastifyRequest, 'siteId' | 'site'>;

export interface Notifier {
  /** To the home's staff who did not turn `notice` off; NEW_INQUIRY to the home's staff address (or its owners). */
  staff(request: HomeAsking, notice: StaffNotice, mail: NoticeMail): Promise<void>;
  /** To family members of this home, by account id (task assigned, contract revision opened). */
  familyUsers(request: HomeAsking, userIds: string[], mail: NoticeMail): Promise<void>;
  /** To the case's primary contacts (a memory waits for review). */
  primaryContacts(request: HomeAsking, caseId: number, mail: NoticeMail): Promise<void>;
  /** To every family member of the case (contract revision opened). */
  familyOfCase(request: HomeAsking, caseId: number, mail: NoticeMail): Promise<void>;
  /** To one address the family gave (a receipt to the purchaser). */
  familyAddress(request: HomeAsking, email: string, mail: NoticeMail): Promise<void>;
  /**
   * A money event (an order placed or refunded, a case payment or refund, a contract signed), in one call
   * from every path that makes one: the payer's receipt, the primary contact's, the staff notice and the
   * florist's order, as money-events.ts decides (issue 36 point 2, ADR 096).
   */
  money(request: HomeAsking, event: MoneyEvent): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    notify: Notifier;
  }
}

// The home's staff accounts who want `notice`. A staff account without a staff_role row predates roles and
// is an owner (case-core/staff-access.ts); staff_role is read by name because case-core imports no feature.
async function staffWanting(db: Db, siteId: string, notice: StaffNotice, ownersOnly: boolean): Promise<string[]> {
  const rows = await db
    .select({ email: user.email })
    .from(user)
    .where(
      and(
        eq(user.siteId, siteId),
        eq(user.role, 'staff'),
        notExists(
          db
            .select()
            .from(staffNoticesOff)
            .where(and(eq(staffNoticesOff.userId, user.id), eq(staffNoticesOff.notice, notice))),
        ),
        ownersOnly ? sql`NOT EXISTS (SELECT 1 FROM staff_role r WHERE r.user_id = ${user.id} AND r.role <> 'OWNER')` : undefined,
      ),
    );
  return rows.map((row) => row.email);
}

export async function staffRecipients(db: Db, siteId: string, notice: StaffNotice): Promise<string[]> {
  if (notice === 'NEW_INQUIRY') {
    const [home] = await db.select({ email: homeStaffAddresses.email }).from(homeStaffAddresses).where(eq(homeStaffAddresses.siteId, siteId));
    if (home) return [home.email];
    return staffWanting(db, siteId, notice, true);
  }
  return staffWanting(db, siteId, notice, false);
}

export function createNotifier(db: Db, mail: Pick<MailPort, 'send' | 'link'>, log: FastifyInstance['log']): Notifier {
  async function sendAll(request: HomeAsking, to: string[], message: NoticeMail, toStaff: boolean) {
    try {
      if (to.length === 0) return;
      const link = message.path === null ? null : await mail.link(request, message.path);
      const home = request.site?.name ?? 'Your funeral home';
      // Staff can turn each notice off; the footer says where.
      const footer = toStaff ? ['', `Choose which of these mails you get: ${await mail.link(request, '/studio/notifications')}`] : [];
      const open = link ? ['', `Open it: ${link}`] : [];
      const text = [...message.lines, ...open, '', `— ${home}`, ...footer].join('\n');
      for (const address of new Set(to.map((address) => address.toLowerCase()))) {
        await mail.send({
          siteId: request.siteId,
          budget: 'bulk',
          to: address,
          subject: `${home}: ${message.subject}`,
          text,
          links: link ? [link] : [],
          attachments: message.attachments,
        });
      }
    } catch (error) {
      log.error({ err: redacted(error), subject: message.subject }, 'could not send a notification');
    }
  }
  return {
    async staff(request, notice, message) {
      const to = await staffRecipients(db, request.siteId, notice).catch(() => []);
      await sendAll(request, to, message, true);
    },
    async familyUsers(request, userIds, message) {
      if (userIds.length === 0) return;
      const rows = await db
        .select({ email: user.email })
        .from(user)
        .where(and(eq(user.siteId, request.siteId), eq(user.role, 'family'), inArray(user.id, userIds)));
      await sendAll(
        request,
        rows.map((row) => row.email),
        message,
        false,
      );
    },
    async familyOfCase(request, caseId, message) {
      const members = await db.select({ userId: caseMembers.userId }).from(caseMembers).where(eq(caseMembers.caseId, caseId));
      await this.familyUsers(
        request,
        members.map((member) => member.userId),
        message,
      );
    },
    async primaryContacts(request, caseId, message) {
      const members = await db
        .select({ userId: caseMembers.userId })
        .from(caseMembers)
        .where(and(eq(caseMembers.caseId, caseId), eq(caseMembers.role, 'PRIMARY')))
        .catch(() => []);
      await this.familyUsers(
        request,
        members.map((member) => member.userId),
        message,
      );
    },
    async familyAddress(request, email, message) {
      await sendAll(request, [email], message, false);
    },
    async money(request, event) {
      let mails: Awaited<ReturnType<typeof moneyMails>>;
      try {
        mails = await moneyMails(db, request.siteId, event);
      } catch (error) {
        log.error({ err: redacted(error), event: event.kind }, 'could not prepare the mails of a money event');
        return;
      }
      const { family, staff, florist } = mails;
      if (family) {
        // One receipt per person: the payer who is also the primary contact gets it once.
        const accounts = family.userIds.length
          ? await db
              .select({ email: user.email })
              .from(user)
              .where(and(eq(user.siteId, request.siteId), eq(user.role, 'family'), inArray(user.id, family.userIds)))
              .catch(() => [])
          : [];
        await sendAll(request, [...accounts.map((row) => row.email), ...family.addresses], family.mail, false);
      }
      if (staff) await this.staff(request, staff.notice, staff.mail);
      if (florist) await sendAll(request, [florist.address], florist.mail, false);
    },
  };
}
