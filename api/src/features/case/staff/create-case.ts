import type { z } from 'zod';
import { TASK_KINDS, type deskCaseCreateSchema } from '@keepsake/shared/contract';
import { recordCaseEvent } from '../../case-core/case-history';
import type { Db } from '../../../db/client';
import type { MailPort } from '../../../lib/mail-port';
import type { AuthUser } from '../../auth/service';
import { caseNameColumns } from '../../case-core/case-name';
import { caseInvitations } from '../invitations/tables';
import { familyCases } from '../../case-core/tables';
import { caseTasks } from '../../case-core/task-tables';
import { caseDesk } from './tables';

// The family's invitation lasts as long as one a family member sends (features/invitations).
const INVITATION_DAYS = 14;

export type CreateInput = z.output<typeof deskCaseCreateSchema>;

/**
 * A new case as the Family Portal expects one (the seed's cases are made the same way): the case, every
 * task of TASK_KINDS not started, and the primary contact's invitation, in one transaction. Returns the
 * case id and the invitation token, which only the mail carries.
 */
export async function insertCase(db: Db, mail: MailPort, siteId: string, staff: AuthUser, input: CreateInput): Promise<{ id: number; token: string | null }> {
  // Reached by phone only (issue 36.5): the contact is kept with the case, invited once they give an email.
  const token = input.contactEmail ? mail.newToken() : null;
  const name = caseNameColumns(input.fullName, input);
  const id = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(familyCases)
      .values({
        siteId,
        ...name,
        birthDate: input.birthDate || null,
        deathDate: input.deathDate || null,
        locationId: input.locationId || null,
        portraitAlt: `Portrait of ${name.fullName}`,
      })
      .returning({ id: familyCases.id });
    const caseId = row!.id;
    const withoutEmail = token === null ? { contactName: input.contactName, contactRelationship: input.contactRelationship } : {};
    await tx.insert(caseDesk).values({ caseId, siteId, kind: input.kind, createdBy: staff.id, contactPhone: input.contactPhone, ...withoutEmail });
    await tx.insert(caseTasks).values(TASK_KINDS.map((kind, position) => ({ caseId, kind, position })));
    const actor = { userId: staff.id, name: staff.name, actingAs: 'STAFF' as const };
    await recordCaseEvent(tx as unknown as Db, actor, caseId, {
      kind: 'case.created',
      summary: `Opened the case for ${name.fullName}`,
      after: name.fullName,
    });
    if (token === null) {
      await recordCaseEvent(tx as unknown as Db, actor, caseId, {
        kind: 'case.contact-recorded',
        summary: `Took ${input.contactName} (${input.contactRelationship}) as the primary contact by phone, ${input.contactPhone}: no email, not invited yet`,
      });
      return caseId;
    }
    await tx.insert(caseInvitations).values({
      caseId,
      email: input.contactEmail,
      name: input.contactName,
      relationship: input.contactRelationship,
      role: 'PRIMARY',
      tokenHash: mail.hashToken(token),
      invitedBy: staff.name,
      expiresAt: new Date(Date.now() + INVITATION_DAYS * 24 * 60 * 60 * 1000),
    });
    await recordCaseEvent(tx as unknown as Db, actor, caseId, {
      kind: 'invitation.sent',
      summary: `Invited ${input.contactName} (${input.contactEmail}) as the primary contact`,
    });
    return caseId;
  });
  return { id, token };
}

export function invitationMail(input: CreateInput, link: string, home: string, staff: AuthUser) {
  return {
    to: input.contactEmail,
    subject: `${home}: your Family Portal for ${input.fullName}`,
    text: [
      `Dear ${input.contactName},`,
      '',
      `${staff.name} of ${home} has opened a Family Portal for ${input.fullName}'s arrangements, with you as the family's primary contact.`,
      'There you can add details, write the obituary, share photos and invite the rest of the family.',
      '',
      `Open this link to join (it works once and for ${INVITATION_DAYS} days):`,
      link,
      '',
      'If you were not expecting this, you can ignore this email.',
    ].join('\n'),
    links: [link],
  };
}
