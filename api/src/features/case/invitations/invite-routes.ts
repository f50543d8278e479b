import { and, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { inviteBodySchema, inviteResultSchema } from '@keepsake/shared/contract';
import type { Db } from '../../../db/client';
import { HttpError } from '../../../lib/http-error';
import { named } from '../../../lib/route-schemas';
import type { AuthService } from '../../auth/service';
import { user } from '../../auth/tables';
import { recordCaseEvent } from '../../case-core/case-history';
import { requireLead } from '../../case-core/case-context';
import { caseInvitations } from './tables';
import { scopeToCase } from '../../case-core/case-scope';
import { caseMembers } from '../../case-core/tables';
import { hashToken, newToken } from '../../../lib/mail-links';
import type { Mailer } from '../../../lib/mailer';
import { invitationExpiry, sendInvitationMail } from './invitation-mail';

/** Inviting someone to a case, under /api/family/cases/:caseId (SPEC §7). */
export async function caseInviteRoutes(instance: FastifyInstance, { db, authService, mailer }: { db: Db; authService: AuthService; mailer: Mailer }) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  scopeToCase(app, { db, authService });

  // SPEC §7 POST /cases/{caseId}/invite: by email with name, relationship and role. Inviting the same
  // email again re-sends with a new token (the old link stops working) and a new expiry, and reopens an
  // invitation the family had revoked.
  app.post(
    '/invite',
    {
      config: { rateLimit: { max: 30, timeWindow: '10 minutes' } },
      schema: { body: named(inviteBodySchema, 'invitation'), response: { 200: inviteResultSchema, 201: inviteResultSchema } },
    },
    async (request, reply) => {
      const { body, caseContext: context } = request;
      const caseId = context.caseRow.id;
      requireLead(context, 'invite family members');
      const [existingMember] = await db
        .select({ userId: caseMembers.userId })
        .from(caseMembers)
        .innerJoin(user, eq(user.id, caseMembers.userId))
        .where(and(eq(caseMembers.caseId, caseId), sql`lower(${user.email}) = ${body.email}`))
        .limit(1);
      if (existingMember) {
        throw new HttpError(409, `${body.email} is already a member of this family.`, { email: `${body.email} is already a member of this family.` });
      }
      const token = newToken();
      const expiresAt = invitationExpiry();
      const values = {
        caseId,
        email: body.email,
        name: body.name,
        relationship: body.relationship,
        role: body.role,
        tokenHash: hashToken(token),
        invitedBy: context.user.name,
        expiresAt,
      };
      const [previous] = await db
        .select({ id: caseInvitations.id })
        .from(caseInvitations)
        .where(and(eq(caseInvitations.caseId, caseId), eq(caseInvitations.email, body.email), isNull(caseInvitations.acceptedAt)))
        .limit(1);
      await db.transaction(async (tx) => {
        if (previous) {
          await tx
            .update(caseInvitations)
            .set({ ...values, createdAt: new Date(), revokedAt: null })
            .where(eq(caseInvitations.id, previous.id));
        } else {
          // An accepted invitation of someone who later left is replaced by the new one.
          await tx.delete(caseInvitations).where(and(eq(caseInvitations.caseId, caseId), eq(caseInvitations.email, body.email)));
          await tx.insert(caseInvitations).values(values);
        }
        const role = body.role === 'PRIMARY' ? 'the primary contact' : 'a helper';
        await recordCaseEvent(tx as unknown as Db, request, caseId, {
          kind: previous ? 'invitation.resent' : 'invitation.sent',
          summary: `Invited ${body.name} (${body.email}) as ${role}`,
        });
      });
      await sendInvitationMail({ db, mailer }, request, context, body, token);
      reply.status(previous ? 200 : 201);
      return { email: body.email, resent: Boolean(previous), expiresAt: expiresAt.toISOString() };
    },
  );
}
