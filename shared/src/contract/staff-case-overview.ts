import { z } from 'zod';
import { approverSchema } from './case-history';

// The staff case page's overview (issue 24 §2): where the family is with the arrangements and the statement,
// what is paid, and the state of the obituary, the memorial wall and the photos, in one read
// (GET /api/staff/cases/:caseId/overview). Staff act on each in the Family Portal (staff open every case of
// their home there) or on the case page itself (publishing).

// NONE: nothing chosen yet; CHOSEN: a package or items chosen (or finished), not signed; SIGNED: the family signed.
export const DESK_ARRANGEMENT_STATES = ['NONE', 'CHOSEN', 'SIGNED'] as const;
export const deskArrangementStateSchema = z.enum(DESK_ARRANGEMENT_STATES);
export type DeskArrangementState = z.infer<typeof deskArrangementStateSchema>;

export const deskCaseOverviewSchema = z.object({
  // The case in the Family Portal: its pages are `${portalPath}/arrangements`, `/statement`, `/review-obituary`, …
  portalPath: z.string(),
  arrangement: z.object({
    state: deskArrangementStateSchema,
    // The contract's revision (1 until the home reopens a signed contract); null before anything was chosen.
    revision: z.number().int().nullable(),
    countersigned: z.boolean(),
  }),
  balance: z.object({
    // The signed statement's total; null before signing (the live selection's price is not owed yet).
    totalCents: z.number().int().nullable(),
    // Approved payments less refunds.
    paidCents: z.number().int(),
    // total − paid once signed; null before.
    dueCents: z.number().int().nullable(),
  }),
  obituary: z.object({
    // NONE: the family has not written anything yet.
    textStatus: z.enum(['NONE', 'DRAFT', 'APPROVED']),
    revision: z.number().int(),
    // Who approved the text now approved (null unless APPROVED); staff for the family say how (issue 36).
    approver: approverSchema.nullable(),
    published: z.boolean(),
    publicPath: z.string().nullable(),
  }),
  // Null while the case has no public page (no wall to speak of).
  wall: z
    .object({
      awaitingReview: z.number().int(),
      // Whether visitors may leave memories (the family's wall settings), and whether they wait for approval.
      commentsOn: z.boolean(),
      moderated: z.boolean(),
    })
    .nullable(),
  photos: z.object({ count: z.number().int() }),
});
export type DeskCaseOverview = z.infer<typeof deskCaseOverviewSchema>;
