import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { acceptResultSchema, invitationSchema, invitationTokenSchema, signUpBodySchema, type Invitation } from '@keepsake/shared/contract';
import { hashPassword } from '../../auth/password';
import type { Db } from '../../../db/client';
import { account, user } from '../../auth/tables';
import { firstOneWins } from '../../../lib/first-one-wins';
import { forbidden, HttpError } from '../../../lib/http-error';
import { named } from '../../../lib/route-schemas';
import { toFetchHeaders, type AuthService } from '../../auth/service';
import { handOverSession } from '../../auth/session-cookie';
import { requireFamilyUser } from '../../case-core/case-context';
import { invitationSteps } from './invitation-steps';

const tokenParams = named(z.object({ token: invitationTokenSchema }).strict(), 'invitation link');

// Emails are unique across every funeral home (ADR 003), so an address with an account anywhere cannot
// sign up again; the answer must not say whether that account is at this home or another (issue 22).
const ADDRESS_TAKEN = 'This email address already has an account. Please sign in to accept the invitation, or ask the family to invite another address.';

/** An invitation's link: what it shows, accepting it, and signing up from it (SPEC §7). */
export async function invitationRoutes(instance: FastifyInstance, { db, authService }: { db: Db; authService: AuthService }) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const { findByToken, ensureOpen, accept } = invitationSteps(db);

  // SPEC §7 GET /invitation/{token}: what the invitation page shows before anyone signs in.
  app.get('/api/family/invitation/:token', { schema: { params: tokenParams, response: { 200: invitationSchema } } }, async (request) => {
    const { token } = request.params;
    const { invitation, caseRow } = await findByToken(request, token);
    // Only an account of this funeral home counts: whether the address has one at another home is none
    // of this page's business (issue 22 point 3).
    const [existing] = await db
      .select({ id: user.id })
      .from(user)
      .where(and(sql`lower(${user.email}) = ${invitation.email}`, eq(user.siteId, request.siteId)))
      .limit(1);
    const body: Invitation = {
      caseId: caseRow.id,
      nameSlug: caseRow.nameSlug,
      caseName: caseRow.fullName,
      name: invitation.name,
      email: invitation.email,
      relationship: invitation.relationship,
      role: invitation.role,
      invitedBy: invitation.invitedBy,
      status: invitation.acceptedAt ? 'ACCEPTED' : invitation.expiresAt.getTime() <= Date.now() ? 'EXPIRED' : 'PENDING',
      hasAccount: Boolean(existing),
    };
    return body;
  });

  // SPEC §7 POST /invitation/{token}/accept: a signed-in family account joins the case.
  app.post('/api/family/invitation/:token/accept', { schema: { params: tokenParams, response: { 200: acceptResultSchema } } }, async (request) => {
    const { token } = request.params;
    const current = await requireFamilyUser(authService, request);
    if (current.role === 'staff') throw forbidden('Staff accounts already see every case of their funeral home.');
    const { invitation, caseRow } = await findByToken(request, token);
    ensureOpen(invitation);
    // An invitation belongs to the address it was sent to: a link forwarded to, or opened by, another
    // account does not make that account a member (issue 22 point 3).
    if (current.email.trim().toLowerCase() !== invitation.email) {
      throw forbidden(`This invitation was sent to ${invitation.email}. Please sign in with that address to accept it.`);
    }
    await accept(invitation, current.id, current.name);
    return { caseId: caseRow.id, nameSlug: caseRow.nameSlug };
  });

  // SPEC §7 POST /signup: the only way to a new family account is an open invitation. Answers like a
  // sign-in: the session cookie (and for non-browsers the token in `set-auth-token`).
  app.post(
    '/api/family/signup',
    {
      config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
      schema: { body: named(signUpBodySchema, 'sign-up details'), response: { 201: acceptResultSchema } },
    },
    async (request, reply) => {
      const { body } = request;
      const { invitation, caseRow } = await findByToken(request, body.token);
      ensureOpen(invitation);
      const [existing] = await db
        .select({ id: user.id })
        .from(user)
        .where(sql`lower(${user.email}) = ${invitation.email}`)
        .limit(1);
      if (existing) throw new HttpError(409, ADDRESS_TAKEN);
      const userId = randomUUID();
      const passwordHash = await hashPassword(body.password);
      // The account and the invitation's use in one step: of sign-ups racing with one link, one makes the
      // account, the others meet its address (or the used invitation) and answer 409 (issue 37 point 4).
      await firstOneWins(
        () =>
          db.transaction(async (tx) => {
            await tx.insert(user).values({ id: userId, name: body.name, email: invitation.email, emailVerified: true, role: 'family', siteId: request.siteId });
            await tx.insert(account).values({ id: randomUUID(), accountId: userId, providerId: 'credential', userId, password: passwordHash });
            await accept(invitation, userId, body.name, tx as unknown as Db);
          }),
        'This invitation has already been used. Please sign in.',
      );
      const response = await authService.auth.api.signInEmail({
        body: { email: invitation.email, password: body.password },
        headers: toFetchHeaders(request.headers),
        asResponse: true,
      });
      if (!response.ok || !response.headers.get('set-auth-token')) throw new Error(`sign-in after sign-up failed: ${response.status}`);
      // As sign-in: the HttpOnly session cookie, and the raw token only to a client that is not a browser.
      handOverSession(request, reply, response);
      reply.status(201);
      return { caseId: caseRow.id, nameSlug: caseRow.nameSlug };
    },
  );
}
