import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sites } from '../../db/schema';
import { homeLink } from '../../lib/home-url';
import type { Mailer } from '../../lib/mailer';
import { user } from './tables';

/**
 * The mail to an account whose password is being guessed (issue 37 point 3): sent by the sign-in guard
 * once a day at most, from the account's own home, on the system mail budget (lib/mailer.ts). An email
 * with no account gets nothing, and the answer to the sign-in is the same either way.
 */
export const signInAlert =
  (db: Db, mailer: Pick<Mailer, 'send'>) =>
  async (email: string): Promise<void> => {
    const [account] = await db
      .select({ email: user.email, name: user.name, siteId: user.siteId, home: sites.name })
      .from(user)
      .innerJoin(sites, eq(sites.id, user.siteId))
      .where(sql`lower(${user.email}) = ${email.trim().toLowerCase()}`)
      .limit(1);
    if (!account?.siteId) return;
    const link = await homeLink(db, account.siteId, '/family-portal/login?forgot=1');
    await mailer.send({
      siteId: account.siteId,
      budget: 'system',
      to: account.email,
      subject: `Someone is trying to sign in to your ${account.home} account`,
      text: [
        `Dear ${account.name},`,
        '',
        `Someone has tried many wrong passwords for your account on the website of ${account.home}. Sign-in from other devices now waits a little longer after each wrong try; the devices you have signed in with before are not affected.`,
        '',
        'If it was you, there is nothing to do. If not, your account was not opened. To be safe, you can choose a new password:',
        link,
        '',
        'We send this at most once a day.',
      ].join('\n'),
      links: [link],
    });
  };
