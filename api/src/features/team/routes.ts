import { randomUUID } from 'node:crypto';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  numericIdSchema,
  staffInvitationSchema,
  staffInvitationTokenSchema,
  staffInviteBodySchema,
  staffInviteResultSchema,
  staffSignUpBodySchema,
  staffSignUpResultSchema,
  staffTeamSchema,
} from '@keepsake/shared/contract';
import type { Db } from '../../db/client';
import { firstOneWins } from '../../lib/first-one-wins';
import { HttpError, notFound } from '../../lib/http-error';
import type { MailPort } from '../../lib/mail-port';
import { named } from '../../lib/route-schemas';
import { hashPassword } from '../auth/password';
import { toFetchHeaders, type AuthService, type AuthUser } from '../auth/service';
import { handOverSession } from '../auth/session-cookie';
import { account, user } from '../auth/tables';
import { scopeToStaff } from '../case-core/staff-scope';
import { staffRoleOf } from '../case-core/staff-access';
import { staffInvitations, staffRoles } from '../case-core/staff-tables';
import { keepingAnOwner } from './keep-an-owner';
import { latestRoleChanges, staffRoleRoutes } from './role-routes';

export const STAFF_INVITATION_DAYS = 7;
const NOT_FOUND = 'This invitation link is not valid. Please ask the funeral home for a new one.';
// Emails are unique across every home (ADR 003): the answer does not say where the account is.
const ADDRESS_TAKEN = 'This email address already has an account. Please invite another address.';
const tokenParams = named(z.object({ token: staffInvitationTokenSchema }).strict(), 'invitation link');
const idParams = named(z.object({ id: numericIdSchema }).strict(), 'invitation address');
const userParams = named(z.object({ userId: z.string().min(1).max(100) }).strict(), 'staff address');
const inviteBody = named(staffInviteBodySchema, 'invitation');
const signUpBody = named(staffSignUpBodySchema, 'sign-up details');

type InvitationRow = typeof staffInvitations.$inferSelect;
// The team is the owners' (issue 37 point 8): checked for every route in case-core/staff-permission.ts.
const OWNER = (what: string) => ({ staff: { permission: 'owner', what } }) as const;
interface Options {
  db: Db;
  authService: AuthService;
  mail: MailPort;
}

/** The home's team (issue 24): who is staff with which role; owners invite and remove colleagues. */
export async function staffAccountRoutes(instance: FastifyInstance, options: Options) {
  await instance.register(teamRoutes, options);
  await instance.register(staffRoleRoutes, options);
  await instance.register(joinRoutes, options);
}

const emailTaken = async (db: Db, email: string) =>
  (
    await db
      .select({ id: user.id })
      .from(user)
      .where(sql`lower(${user.email}) = ${email}`)
      .limit(1)
  ).length > 0;

async function teamRoutes(instance: FastifyInstance, { db, authService, mail }: Options) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  scopeToStaff(app, authService, 'manage the team');

  // The team: every staff account of this home with its role, and the open invitations.
  app.get('/api/staff/team', { schema: { response: { 200: staffTeamSchema } } }, async (request) => {
    const staff = request.staffUser;
    const members = await db
      .select({ id: user.id, name: user.name, email: user.email, role: staffRoles.role })
      .from(user)
      .leftJoin(staffRoles, eq(staffRoles.userId, user.id))
      .where(and(eq(user.siteId, request.siteId), eq(user.role, 'staff')))
      .orderBy(asc(user.name));
    const invitations = await db
      .select()
      .from(staffInvitations)
      .where(and(eq(staffInvitations.siteId, request.siteId), isNull(staffInvitations.acceptedAt)))
      .orderBy(asc(staffInvitations.name));
    const changes = await latestRoleChanges(db, request.siteId);
    return {
      you: await staffRoleOf(db, staff.id),
      members: members.map((member) => ({
        ...member,
        role: member.role ?? ('OWNER' as const),
        isYou: member.id === staff.id,
        roleChange: changes.get(member.id) ?? null,
      })),
      invitations: invitations.map(({ id, name, email, role, expiresAt }) => ({ id, name, email, role, expiresAt: expiresAt.toISOString() })),
    };
  });

  // An owner invites a colleague by email; inviting the same address again re-sends with a new link.
  app.post(
    '/api/staff/team/invitations',
    {
      config: { rateLimit: { max: 30, timeWindow: '10 minutes' }, staff: { permission: 'owner', what: 'invite staff' } },
      schema: { body: inviteBody, response: { 200: staffInviteResultSchema, 201: staffInviteResultSchema } },
    },
    async (request, reply) => {
      const body = request.body;
      if (await emailTaken(db, body.email)) throw new HttpError(409, ADDRESS_TAKEN, { email: ADDRESS_TAKEN });
      const resent = await sendInvitation(request, request.staffUser, body);
      reply.status(resent ? 200 : 201);
      return { email: body.email, resent };
    },
  );

  async function sendInvitation(request: FastifyRequest, owner: AuthUser, body: z.output<typeof staffInviteBodySchema>): Promise<boolean> {
    const token = mail.newToken();
    const expiresAt = new Date(Date.now() + STAFF_INVITATION_DAYS * 24 * 60 * 60 * 1000);
    const values = {
      siteId: request.siteId,
      email: body.email,
      name: body.name,
      role: body.role,
      tokenHash: mail.hashToken(token),
      invitedBy: owner.name,
      expiresAt,
    };
    const [previous] = await db
      .select({ id: staffInvitations.id })
      .from(staffInvitations)
      .where(and(eq(staffInvitations.siteId, request.siteId), eq(staffInvitations.email, body.email)))
      .limit(1);
    if (previous)
      await db
        .update(staffInvitations)
        .set({ ...values, acceptedAt: null, createdAt: new Date() })
        .where(eq(staffInvitations.id, previous.id));
    else await db.insert(staffInvitations).values(values);
    const link = await mail.link(request, `/studio/join/${token}`);
    const home = request.site?.name ?? 'the funeral home';
    await mail.send({
      siteId: request.siteId,
      budget: 'system',
      to: body.email,
      subject: `${owner.name} invited you to the staff of ${home}`,
      text: [
        `Dear ${body.name},`,
        '',
        `${owner.name} has invited you to join the staff of ${home} on Keepsake${body.role === 'OWNER' ? ' as an owner' : ''}.`,
        '',
        `Open this link to choose your password (it works once and for ${STAFF_INVITATION_DAYS} days):`,
        link,
        '',
        'If you were not expecting this, you can ignore this email.',
      ].join('\n'),
      links: [link],
    });
    return Boolean(previous);
  }

  app.delete('/api/staff/team/invitations/:id', { config: OWNER('withdraw an invitation'), schema: { params: idParams } }, async (request, reply) => {
    const { id } = request.params;
    const gone = await db
      .delete(staffInvitations)
      .where(and(eq(staffInvitations.id, id), eq(staffInvitations.siteId, request.siteId), isNull(staffInvitations.acceptedAt)))
      .returning({ id: staffInvitations.id });
    if (gone.length === 0) throw notFound('We could not find this invitation.');
    return reply.status(204).send();
  });

  // Removing a colleague deletes the staff account (and so its sessions); an owner cannot remove themself,
  // and two owners removing each other at once take turns (keepingAnOwner), so a home always keeps an owner.
  app.delete('/api/staff/team/members/:userId', { config: OWNER('remove staff'), schema: { params: userParams } }, async (request, reply) => {
    const { userId } = request.params;
    const owner = request.staffUser;
    if (userId === owner.id) throw new HttpError(409, 'You cannot remove yourself. Ask another owner to do it.');
    const gone = await keepingAnOwner(db, request.siteId, userId, (tx) =>
      tx
        .delete(user)
        .where(and(eq(user.id, userId), eq(user.siteId, request.siteId), eq(user.role, 'staff')))
        .returning({ id: user.id }),
    );
    if (gone.length === 0) throw notFound('We could not find this member of staff.');
    return reply.status(204).send();
  });
}

// The colleague's side: the invitation page and the sign-up, before they have an account.
async function joinRoutes(instance: FastifyInstance, { db, authService, mail }: Options) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  app.addHook('onSend', async (_request, reply) => {
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'private, no-store');
  });

  async function findByToken(request: FastifyRequest, token: string): Promise<InvitationRow> {
    const [row] = await db
      .select()
      .from(staffInvitations)
      .where(and(eq(staffInvitations.tokenHash, mail.hashToken(token)), eq(staffInvitations.siteId, request.siteId)))
      .limit(1);
    if (!row) throw notFound(NOT_FOUND);
    return row;
  }

  // What the join page shows before the colleague has an account.
  app.get('/api/staff/invitation/:token', { schema: { params: tokenParams, response: { 200: staffInvitationSchema } } }, async (request) => {
    const invitation = await findByToken(request, request.params.token);
    const status = invitation.acceptedAt ? 'ACCEPTED' : invitation.expiresAt.getTime() <= Date.now() ? 'EXPIRED' : 'PENDING';
    return { name: invitation.name, email: invitation.email, role: invitation.role, homeName: request.site?.name ?? '', status } as const;
  });

  // The only way to a new staff account: an open invitation of this home. Answers like a sign-in.
  app.post(
    '/api/staff/signup',
    { config: { rateLimit: { max: 10, timeWindow: '1 minute' } }, schema: { body: signUpBody, response: { 201: staffSignUpResultSchema } } },
    async (request, reply) => {
      const body = request.body;
      const invitation = await findByToken(request, body.token);
      if (invitation.acceptedAt) throw new HttpError(409, 'This invitation has already been used. Please sign in.');
      if (invitation.expiresAt.getTime() <= Date.now()) throw new HttpError(410, 'This invitation has expired. Please ask for a new one.');
      if (await emailTaken(db, invitation.email)) throw new HttpError(409, ADDRESS_TAKEN);
      const userId = randomUUID();
      const passwordHash = await hashPassword(body.password);
      // Racing sign-ups with one link: one wins, the others answer 409 (issue 37 point 4).
      await firstOneWins(
        () =>
          db.transaction(async (tx) => {
            const used = await tx
              .update(staffInvitations)
              .set({ acceptedAt: new Date() })
              .where(and(eq(staffInvitations.id, invitation.id), isNull(staffInvitations.acceptedAt)))
              .returning({ id: staffInvitations.id });
            if (used.length === 0) throw new HttpError(409, 'This invitation has already been used. Please sign in.');
            await tx.insert(user).values({ id: userId, name: body.name, email: invitation.email, emailVerified: true, role: 'staff', siteId: request.siteId });
            await tx.insert(account).values({ id: randomUUID(), accountId: userId, providerId: 'credential', userId, password: passwordHash });
            await tx.insert(staffRoles).values({ userId, siteId: request.siteId, role: invitation.role });
          }),
        'This invitation has already been used. Please sign in.',
      );
      const response = await authService.auth.api.signInEmail({
        body: { email: invitation.email, password: body.password },
        headers: toFetchHeaders(request.headers),
        asResponse: true,
      });
      if (!response.ok || !response.headers.get('set-auth-token')) throw new Error(`sign-in after staff sign-up failed: ${response.status}`);
      handOverSession(request, reply, response);
      reply.status(201);
      return { name: body.name, role: invitation.role };
    },
  );
}
