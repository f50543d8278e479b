import { and, asc, eq } from 'drizzle-orm';
import type { Order, Product } from '@keepsake/shared/contract';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/http-error';
import type { ObituaryRecord } from '../obituaries/queries';
import { obituaryEvents } from '../obituaries/tables';
import { products, shopOrders } from './tables';

const productColumns = {
  id: products.id,
  kind: products.kind,
  name: products.name,
  description: products.description,
  priceCents: products.priceCents,
  imageUrl: products.imageUrl,
  imageAlt: products.imageAlt,
};

// "In lieu of flowers": the family asked for donations, so flowers are not offered for this obituary.
export const offers = (obituary: ObituaryRecord, product: Product) =>
  !(obituary.donationInLieu && product.kind === 'FLOWERS');

export async function findProduct(db: Db, obituary: ObituaryRecord, productId: number): Promise<Product> {
  const [product] = await db
    .select(productColumns)
    .from(products)
    .where(and(eq(products.id, productId), eq(products.siteId, obituary.siteId), eq(products.active, true)))
    .limit(1);
  if (!product || !offers(obituary, product)) throw notFound(`There is no product with the id ${productId} in this shop.`);
  return product;
}

export async function listProducts(db: Db, siteId: string): Promise<Product[]> {
  return db
    .select(productColumns)
    .from(products)
    .where(and(eq(products.siteId, siteId), eq(products.active, true)))
    .orderBy(asc(products.position), asc(products.id));
}

export async function loadOrder(db: Db, obituary: ObituaryRecord, orderId: string): Promise<Order> {
  const [row] = await db
    .select({
      order: shopOrders,
      product: productColumns,
      eventTitle: obituaryEvents.title,
      eventStartsAt: obituaryEvents.startsAt,
      placeName: obituaryEvents.placeName,
    })
    .from(shopOrders)
    .innerJoin(products, eq(products.id, shopOrders.productId))
    .leftJoin(obituaryEvents, eq(obituaryEvents.id, shopOrders.eventId))
    .where(and(eq(shopOrders.id, orderId), eq(shopOrders.obituaryId, obituary.id), eq(shopOrders.siteId, obituary.siteId)))
    .limit(1);
  if (!row) throw notFound(`There is no order ${orderId} for this obituary.`);
  const { order, product } = row;
  return {
    id: order.id,
    obituaryId: order.obituaryId,
    product: { id: product.id, kind: product.kind, name: order.productName, imageUrl: product.imageUrl, imageAlt: product.imageAlt },
    quantity: order.quantity,
    unitPriceCents: order.unitPriceCents,
    totalCents: order.totalCents,
    delivery: {
      method: order.deliveryMethod,
      eventTitle: row.eventTitle,
      eventStartsAt: row.eventStartsAt?.toISOString() ?? null,
      placeName: row.placeName,
      recipientName: order.recipientName,
      address: order.address,
    },
    cardMessage: order.cardMessage,
    cardSignature: order.cardSignature,
    purchaserName: order.purchaserName,
    purchaserEmail: order.purchaserEmail,
    payment: { status: order.paymentStatus, brand: order.cardBrand, last4: order.cardLast4 },
    createdAt: order.createdAt.toISOString(),
  };
}
