import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  INVITATION_RESEND_COOLDOWN_SECONDS,
  invitationActionBodySchema,
  invitationActionMessages as MESSAGES,
  invitationActionResultSchema,
} from '@keepsake/shared/contract';
import type { Db } from '../../../db/client';
import { HttpError } from '../../../lib/http-error';
import { hashToken, newToken } from '../../../lib/mail-links';
import type { Mailer } from '../../../lib/mailer';
import { named } from '../../../lib/route-schemas';
import type { AuthService } from '../../auth/service';
import { recordCaseEvent } from '../../case-core/case-history';
import { requireLead, type CaseContext } from '../../case-core/case-context';
import { caseInvitations } from './tables';
import { scopeToCase } from '../../case-core/case-scope';
import { invitationExpiry, sendInvitationMail } from './invitation-mail';

const body = named(invitationActionBodySchema, 'invitation');
const schema = { body, response: { 200: invitationActionResultSchema } };

/**
 * Issue 24 §6: Resend and Revoke on the members list, under /api/family/cases/:caseId. Only whoever may
 * invite (the primary contact, or the home's staff) may; a helper is refused, another case's member and
 * another home never find the case (scopeToCase answers 404).
 */
export async function caseInvitationManageRoutes(instance: FastifyInstance, { db, authService, mailer }: { db: Db; authService: AuthService; mailer: Mailer }) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  scopeToCase(app, { db, authService });

  // The invitation not yet accepted for this address on this case, or a 404 with the field's message.
  async function openInvitation(context: CaseContext, email: string) {
    const [row] = await db
      .select()
      .from(caseInvitations)
      .where(and(eq(caseInvitations.caseId, context.caseRow.id), eq(caseInvitations.email, email), isNull(caseInvitations.acceptedAt)))
      .limit(1);
    if (!row) throw new HttpError(404, MESSAGES.notOpen, { email: MESSAGES.notOpen });
    return row;
  }

  // A new link and a new expiry; the old link stops working because only the new token's hash is kept.
  // Rate limited twice: per client by the route, and per address by the time of the last mail, so a
  // double click or a script cannot fill someone's inbox.
  app.post('/invitations/resend', { config: { rateLimit: { max: 20, timeWindow: '10 minutes' } }, schema }, async (request) => {
    const context = request.caseContext;
    requireLead(context, 'resend invitations');
    const invitation = await openInvitation(context, request.body.email);
    if (invitation.revokedAt) throw new HttpError(409, MESSAGES.revoked, { email: MESSAGES.revoked });
    if (Date.now() - invitation.createdAt.getTime() < INVITATION_RESEND_COOLDOWN_SECONDS * 1000) {
      throw new HttpError(429, MESSAGES.tooSoon, { email: MESSAGES.tooSoon });
    }
    const token = newToken();
    const expiresAt = invitationExpiry();
    // Guarded on the row still being open, so a revoke or an accept in between wins.
    await db.transaction(async (tx) => {
      const updated = await tx
        .update(caseInvitations)
        .set({ tokenHash: hashToken(token), expiresAt, createdAt: new Date(), invitedBy: context.user.name })
        .where(and(eq(caseInvitations.id, invitation.id), isNull(caseInvitations.acceptedAt), isNull(caseInvitations.revokedAt)))
        .returning({ id: caseInvitations.id });
      if (updated.length === 0) throw new HttpError(409, MESSAGES.notOpen, { email: MESSAGES.notOpen });
      await recordCaseEvent(tx as unknown as Db, request, context.caseRow.id, {
        kind: 'invitation.resent',
        summary: `Sent the invitation to ${invitation.email} again`,
      });
    });
    await sendInvitationMail({ db, mailer }, request, context, invitation, token);
    return { email: invitation.email, status: 'INVITED' as const, expiresAt: expiresAt.toISOString() };
  });

  // Withdraws the invitation at once: its link finds nothing from now on. Revoking twice is harmless.
  app.post('/invitations/revoke', { config: { rateLimit: { max: 30, timeWindow: '10 minutes' } }, schema }, async (request) => {
    const context = request.caseContext;
    requireLead(context, 'revoke invitations');
    const invitation = await openInvitation(context, request.body.email);
    if (!invitation.revokedAt) {
      await db.transaction(async (tx) => {
        await tx.update(caseInvitations).set({ revokedAt: new Date() }).where(eq(caseInvitations.id, invitation.id));
        await recordCaseEvent(tx as unknown as Db, request, context.caseRow.id, {
          kind: 'invitation.revoked',
          summary: `Withdrew the invitation to ${invitation.email}`,
        });
      });
    }
    return { email: invitation.email, status: 'REVOKED' as const, expiresAt: invitation.expiresAt.toISOString() };
  });
}
