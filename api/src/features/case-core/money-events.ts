import { and, eq, sql } from 'drizzle-orm';
import { formatCents, nameSlugOf, type Order } from '@keepsake/shared/contract';
import type { Db } from '../../db/client';
import { sites } from '../../db/schema';
import { formatDateTime } from '@keepsake/shared/time';
import { homeTimeZone } from '../../lib/home-time-zone';
import type { MailAttachment } from '../../lib/mailer';
import type { NoticeMail } from '../case-core/notify';
import { obituaries } from '../case-core/obituary-tables';
import { caseMembers, familyCases } from '../case-core/tables';

/**
 * Every money event, and who hears of it (issue 36 point 2, ADR 096). A route that takes, gives back or
 * commits money says what happened with ONE call, `await app.notify.money(request, event)`; this file decides
 * the recipients and the words, so no payment path can forget the receipt, the home's notice or the florist.
 * money-events.guard.test.ts fails when a route that writes a payment, a refund, an order or a signature
 * does not call it.
 */
interface CaseRef {
  id: number;
  siteId: string;
  fullName: string;
}
// Who paid: a family account (a card paid in the portal), or the purchaser named on the contract (cash or
// a check the home recorded; the purchaser may have no account).
export type Payer = { userId: string } | 'PURCHASER';

export type MoneyEvent =
  | { kind: 'ORDER_PLACED'; order: Order }
  | {
      kind: 'ORDER_REFUNDED';
      order: { id: string; obituaryId: number; productName: string; purchaserName: string; purchaserEmail: string; totalCents: number };
      amountCents: number;
      refundedCents: number;
      reason: string;
    }
  | {
      kind: 'CASE_PAYMENT';
      caseRow: CaseRef;
      payer: Payer;
      by: string;
      amountCents: number;
      method: 'CARD' | 'CASH' | 'CHECK';
      reference: string | null;
      balanceAfterCents: number | null;
    }
  | { kind: 'CASE_REFUND'; caseRow: CaseRef; payer: Payer; by: string; amountCents: number; paymentCents: number; reason: string; balanceAfterCents: number }
  | {
      kind: 'CONTRACT_SIGNED';
      caseRow: CaseRef;
      // A family account in the portal, or (issue 39 point 3) the purchaser in person, a staff member present;
      // then the purchaser's copy (the signed statement's PDF) goes to the purchaser's address and the primary contacts.
      signer: { userId: string; name: string } | { inPerson: true; name: string; staffName: string; copy: MailAttachment };
      totalCents: number;
    };

/** Where each kind of mail goes; the notifier (notify.ts) sends them, each failure logged, never thrown. */
export interface MoneyMails {
  family?: { userIds: string[]; addresses: string[]; mail: NoticeMail };
  staff?: { notice: 'ORDER_PLACED' | 'PAYMENT_RECEIVED' | 'CONTRACT_SIGNED'; mail: NoticeMail };
  florist?: { address: string; mail: NoticeMail };
}

const staffCase = (caseRow: CaseRef) => `/studio/cases/${caseRow.id}`;
const familyCase = (caseRow: CaseRef) => `/family-portal/${caseRow.id}`;
const METHOD_WORDS = { CARD: 'by card', CASH: 'in cash', CHECK: 'by check' } as const;

// A service time in the home's zone, with the zone's abbreviation (the shared formatter, ADR 095).
const homeTime = (iso: string, timeZone: string) => formatDateTime(iso, timeZone, { weekday: true });

// The case's primary contacts: a receipt reaches them whoever paid.
async function primaryContacts(db: Db, caseId: number): Promise<string[]> {
  const rows = await db
    .select({ userId: caseMembers.userId })
    .from(caseMembers)
    .where(and(eq(caseMembers.caseId, caseId), eq(caseMembers.role, 'PRIMARY')));
  return rows.map((row) => row.userId);
}

// The contract's purchaser and the home's florist are read by table name: case-core imports no feature.
async function purchaserEmail(db: Db, caseId: number): Promise<string | null> {
  const [row] = await db
    .select({ email: sql<string | null>`(SELECT a.purchaser->>'email' FROM case_arrangement a WHERE a.case_id = ${familyCases.id})` })
    .from(familyCases)
    .where(eq(familyCases.id, caseId));
  return row?.email || null;
}
async function floristEmail(db: Db, siteId: string): Promise<string | null> {
  const [row] = await db
    .select({ email: sql<string | null>`(SELECT s.florist_email FROM shop_settings s WHERE s.site_id = ${sites.id})` })
    .from(sites)
    .where(eq(sites.id, siteId));
  return row?.email || null;
}

async function familyOf(db: Db, caseRow: CaseRef, payer: Payer, mail: NoticeMail): Promise<MoneyMails['family']> {
  const userIds = await primaryContacts(db, caseRow.id);
  const addresses: string[] = [];
  if (payer === 'PURCHASER') {
    const email = await purchaserEmail(db, caseRow.id);
    if (email) addresses.push(email);
  } else userIds.push(payer.userId);
  return { userIds, addresses, mail };
}

async function obituaryOf(db: Db, siteId: string, obituaryId: number) {
  const [row] = await db
    .select({ fullName: obituaries.fullName })
    .from(obituaries)
    .where(and(eq(obituaries.id, obituaryId), eq(obituaries.siteId, siteId)))
    .limit(1);
  const fullName = row?.fullName ?? 'your loved one';
  return { fullName, thanksPath: (orderId: string) => `/obituaries/${obituaryId}/${nameSlugOf(fullName)}/shop/order/${orderId}/thanks` };
}

function orderLines(order: Order, fullName: string, timeZone: string): string[] {
  const { delivery } = order;
  const item = `${order.quantity} × ${order.product.name}${order.variantName ? ` (${order.variantName})` : ''}, ${formatCents(order.unitPriceCents)} each`;
  const where =
    delivery.method === 'EVENT'
      ? `To the service: ${delivery.eventTitle ?? ''} at ${delivery.placeName ?? ''}, ${delivery.eventStartsAt ? homeTime(delivery.eventStartsAt, timeZone) : ''}`
      : `To ${delivery.recipientName ?? ''}, ${delivery.address ?? ''}`;
  return [
    `Order number: ${order.id}`,
    `In memory of ${fullName}`,
    '',
    item,
    `Subtotal: ${formatCents(order.subtotalCents)}`,
    `Delivery: ${formatCents(order.deliveryCents)}`,
    `Tax: ${formatCents(order.taxCents)}`,
    `Total: ${formatCents(order.totalCents)}, paid by ${order.payment.brand} ending ${order.payment.last4}`,
    '',
    order.product.kind === 'TREE' ? 'Planted in memory.' : where,
    `Card: ${order.cardMessage ? `“${order.cardMessage}” — ` : ''}${order.cardSignature}`,
  ];
}

/** The mails one money event sends: who, and the words. */
export async function moneyMails(db: Db, siteId: string, event: MoneyEvent): Promise<MoneyMails> {
  switch (event.kind) {
    case 'ORDER_PLACED': {
      const { order } = event;
      const obituary = await obituaryOf(db, siteId, order.obituaryId);
      const lines = orderLines(order, obituary.fullName, await homeTimeZone(db, siteId));
      const florist = await floristEmail(db, siteId);
      return {
        family: {
          userIds: [],
          addresses: [order.purchaserEmail],
          mail: {
            subject: `your receipt for order ${order.id}`,
            lines: [`Thank you, ${order.purchaserName}. Your order is placed and paid.`, '', ...lines],
            path: obituary.thanksPath(order.id),
          },
        },
        staff: {
          notice: 'ORDER_PLACED',
          mail: {
            subject: `new order ${order.id}: ${order.product.name} for ${obituary.fullName} (${formatCents(order.totalCents)})`,
            lines: [`${order.purchaserName} (${order.purchaserEmail}) placed an order.`, '', ...lines],
            path: '/studio/orders',
          },
        },
        ...(florist
          ? {
              florist: {
                address: florist,
                mail: {
                  subject: `new order ${order.id}: ${order.product.name} in memory of ${obituary.fullName}`,
                  lines: [...lines, '', `Ordered by ${order.purchaserName} (${order.purchaserEmail}).`],
                  path: null,
                },
              },
            }
          : {}),
      };
    }
    case 'ORDER_REFUNDED': {
      const { order, amountCents, refundedCents, reason } = event;
      const obituary = await obituaryOf(db, siteId, order.obituaryId);
      return {
        family: {
          userIds: [],
          addresses: [order.purchaserEmail],
          mail: {
            subject: `refund of ${formatCents(amountCents)} for your order ${order.id}`,
            lines: [
              `Dear ${order.purchaserName},`,
              '',
              `We have refunded ${formatCents(amountCents)} of your order ${order.id} (${order.productName} in memory of ${obituary.fullName}, ${formatCents(order.totalCents)}).`,
              ...(reason ? ['', `Reason: ${reason}`] : []),
              '',
              `Refunded so far: ${formatCents(refundedCents)}. The money reaches your card within a few business days.`,
            ],
            path: obituary.thanksPath(order.id),
          },
        },
      };
    }
    case 'CASE_PAYMENT': {
      const { caseRow, amountCents, method, reference, balanceAfterCents } = event;
      const how = method === 'CHECK' && reference ? `by check ${reference}` : METHOD_WORDS[method];
      const receipt: NoticeMail = {
        subject: `receipt for your payment of ${formatCents(amountCents)}`,
        lines: [
          `Thank you. We received your payment of ${formatCents(amountCents)} ${how} for ${caseRow.fullName}'s arrangements.`,
          ...(reference ? [`Reference: ${reference}`] : []),
          ...(balanceAfterCents !== null ? [`Balance due now: ${formatCents(Math.max(balanceAfterCents, 0))}`] : []),
        ],
        path: familyCase(caseRow),
      };
      return {
        family: await familyOf(db, caseRow, event.payer, receipt),
        staff: {
          notice: 'PAYMENT_RECEIVED',
          mail: {
            subject: `payment of ${formatCents(amountCents)} received for ${caseRow.fullName}`,
            lines: [
              method === 'CARD'
                ? `${event.by} paid ${formatCents(amountCents)} by card for ${caseRow.fullName}'s arrangements.`
                : `${event.by} recorded ${formatCents(amountCents)} ${how} for ${caseRow.fullName}'s arrangements.`,
            ],
            path: staffCase(caseRow),
          },
        },
      };
    }
    case 'CASE_REFUND': {
      const { caseRow, amountCents, paymentCents, reason, balanceAfterCents } = event;
      const receipt: NoticeMail = {
        subject: `refund of ${formatCents(amountCents)} for ${caseRow.fullName}`,
        lines: [
          `We refunded ${formatCents(amountCents)} of your payment of ${formatCents(paymentCents)} for ${caseRow.fullName}'s arrangements.`,
          ...(reason ? [`Reason: ${reason}`] : []),
          `Balance due now: ${formatCents(balanceAfterCents)}`,
        ],
        path: familyCase(caseRow),
      };
      return {
        family: await familyOf(db, caseRow, event.payer, receipt),
        staff: {
          notice: 'PAYMENT_RECEIVED',
          mail: {
            subject: `refund of ${formatCents(amountCents)} for ${caseRow.fullName}`,
            lines: [`${event.by} refunded ${formatCents(amountCents)} of a payment of ${formatCents(paymentCents)}.`, ...(reason ? [`Reason: ${reason}`] : [])],
            path: staffCase(caseRow),
          },
        },
      };
    }
    case 'CONTRACT_SIGNED': {
      const { caseRow, signer, totalCents } = event;
      if ('inPerson' in signer) return signedInPersonMails(db, caseRow, signer, totalCents);
      return {
        family: await familyOf(db, caseRow, signer, {
          subject: `the contract for ${caseRow.fullName} is signed`,
          lines: [
            `${signer.name} signed the arrangements contract for ${caseRow.fullName} (total ${formatCents(totalCents)}).`,
            'The signed statement is in the Family Portal, where payments can be made.',
          ],
          path: familyCase(caseRow),
        }),
        staff: {
          notice: 'CONTRACT_SIGNED',
          mail: {
            subject: `${signer.name} signed the contract for ${caseRow.fullName}`,
            lines: [`${signer.name} signed the arrangements contract for ${caseRow.fullName}. It waits for the home's countersignature.`],
            path: staffCase(caseRow),
          },
        },
      };
    }
  }
}

/** Signed at the table: the purchaser's copy with the PDF, and the staff notice saying who was present. */
async function signedInPersonMails(
  db: Db,
  caseRow: CaseRef,
  signer: { name: string; staffName: string; copy: MailAttachment },
  totalCents: number,
): Promise<MoneyMails> {
  const what = `the arrangements contract for ${caseRow.fullName} (total ${formatCents(totalCents)})`;
  return {
    family: await familyOf(db, caseRow, 'PURCHASER', {
      subject: `your signed statement for ${caseRow.fullName}`,
      lines: [
        `${signer.name} signed ${what} in person at the funeral home, with ${signer.staffName} present.`,
        'Your copy of the signed Statement of Funeral Goods and Services Selected is attached. It is also in the Family Portal, where payments can be made.',
      ],
      path: familyCase(caseRow),
      attachments: [signer.copy],
    }),
    staff: {
      notice: 'CONTRACT_SIGNED',
      mail: {
        subject: `${signer.name} signed the contract for ${caseRow.fullName} in person`,
        lines: [`${signer.name} signed ${what} in person, with ${signer.staffName} present. It waits for the home's countersignature.`],
        path: staffCase(caseRow),
      },
    },
  };
}
