import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Order, Product, ProductVariant, ShopTerms } from '@keepsake/shared/contract';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/http-error';
import type { ObituaryRecord } from '../case-core/obituary-queries';
import { obituaryEvents } from '../case-core/obituary-tables';
import { products, productVariants, shopOrders, shopSettings } from './tables';

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
export const offers = (obituary: ObituaryRecord, product: Pick<Product, 'kind'>) => !(obituary.donationInLieu && product.kind === 'FLOWERS');

type ProductRow = Omit<Product, 'variants'>;

// Each product with its sizes, smallest first; the product's own price then reads "from" the first size.
async function withVariants(db: Db, rows: ProductRow[]): Promise<Product[]> {
  if (rows.length === 0) return [];
  const variants = await db
    .select({
      id: productVariants.id,
      productId: productVariants.productId,
      name: productVariants.name,
      description: productVariants.description,
      priceCents: productVariants.priceCents,
    })
    .from(productVariants)
    .where(
      inArray(
        productVariants.productId,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(asc(productVariants.position), asc(productVariants.id));
  return rows.map((row) => {
    const own: ProductVariant[] = variants.filter((variant) => variant.productId === row.id).map(({ productId: _, ...variant }) => variant);
    return { ...row, priceCents: own[0]?.priceCents ?? row.priceCents, variants: own };
  });
}

// A site that has not set its terms charges no fee and no tax and closes deliveries a day ahead.
export const DEFAULT_SHOP_TERMS: ShopTerms = { deliveryFeeCents: 0, taxRateBasisPoints: 0, deliveryCutoffHours: 24 };

export async function shopTerms(db: Db, siteId: string): Promise<ShopTerms> {
  const [row] = await db
    .select({
      deliveryFeeCents: shopSettings.deliveryFeeCents,
      taxRateBasisPoints: shopSettings.taxRateBasisPoints,
      deliveryCutoffHours: shopSettings.deliveryCutoffHours,
    })
    .from(shopSettings)
    .where(eq(shopSettings.siteId, siteId))
    .limit(1);
  return row ?? DEFAULT_SHOP_TERMS;
}

export async function findProduct(db: Db, obituary: ObituaryRecord, productId: number): Promise<Product> {
  const [product] = await db
    .select(productColumns)
    .from(products)
    .where(and(eq(products.id, productId), eq(products.siteId, obituary.siteId), eq(products.active, true)))
    .limit(1);
  if (!product || !offers(obituary, product)) throw notFound(`There is no product with the id ${productId} in this shop.`);
  const [full] = await withVariants(db, [product]);
  return full as Product;
}

export async function listProducts(db: Db, siteId: string): Promise<Product[]> {
  const rows = await db
    .select(productColumns)
    .from(products)
    .where(and(eq(products.siteId, siteId), eq(products.active, true)))
    .orderBy(asc(products.position), asc(products.id));
  return withVariants(db, rows);
}

// The order's service as deliveryAndPurchaser reads it, for a select that left-joins obituaryEvents on
// shopOrders.eventId (the family's order here, the staff's list in staff-queries).
export const orderServiceColumns = {
  eventTitle: obituaryEvents.title,
  eventStartsAt: obituaryEvents.startsAt,
  placeName: obituaryEvents.placeName,
};

// The delivery, the card and the purchaser as the family's order (loadOrder) and staff's (staff-queries) both
// answer them; `event` is the order's service, joined (null when delivered to an address).
export const deliveryAndPurchaser = (
  order: typeof shopOrders.$inferSelect,
  event: { eventTitle: string | null; eventStartsAt: Date | null; placeName: string | null },
) => ({
  delivery: {
    method: order.deliveryMethod,
    eventTitle: event.eventTitle,
    eventStartsAt: event.eventStartsAt?.toISOString() ?? null,
    placeName: event.placeName,
    recipientName: order.recipientName,
    address: order.address,
  },
  cardMessage: order.cardMessage,
  cardSignature: order.cardSignature,
  purchaserName: order.purchaserName,
  purchaserEmail: order.purchaserEmail,
});

export async function loadOrder(db: Db, obituary: ObituaryRecord, orderId: string): Promise<Order> {
  const [row] = await db
    .select({
      order: shopOrders,
      product: productColumns,
      ...orderServiceColumns,
    })
    .from(shopOrders)
    .innerJoin(products, eq(products.id, shopOrders.productId))
    .leftJoin(obituaryEvents, eq(obituaryEvents.id, shopOrders.eventId))
    .where(
      and(
        eq(shopOrders.id, orderId),
        eq(shopOrders.obituaryId, obituary.id),
        eq(shopOrders.siteId, obituary.siteId),
        // Pending, declined or voided orders are not orders a visitor has.
        eq(shopOrders.paymentStatus, 'APPROVED'),
      ),
    )
    .limit(1);
  if (!row) throw notFound(`There is no order ${orderId} for this obituary.`);
  const { order, product } = row;
  return {
    id: order.id,
    obituaryId: order.obituaryId,
    product: { id: product.id, kind: product.kind, name: order.productName, imageUrl: product.imageUrl, imageAlt: product.imageAlt },
    variantName: order.variantName,
    quantity: order.quantity,
    unitPriceCents: order.unitPriceCents,
    subtotalCents: order.subtotalCents,
    deliveryCents: order.deliveryFeeCents,
    taxCents: order.taxCents,
    totalCents: order.totalCents,
    ...deliveryAndPurchaser(order, row),
    payment: { status: 'APPROVED', brand: order.cardBrand, last4: order.cardLast4 },
    createdAt: order.createdAt.toISOString(),
  };
}

// The checkout's steps (routes.ts): pending first, then confirmed, voided or removed.
export type NewOrder = typeof shopOrders.$inferInsert;

export async function findOrderByKey(db: Db, siteId: string, idempotencyKey: string) {
  const [row] = await db
    .select({ id: shopOrders.id, status: shopOrders.paymentStatus, obituaryId: shopOrders.obituaryId, reference: shopOrders.paymentReference })
    .from(shopOrders)
    .where(and(eq(shopOrders.siteId, siteId), eq(shopOrders.idempotencyKey, idempotencyKey)))
    .limit(1);
  return row ?? null;
}

// Null when another request holds the same key (it won the race; the caller finds its order).
export async function insertPendingOrder(db: Db, values: NewOrder): Promise<string | null> {
  const rows = await db
    .insert(shopOrders)
    .values({ ...values, paymentStatus: 'PENDING', paymentReference: null })
    .onConflictDoNothing()
    .returning({ id: shopOrders.id });
  return rows[0]?.id ?? null;
}

export async function markOrder(db: Db, orderId: string, status: 'VOIDED', reference: string | null): Promise<void> {
  await db.update(shopOrders).set({ paymentStatus: status, paymentReference: reference }).where(eq(shopOrders.id, orderId));
}

export async function deleteOrder(db: Db, orderId: string): Promise<void> {
  await db.delete(shopOrders).where(eq(shopOrders.id, orderId));
}
