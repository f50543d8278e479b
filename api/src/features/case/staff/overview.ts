import { and, eq, sql } from 'drizzle-orm';
import type { DeskArrangementState, DeskCaseOverview } from '@keepsake/shared/contract';
import type { Db } from '../../../db/client';
import { notFound } from '../../../lib/http-error';
import { approverOf } from '../../case-core/approvals';
import { caseObituaries } from '../../case-core/case-obituary-tables';
import { publicPathOf } from '../../case-core/case-obituary-queries';
import { caseMedia } from '../../case-core/media-tables';
import { memories } from '../../case-core/memory-tables';
import { obituaries } from '../../case-core/obituary-tables';
import { familyCases } from '../../case-core/tables';

/**
 * The staff case page's overview in ONE query: the case, its obituary link and public page joined, the rest
 * as scalar subqueries. The arrangement and payment tables belong to the arrangements feature, which this
 * feature may not import (lint zones): they are read by name, as case-core/notify.ts reads staff_role.
 * A case without a case_arrangement row has chosen nothing (the row is made on the family's first visit).
 */
export async function caseOverview(db: Db, siteId: string, caseId: number): Promise<DeskCaseOverview> {
  const [row] = await db
    .select({
      id: familyCases.id,
      nameSlug: familyCases.nameSlug,
      arrangementStatus: sql<string | null>`(SELECT a.status FROM case_arrangement a WHERE a.case_id = ${familyCases.id})`,
      arrangementRevision: sql<number | null>`(SELECT a.revision FROM case_arrangement a WHERE a.case_id = ${familyCases.id})`,
      hasChoice: sql<boolean>`EXISTS (SELECT 1 FROM case_arrangement a WHERE a.case_id = ${familyCases.id}
        AND (a.package_id IS NOT NULL OR EXISTS (SELECT 1 FROM case_arrangement_line l WHERE l.case_id = a.case_id AND NOT l.left_out)))`,
      countersigned: sql<boolean>`EXISTS (SELECT 1 FROM case_arrangement a WHERE a.case_id = ${familyCases.id} AND a.countersignature IS NOT NULL)`,
      // The signed statement's total, as it was signed (the snapshot never changes).
      signedTotal: sql<
        number | null
      >`(SELECT (a.statement_snapshot->'totals'->>'totalCents')::int FROM case_arrangement a WHERE a.case_id = ${familyCases.id} AND a.status = 'SIGNED')`,
      // What was paid less what was given back, as arrangements/queries.ts paidCents counts it.
      paid: sql<number>`(SELECT coalesce(sum(p.amount_cents - p.refunded_cents), 0)::int FROM case_payment p WHERE p.case_id = ${familyCases.id} AND p.status = 'APPROVED')`,
      draft: caseObituaries.draft,
      textStatus: caseObituaries.status,
      textRevision: caseObituaries.revision,
      approvedBy: caseObituaries.approvedBy,
      approvedHow: caseObituaries.approvedHow,
      approvedNote: caseObituaries.approvedNote,
      obituaryId: obituaries.id,
      published: obituaries.published,
      publicSlug: obituaries.nameSlug,
      wallPosting: obituaries.wallPosting,
      wallModeration: obituaries.wallModeration,
      awaitingReview: sql<number>`(SELECT count(*)::int FROM ${memories} WHERE ${memories.obituaryId} = ${obituaries.id} AND ${memories.status} = 'PENDING')`,
      photos: sql<number>`(SELECT count(*)::int FROM ${caseMedia} WHERE ${caseMedia.caseId} = ${familyCases.id} AND ${caseMedia.kind} = 'PHOTO')`,
    })
    .from(familyCases)
    .leftJoin(caseObituaries, eq(caseObituaries.caseId, familyCases.id))
    .leftJoin(obituaries, eq(obituaries.id, caseObituaries.obituaryId))
    .where(and(eq(familyCases.id, caseId), eq(familyCases.siteId, siteId)))
    .limit(1);
  if (!row) throw notFound('We could not find this case.');

  const signed = row.arrangementStatus === 'SIGNED';
  const state: DeskArrangementState = signed ? 'SIGNED' : row.hasChoice || row.arrangementStatus === 'FINISHED' ? 'CHOSEN' : 'NONE';
  const totalCents = signed ? (row.signedTotal ?? 0) : null;
  const written = row.textStatus !== null && (row.textStatus === 'APPROVED' || (row.draft ?? '').trim() !== '');
  return {
    portalPath: `/family-portal/${row.id}/${row.nameSlug}`,
    arrangement: { state, revision: state === 'NONE' ? null : row.arrangementRevision, countersigned: row.countersigned },
    balance: { totalCents, paidCents: row.paid, dueCents: totalCents === null ? null : totalCents - row.paid },
    obituary: {
      textStatus: written ? row.textStatus! : 'NONE',
      revision: row.textRevision ?? 0,
      // Who approved the text now approved: "Approved by Rosa" or "Approved for the family by Dana, by phone".
      approver:
        row.textStatus === 'APPROVED' ? approverOf({ approvedBy: row.approvedBy, approvedHow: row.approvedHow, approvedNote: row.approvedNote ?? '' }) : null,
      published: row.published ?? false,
      publicPath: row.obituaryId === null ? null : publicPathOf(row.obituaryId, row.publicSlug ?? row.nameSlug),
    },
    wall:
      row.obituaryId === null
        ? null
        : { awaitingReview: row.awaitingReview, commentsOn: row.wallPosting === 'ANYONE', moderated: row.wallModeration === 'APPROVAL' },
    photos: { count: row.photos },
  };
}
