import { and, eq, gt, isNull, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { forgotPasswordBodySchema, resetPasswordBodySchema } from '@keepsake/shared/contract';
import { hashPassword } from '../password';
import type { Db } from '../../../db/client';
import { account, session, user } from '../tables';
import { badRequest } from '../../../lib/http-error';
import { named } from '../../../lib/route-schemas';
import { homeLink } from '../../../lib/home-url';
import { hashToken, newToken } from '../../../lib/mail-links';
import type { Mailer } from '../../../lib/mailer';
import { passwordResets } from './tables';

const RESET_MINUTES = 60;
const INVALID = 'This reset link is not valid any more. Please ask for a new one.';

/**
 * Who asks for a reset, and where the link lands: the one mechanism (a single-use token whose hash is kept,
 * valid 60 minutes, mailed through the mailer's system budget, bound to the home) serves the Family Portal and
 * the staff studio (issue 36.5). The studio's accepts staff accounts only, so a family address typed there
 * gets no mail and a studio link never opens a family account.
 */
interface Audience {
  prefix: string;
  // Which accounts of the home it serves (besides being of the home).
  accounts?: SQL;
  landing: (token: string) => string;
  subject: (home: string | undefined) => string;
  // "the password of your … account"
  accountName: string;
}
const AUDIENCES: Audience[] = [
  {
    prefix: '/api/family/password',
    landing: (token) => `/family-portal/login?reset=${token}`,
    subject: (home) => `Reset your ${home ?? 'Family Portal'} password`,
    accountName: 'Family Portal',
  },
  {
    prefix: '/api/staff/password',
    accounts: eq(user.role, 'staff'),
    landing: (token) => `/studio?reset=${token}`,
    subject: (home) => `Reset your ${home ? `${home} ` : ''}studio password`,
    accountName: 'staff',
  },
];

// "Forgot password" by email. Our own routes rather than better-auth's, so the link is bound to the
// funeral home's site (an account of another home is not found here) and lands on its portal or studio.
export async function passwordResetRoutes(instance: FastifyInstance, { db, mailer }: { db: Db; mailer: Mailer }) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  for (const audience of AUDIENCES) {
    const ofAudience = (siteId: string) => and(eq(user.siteId, siteId), audience.accounts);
    const forgot = { config: { rateLimit: { max: 5, timeWindow: '10 minutes' } }, schema: { body: named(forgotPasswordBodySchema, 'email') } };
    app.post(`${audience.prefix}/forgot`, forgot, async (request, reply) => {
      const { email } = request.body;
      const siteId = request.siteId;
      const [owner] = await db
        .select({ id: user.id, name: user.name })
        .from(user)
        .where(and(sql`lower(${user.email}) = ${email}`, ofAudience(siteId)))
        .limit(1);
      // The same answer whether or not the account exists: the form must not reveal who has one.
      if (owner) {
        const token = newToken();
        await db.insert(passwordResets).values({
          tokenHash: hashToken(token),
          userId: owner.id,
          expiresAt: new Date(Date.now() + RESET_MINUTES * 60 * 1000),
        });
        const link = await homeLink(db, siteId, audience.landing(token));
        await mailer.send({
          siteId,
          budget: 'system',
          to: email,
          subject: audience.subject(request.site?.name),
          text: [
            `Dear ${owner.name},`,
            '',
            `Someone asked to reset the password of your ${audience.accountName} account. To choose a new password, open this link within ${RESET_MINUTES} minutes:`,
            link,
            '',
            'If it was not you, ignore this email: your password stays as it is.',
          ].join('\n'),
          links: [link],
        });
      }
      return reply.status(202).send({ ok: true });
    });

    const reset = { config: { rateLimit: { max: 10, timeWindow: '10 minutes' } }, schema: { body: named(resetPasswordBodySchema, 'new password') } };
    app.post(`${audience.prefix}/reset`, reset, async (request, reply) => {
      const { body } = request;
      const [found] = await db
        .select({ userId: passwordResets.userId })
        .from(passwordResets)
        .innerJoin(user, eq(user.id, passwordResets.userId))
        .where(
          and(
            eq(passwordResets.tokenHash, hashToken(body.token)),
            ofAudience(request.siteId),
            isNull(passwordResets.usedAt),
            gt(passwordResets.expiresAt, new Date()),
          ),
        )
        .limit(1);
      if (!found) throw badRequest(INVALID, { token: INVALID });
      const passwordHash = await hashPassword(body.password);
      await db.transaction(async (tx) => {
        const used = await tx
          .update(passwordResets)
          .set({ usedAt: new Date() })
          .where(and(eq(passwordResets.tokenHash, hashToken(body.token)), isNull(passwordResets.usedAt)))
          .returning({ userId: passwordResets.userId });
        if (used.length === 0) throw badRequest(INVALID, { token: INVALID });
        await tx
          .update(account)
          .set({ password: passwordHash, updatedAt: new Date() })
          .where(and(eq(account.userId, found.userId), eq(account.providerId, 'credential')));
        // A new password signs out every device that had the old one.
        await tx.delete(session).where(eq(session.userId, found.userId));
      });
      return reply.status(204).send();
    });
  }
}
