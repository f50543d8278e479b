import { eq } from 'drizzle-orm';
import { formatCents, type Order } from '@keepsake/shared/contract';
import type { Db } from '../../db/client';
import type { ObituaryRecord } from '../case-core/obituary-queries';
import { shopSettings } from './tables';

/**
 * The mail a new order sends to the home's florist (the address staff set on the shop desk), with what the
 * florist needs to deliver: product and size, where and when, the card. Null when the home names no florist.
 */
export async function floristMail(db: Db, obituary: ObituaryRecord, order: Order) {
  const [settings] = await db.select({ floristEmail: shopSettings.floristEmail }).from(shopSettings).where(eq(shopSettings.siteId, obituary.siteId)).limit(1);
  if (!settings?.floristEmail) return null;
  const { delivery } = order;
  const where =
    delivery.method === 'EVENT'
      ? `To the service: ${delivery.eventTitle ?? ''} at ${delivery.placeName ?? ''}, ${delivery.eventStartsAt ?? ''}`
      : `To ${delivery.recipientName ?? ''}, ${delivery.address ?? ''}`;
  return {
    siteId: obituary.siteId,
    to: settings.floristEmail,
    subject: `New order ${order.id}: ${order.product.name} in memory of ${obituary.fullName}`,
    text: [
      `${order.quantity} × ${order.product.name}${order.variantName ? ` (${order.variantName})` : ''}, ${formatCents(order.totalCents)} paid.`,
      where,
      `Card: ${order.cardMessage ?? ''} — ${order.cardSignature}`,
      `Ordered by ${order.purchaserName} (${order.purchaserEmail}).`,
    ].join('\n\n'),
    links: [],
  };
}
