import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { OrderStatus, StaffOrder, StaffProduct, StaffProductBody, StaffShopSettings } from '@keepsake/shared/contract';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/http-error';
import { obituaries, obituaryEvents } from '../case-core/obituary-tables';
import { DEFAULT_SHOP_TERMS, deliveryAndPurchaser, orderServiceColumns } from './queries';
import { products, productVariants, shopOrderRefunds, shopOrders, shopSettings } from './tables';

// What the staff desk reads and writes of the shop (staff-routes.ts). Every query names the site: an order
// or product of another home is "not found", never shown.

const NOT_FOUND_ORDER = 'We could not find this order.';
const NOT_FOUND_PRODUCT = 'We could not find this product.';

// Only orders that were paid: pending, declined or voided checkouts never became orders.
export async function listStaffOrders(db: Db, siteId: string, status: OrderStatus | 'ALL', orderId?: string): Promise<StaffOrder[]> {
  const rows = await db
    .select({
      order: shopOrders,
      fullName: obituaries.fullName,
      // The case the obituary belongs to, if any: the desk links an order to the case or to the obituary-only record.
      caseId: sql<number | null>`(SELECT case_obituary.case_id FROM case_obituary WHERE case_obituary.obituary_id = shop_order.obituary_id LIMIT 1)`,
      ...orderServiceColumns,
    })
    .from(shopOrders)
    .innerJoin(obituaries, eq(obituaries.id, shopOrders.obituaryId))
    .leftJoin(obituaryEvents, eq(obituaryEvents.id, shopOrders.eventId))
    .where(
      and(
        eq(shopOrders.siteId, siteId),
        eq(shopOrders.paymentStatus, 'APPROVED'),
        status === 'ALL' ? undefined : eq(shopOrders.fulfilmentStatus, status),
        orderId === undefined ? undefined : eq(shopOrders.id, orderId),
      ),
    )
    .orderBy(desc(shopOrders.createdAt), desc(shopOrders.id))
    .limit(500);
  const refunds =
    rows.length === 0
      ? []
      : await db
          .select()
          .from(shopOrderRefunds)
          .where(
            inArray(
              shopOrderRefunds.orderId,
              rows.map((row) => row.order.id),
            ),
          )
          .orderBy(asc(shopOrderRefunds.id));
  return rows.map(({ order, ...row }) => ({
    id: order.id,
    createdAt: order.createdAt.toISOString(),
    status: order.fulfilmentStatus,
    obituary: { id: order.obituaryId, fullName: row.fullName, caseId: row.caseId === null ? null : Number(row.caseId) },
    productName: order.productName,
    variantName: order.variantName,
    quantity: order.quantity,
    totalCents: order.totalCents,
    refundedCents: order.refundedCents,
    ...deliveryAndPurchaser(order, row),
    purchaserPhone: order.purchaserPhone,
    refunds: refunds
      .filter((refund) => refund.orderId === order.id)
      .map((refund) => ({ amountCents: refund.amountCents, reason: refund.reason, createdAt: refund.createdAt.toISOString() })),
  }));
}

export async function staffOrder(db: Db, siteId: string, orderId: string): Promise<StaffOrder> {
  const [order] = await listStaffOrders(db, siteId, 'ALL', orderId);
  if (!order) throw notFound(NOT_FOUND_ORDER);
  return order;
}

export async function staffSettings(db: Db, siteId: string): Promise<StaffShopSettings> {
  const [row] = await db.select().from(shopSettings).where(eq(shopSettings.siteId, siteId)).limit(1);
  const terms = row ?? DEFAULT_SHOP_TERMS;
  return {
    deliveryFeeCents: terms.deliveryFeeCents,
    taxRateBasisPoints: terms.taxRateBasisPoints,
    deliveryCutoffHours: terms.deliveryCutoffHours,
    floristEmail: row?.floristEmail ?? '',
  };
}

export async function saveSettings(db: Db, siteId: string, settings: StaffShopSettings): Promise<void> {
  const values = { ...settings, floristEmail: settings.floristEmail || null };
  await db
    .insert(shopSettings)
    .values({ siteId, ...values })
    .onConflictDoUpdate({ target: shopSettings.siteId, set: values });
}

// Every product of the home, retired ones too (the desk shows them to be switched back on).
export async function listStaffProducts(db: Db, siteId: string, productId?: number): Promise<StaffProduct[]> {
  const rows = await db
    .select()
    .from(products)
    .where(and(eq(products.siteId, siteId), productId === undefined ? undefined : eq(products.id, productId)))
    .orderBy(asc(products.position), asc(products.id));
  const sizes =
    rows.length === 0
      ? []
      : await db
          .select()
          .from(productVariants)
          .where(
            inArray(
              productVariants.productId,
              rows.map((row) => row.id),
            ),
          )
          .orderBy(asc(productVariants.position), asc(productVariants.id));
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    name: row.name,
    description: row.description,
    imageUrl: row.imageUrl,
    imageAlt: row.imageAlt,
    active: row.active,
    sizes: sizesOf(row, sizes),
  }));
}

// A product sold in one size (the memorial trees) has no variant rows, only its own price: the desk shows that
// price as its one size, as the public shop does (issue 36 §5: tree products showed no price in the studio).
function sizesOf(row: { id: number; priceCents: number }, sizes: { productId: number; name: string; description: string; priceCents: number }[]) {
  const own = sizes.filter((size) => size.productId === row.id).map(({ name, description, priceCents }) => ({ name, description, priceCents }));
  return own.length > 0 ? own : [{ name: 'One size', description: '', priceCents: row.priceCents }];
}

/**
 * A product's sizes are replaced as a whole. Orders keep the name and price they were placed with
 * (shop_order copies them), so an order placed earlier reads the same after a price change. The
 * product's own price is its first size's, the one the shop shows as "from".
 */
export async function saveProduct(
  db: Db,
  siteId: string,
  body: StaffProductBody & { sizes: { name: string; description?: string; priceCents: number }[] },
  productId?: number,
) {
  return db.transaction(async (tx) => {
    const values = {
      kind: body.kind,
      name: body.name,
      description: body.description ?? '',
      imageUrl: body.imageUrl,
      imageAlt: body.imageAlt,
      active: body.active,
      priceCents: body.sizes[0]!.priceCents,
    };
    let id = productId;
    if (id === undefined) {
      const [row] = await tx
        .insert(products)
        .values({ siteId, ...values })
        .returning({ id: products.id });
      id = row!.id;
    } else {
      const updated = await tx
        .update(products)
        .set(values)
        .where(and(eq(products.id, id), eq(products.siteId, siteId)))
        .returning({ id: products.id });
      if (updated.length === 0) throw notFound(NOT_FOUND_PRODUCT);
      await tx.delete(productVariants).where(eq(productVariants.productId, id));
    }
    await tx
      .insert(productVariants)
      .values(
        body.sizes.map((size, position) => ({ productId: id!, name: size.name, description: size.description ?? '', priceCents: size.priceCents, position })),
      );
    return id;
  });
}
