import type { FastifyRequest } from 'fastify';
import type { Db } from '../../../db/client';
import { homeLink } from '../../../lib/home-url';
import type { Mailer } from '../../../lib/mailer';
import type { CaseContext } from '../../case-core/case-context';

export const INVITATION_DAYS = 14;

/** A new invitation's expiry: the link works for INVITATION_DAYS from when it was (re)sent. */
export const invitationExpiry = () => new Date(Date.now() + INVITATION_DAYS * 24 * 60 * 60 * 1000);

/** The invitation mail, sent on inviting and on resending: one text, so both say the same. */
export async function sendInvitationMail(
  { db, mailer }: { db: Db; mailer: Mailer },
  request: FastifyRequest,
  context: CaseContext,
  to: { email: string; name: string },
  token: string,
) {
  const link = await homeLink(db, context.siteId, `/family-portal/invitation/${token}`);
  const home = request.site?.name ?? 'The funeral home';
  await mailer.send({
    siteId: context.siteId,
    budget: 'system',
    to: to.email,
    subject: `${context.user.name} invited you to help with ${context.caseRow.fullName}'s arrangements`,
    text: [
      `Dear ${to.name},`,
      '',
      `${context.user.name} has invited you to the Family Portal of ${home}, to help with the arrangements for ${context.caseRow.fullName}.`,
      '',
      `Open this link to join (it works once and for ${INVITATION_DAYS} days):`,
      link,
      '',
      `If you were not expecting this, you can ignore this email.`,
    ].join('\n'),
    links: [link],
  });
}
