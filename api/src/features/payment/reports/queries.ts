import type { ReportRange } from '@keepsake/shared/contract';
import type { SqlRunner } from '../../../db/client';
import { amount } from './amount';
import { formatSortableDateTime, isTimeZone } from '@keepsake/shared/time';

// The reports read the money tables in plain SQL, read-only (case payments and refunds of the arrangements,
// shop orders and refunds): features import no other feature, and a report needs no one's queries.
// Days are the home's days: a payment at 11 pm in New York is on that day's line, not the next UTC day.

export async function homeTimeZone(sql: SqlRunner, siteId: string): Promise<string> {
  const [row] = await sql.query<{ zone: string | null }>(
    `SELECT document -> 'settings' ->> 'timeZone' AS zone FROM site_context WHERE site_id = $1 AND version = 'approved' LIMIT 1`,
    [siteId],
  );
  // An unknown zone in the site's settings: UTC, as the statement does (arrangements/company.ts).
  return row?.zone && isTimeZone(row.zone) ? row.zone : 'UTC';
}

// [from 00:00, the day after `to` 00:00) in the home's zone, as SQL parameters $2..$4.
const inRange = (column: string) => `${column} >= ($2::date)::timestamp AT TIME ZONE $4 AND ${column} < ($3::date + 1)::timestamp AT TIME ZONE $4`;
// The instant itself: each row's date is written by the one formatter, on the home's clock with its zone
// named ("2026-11-27 17:47 EST"), as every page and PDF writes it (ADR 095).
const localTime = (column: string) => column;

export const PAYMENT_HEADER = ['Date', 'Kind', 'Case', 'Method', 'Amount', 'Reference', 'Paid by', 'Payment', 'Note'];

// Each payment taken and each refund given in the range, one line each; a refund's amount is negative.
export async function paymentRows(sql: SqlRunner, siteId: string, range: ReportRange) {
  const timeZone = await homeTimeZone(sql, siteId);
  const params = [siteId, range.from, range.to, timeZone];
  const rows = await sql.query<{
    at: Date | string;
    kind: string;
    case_name: string;
    method: string;
    cents: number;
    reference: string | null;
    who: string;
    payment: string;
    note: string;
  }>(
    `SELECT ${localTime('p.created_at')} AS at, 'Payment' AS kind, c.full_name AS case_name, p.method, p.amount_cents AS cents,
            p.reference, p.paid_by_name AS who, p.id AS payment, '' AS note, p.created_at AS sort
       FROM case_payment p JOIN family_case c ON c.id = p.case_id
      WHERE c.site_id = $1 AND p.status = 'APPROVED' AND ${inRange('p.created_at')}
     UNION ALL
     SELECT ${localTime('r.created_at')}, 'Refund', c.full_name, p.method, -r.amount_cents,
            p.reference, p.paid_by_name, p.id, r.reason, r.created_at
       FROM case_payment_refund r JOIN case_payment p ON p.id = r.payment_id JOIN family_case c ON c.id = p.case_id
      WHERE c.site_id = $1 AND ${inRange('r.created_at')}
     ORDER BY sort, payment`,
    params,
  );
  return rows.map((row) => [
    formatSortableDateTime(row.at, timeZone),
    row.kind,
    row.case_name,
    row.method,
    amount(Number(row.cents)),
    row.reference,
    row.who,
    row.payment,
    row.note,
  ]);
}

export const ORDER_HEADER = [
  'Date',
  'Order',
  'Obituary',
  'Product',
  'Size',
  'Quantity',
  'Total',
  'Refunded',
  'Status',
  'Delivery',
  'Purchaser',
  'Email',
  'Phone',
];

// The shop's paid orders placed in the range, with what has been refunded of each so far.
export async function orderRows(sql: SqlRunner, siteId: string, range: ReportRange) {
  const timeZone = await homeTimeZone(sql, siteId);
  const params = [siteId, range.from, range.to, timeZone];
  const rows = await sql.query<Record<string, string | number | null>>(
    `SELECT ${localTime('o.created_at')} AS at, o.id, ob.full_name, o.product_name, o.variant_name, o.quantity, o.total_cents,
            o.refunded_cents, o.fulfilment_status, o.delivery_method, o.address, e.title AS event_title,
            o.purchaser_name, o.purchaser_email, o.purchaser_phone
       FROM shop_order o JOIN obituary ob ON ob.id = o.obituary_id LEFT JOIN obituary_event e ON e.id = o.event_id
      WHERE o.site_id = $1 AND o.payment_status = 'APPROVED' AND ${inRange('o.created_at')}
      ORDER BY o.created_at, o.id`,
    params,
  );
  return rows.map((row) => [
    formatSortableDateTime(row.at as unknown as Date, timeZone),
    row.id,
    row.full_name,
    row.product_name,
    row.variant_name,
    Number(row.quantity),
    amount(Number(row.total_cents)),
    amount(Number(row.refunded_cents)),
    row.fulfilment_status,
    row.delivery_method === 'EVENT' ? `Service: ${row.event_title ?? ''}` : (row.address ?? ''),
    row.purchaser_name,
    row.purchaser_email,
    row.purchaser_phone,
  ]) as (string | number | null)[][];
}

export const RECONCILIATION_HEADER = ['Date', 'Kind', 'For', 'Provider', 'Provider reference', 'Gross', 'Refunds', 'Fee', 'Net', 'Our reference'];

/**
 * Issue 41 point 5: every card payment the provider settled in the range (case payments and shop orders),
 * one line each, named by the provider's reference so the home can match the provider's payout report line
 * by line: gross, refunded so far, the provider's fee when it reported one (blank otherwise), net. Then a total.
 */
export async function reconciliationRows(sql: SqlRunner, siteId: string, range: ReportRange) {
  const params = [siteId, range.from, range.to, await homeTimeZone(sql, siteId)];
  const rows = await sql.query<{
    at: string;
    kind: string;
    name: string;
    provider: string;
    reference: string | null;
    gross: number;
    refunds: number;
    fee: number | null;
    ours: string;
  }>(
    `SELECT ${localTime('p.created_at')} AS at, 'Case payment' AS kind, c.full_name AS name, p.provider, p.reference, p.amount_cents AS gross,
            p.refunded_cents AS refunds, p.fee_cents AS fee, p.id AS ours, p.created_at AS sort
       FROM case_payment p JOIN family_case c ON c.id = p.case_id
      WHERE c.site_id = $1 AND p.method = 'CARD' AND p.status = 'APPROVED' AND ${inRange('p.created_at')}
     UNION ALL
     SELECT ${localTime('o.created_at')}, 'Shop order', ob.full_name, o.payment_provider, o.payment_reference, o.total_cents,
            o.refunded_cents, o.fee_cents, o.id, o.created_at
       FROM shop_order o JOIN obituary ob ON ob.id = o.obituary_id
      WHERE o.site_id = $1 AND o.payment_status = 'APPROVED' AND ${inRange('o.created_at')}
     ORDER BY sort, ours`,
    params,
  );
  const totals = { gross: 0, refunds: 0, fee: 0 };
  const lines = rows.map((row) => {
    const [gross, refunds, fee] = [Number(row.gross), Number(row.refunds), row.fee === null ? null : Number(row.fee)];
    totals.gross += gross;
    totals.refunds += refunds;
    totals.fee += fee ?? 0;
    return [
      row.at,
      row.kind,
      row.name,
      row.provider,
      row.reference,
      amount(gross),
      amount(-refunds),
      fee === null ? null : amount(-fee),
      amount(gross - refunds - (fee ?? 0)),
      row.ours,
    ];
  });
  const total = [
    'Total',
    '',
    '',
    '',
    '',
    amount(totals.gross),
    amount(-totals.refunds),
    amount(-totals.fee),
    amount(totals.gross - totals.refunds - totals.fee),
    '',
  ];
  return [...lines, total] as (string | number | null)[][];
}
