import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../../db/client';
import { firstOneWins } from '../../../lib/first-one-wins';
import { HttpError, notFound } from '../../../lib/http-error';
import { recordCaseEvent } from '../../case-core/case-history';
import { caseInvitations } from './tables';
import { caseMembers, familyCases } from '../../case-core/tables';
import { hashToken } from '../../../lib/mail-links';

const NOT_FOUND = 'This invitation link is not valid. Please ask the family for a new one.';
const USED = 'This invitation has already been used. Please sign in.';

type InvitationRow = typeof caseInvitations.$inferSelect;
type CaseRow = typeof familyCases.$inferSelect;

/** What the invitation routes do with a token: find it on this site, check it is open, accept it once. */
export function invitationSteps(db: Db) {
  // The invitation behind a token, on this site only: another home's token is simply not found.
  async function findByToken(request: FastifyRequest, token: string): Promise<{ invitation: InvitationRow; caseRow: CaseRow }> {
    const [row] = await db
      .select({ invitation: caseInvitations, caseRow: familyCases })
      .from(caseInvitations)
      .innerJoin(familyCases, eq(familyCases.id, caseInvitations.caseId))
      // A revoked invitation's link names nothing any more (issue 24 §6).
      .where(and(eq(caseInvitations.tokenHash, hashToken(token)), eq(familyCases.siteId, request.siteId), isNull(caseInvitations.revokedAt)))
      .limit(1);
    if (!row) throw notFound(NOT_FOUND);
    return row;
  }

  function ensureOpen(invitation: InvitationRow) {
    if (invitation.acceptedAt) throw new HttpError(409, USED);
    if (invitation.expiresAt.getTime() <= Date.now()) {
      throw new HttpError(410, 'This invitation has expired. Please ask the family to invite you again.');
    }
  }

  // Marks the invitation used (once: guarded on accepted_at, and not after a revoke) and adds the member.
  // `within`: the caller's transaction (a sign-up makes the account and accepts in one step).
  async function accept(invitation: InvitationRow, userId: string, name: string, within?: Db) {
    const steps = async (tx: Db) => {
      const used = await tx
        .update(caseInvitations)
        .set({ acceptedAt: new Date(), acceptedBy: userId })
        .where(and(eq(caseInvitations.id, invitation.id), isNull(caseInvitations.acceptedAt), isNull(caseInvitations.revokedAt)))
        .returning({ id: caseInvitations.id });
      if (used.length === 0) throw new HttpError(409, USED);
      await tx
        .insert(caseMembers)
        .values({ caseId: invitation.caseId, userId, role: invitation.role, relationship: invitation.relationship })
        .onConflictDoNothing();
      const role = invitation.role === 'PRIMARY' ? 'the primary contact' : 'a helper';
      await recordCaseEvent(tx, { userId, name, actingAs: 'FAMILY' }, invitation.caseId, {
        kind: 'invitation.accepted',
        summary: `${name} accepted the invitation and joined as ${role}`,
      });
    };
    // A second accept of one invitation at the same moment loses on the guarded update or the member's key.
    await firstOneWins(() => (within ? steps(within) : db.transaction((tx) => steps(tx as unknown as Db))), USED);
  }

  return { findByToken, ensureOpen, accept };
}
