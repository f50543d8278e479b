import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createdHomeSchema, createHomeBodySchema, homeListSchema, homeSchema, type CreateHomeBody } from '@keepsake/shared/contract';
import type { Db } from '../../../db/client';
import { siteHosts } from '../../../db/schema';
import { firstOneWins } from '../../../lib/first-one-wins';
import { badRequest, HttpError, notFound } from '../../../lib/http-error';
import { named } from '../../../lib/route-schemas';
import type { SiteResolver } from '../../../plugins/site-resolution';
import { createStarterHome, OWNER_LINK_DAYS } from '../../../seed/starter-home';
import { user } from '../../auth/tables';
import { operatorGuard } from './operator-auth';
import { freeSlug, listHomes, setSuspended } from './queries';

// The house mailer's shape (lib/mailer.ts), handed in by server.ts.
interface HomeMailer {
  send(message: { siteId: string; budget: 'system'; to: string; subject: string; text: string; links: string[] }): Promise<void>;
}

export interface PlatformHomeOptions {
  db: Db;
  mailer: HomeMailer;
  sites: SiteResolver;
  // KEEPSAKE_PLATFORM_TOKEN (config.ts); without one the routes answer 403.
  token: string | null | undefined;
}

const HOST_TAKEN = 'This host already belongs to a funeral home.';
const EMAIL_TAKEN = 'This email address already has an account.';
const idParams = named(z.object({ id: z.string().regex(/^[a-z0-9-]{1,80}$/, 'Please enter a valid format') }).strict(), 'home address');
const newHome = named(createHomeBodySchema, 'new home');

/** Where the owner's link points: the given origin when it is on the home's own host, else https on it. */
function ownerOrigin(body: CreateHomeBody): string {
  if (!body.publicOrigin) return `https://${body.host}`;
  const url = new URL(body.publicOrigin);
  if (url.hostname !== body.host || !/^https?:$/.test(url.protocol)) {
    throw badRequest('The public address must be on the home’s own host.', { publicOrigin: 'The public address must be on the home’s own host.' });
  }
  return url.origin;
}

// Issue 27 point 2: the platform operator's homes. Not under /api/web|family|auth, so no site is resolved:
// these routes act on every home and answer only to the operator's token.
// Registered under the prefix /api/platform/homes (server.ts).
export async function platformHomeRoutes(instance: FastifyInstance, { db, mailer, sites, token }: PlatformHomeOptions) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const requireOperator = operatorGuard(token);
  app.addHook('onRequest', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    await requireOperator(request);
  });

  app.get('/', { schema: { response: { 200: homeListSchema } } }, async () => ({ homes: await listHomes(db) }));

  app.post(
    '/',
    { schema: { body: newHome, response: { 201: createdHomeSchema } }, config: { rateLimit: { max: 30, timeWindow: '10 minutes' } } },
    async (request, reply) => {
      const body = request.body;
      const origin = ownerOrigin(body);
      const [hostTaken] = await db
        .select({ host: siteHosts.host })
        .from(siteHosts)
        .where(sql`${siteHosts.host} = ${body.host}`)
        .limit(1);
      if (hostTaken) throw new HttpError(409, HOST_TAKEN, { host: HOST_TAKEN });
      // Emails are unique across every home (ADR 003): the owner cannot already have an account anywhere.
      const [emailTaken] = await db
        .select({ id: user.id })
        .from(user)
        .where(sql`lower(${user.email}) = ${body.ownerEmail}`)
        .limit(1);
      if (emailTaken) throw new HttpError(409, EMAIL_TAKEN, { ownerEmail: EMAIL_TAKEN });
      const siteId = `site-${randomUUID()}`;
      const ownerName = body.ownerName ?? body.ownerEmail.split('@')[0]!;
      // Two operators creating one host (or owner) at the same moment: the second meets the unique index.
      const { ownerToken } = await firstOneWins(
        () =>
          db.transaction(async (tx) => {
            const txDb = tx as unknown as Db;
            return createStarterHome(txDb, {
              siteId,
              slug: await freeSlug(txDb, body.name),
              name: body.name,
              host: body.host,
              canonicalUrl: origin,
              ownerEmail: body.ownerEmail,
              ownerName,
              phone: body.phone,
            });
          }),
        (constraint) =>
          constraint.startsWith('site_host')
            ? new HttpError(409, HOST_TAKEN, { host: HOST_TAKEN })
            : constraint.includes('email')
              ? new HttpError(409, EMAIL_TAKEN, { ownerEmail: EMAIL_TAKEN })
              : new HttpError(409, 'Another home was created with this name at the same moment. Please try again.'),
      );
      sites.invalidate();
      // The staff reset's landing (features/auth/password-reset): the owner chooses a password in the studio.
      const link = `${origin}/studio?reset=${ownerToken}`;
      await mailer.send({
        siteId,
        budget: 'system',
        to: body.ownerEmail,
        subject: `Your ${body.name} studio is ready`,
        text: [
          `Dear ${ownerName},`,
          '',
          `${body.name} now has its own website at ${origin}. To choose your password, open this link within ${OWNER_LINK_DAYS} days:`,
          link,
          '',
          `Then sign in to your studio, where you edit the website and follow your families: ${origin}/studio`,
        ].join('\n'),
        links: [link, `${origin}/studio`],
      });
      const [home] = await listHomes(db, { siteId });
      if (!home) throw notFound('No funeral home has this id.');
      return reply.status(201).send({ home, ownerInvited: body.ownerEmail });
    },
  );

  for (const action of ['suspend', 'resume'] as const) {
    app.post(`/:id/${action}`, { schema: { params: idParams, response: { 200: homeSchema } } }, async (request) => {
      const { id } = request.params;
      const [home] = await listHomes(db, { siteId: id });
      if (!home) throw notFound('No funeral home has this id.');
      await setSuspended(db, id, action === 'suspend');
      // This process at once; the others within the resolver's 10 s (plugins/site-resolution.ts).
      sites.invalidate();
      const [updated] = await listHomes(db, { siteId: id });
      return updated;
    });
  }
}
