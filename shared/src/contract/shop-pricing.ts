// What an order costs, in integer cents. The API charges what this computes from the product, the size
// and the site's terms; nothing the client sends about money is read. The checkout shows the same
// breakdown before the pay button, from the terms the API sent (docs/decisions/021).

export interface ShopTerms {
  deliveryFeeCents: number;
  taxRateBasisPoints: number;
  deliveryCutoffHours: number;
}

export interface OrderPrice {
  subtotalCents: number;
  deliveryCents: number;
  taxCents: number;
  totalCents: number;
}

export function priceOrder(input: { unitPriceCents: number; quantity: number; kind: 'FLOWERS' | 'TREE'; terms: ShopTerms }): OrderPrice {
  const subtotalCents = input.unitPriceCents * input.quantity;
  // Trees are planted by a partner and their certificate sent by mail: nothing is driven anywhere.
  const deliveryCents = input.kind === 'FLOWERS' ? input.terms.deliveryFeeCents : 0;
  // Sales tax on the goods and their delivery, rounded half up to the cent (integers only: no float drift).
  const taxCents = Math.floor(((subtotalCents + deliveryCents) * input.terms.taxRateBasisPoints + 5_000) / 10_000);
  return { subtotalCents, deliveryCents, taxCents, totalCents: subtotalCents + deliveryCents + taxCents };
}

// The last moment an order can still be delivered to a service: the florist needs the site's lead time.
export function deliveryCutoff(eventStartsAt: string | Date, terms: Pick<ShopTerms, 'deliveryCutoffHours'>): Date {
  return new Date(new Date(eventStartsAt).getTime() - terms.deliveryCutoffHours * 3_600_000);
}

export function deliveryIsOpen(eventStartsAt: string | Date, terms: Pick<ShopTerms, 'deliveryCutoffHours'>, now: Date = new Date()): boolean {
  return now.getTime() < deliveryCutoff(eventStartsAt, terms).getTime();
}

export const DELIVERY_CLOSED_MESSAGE = 'It is too late to deliver to this service. Please choose another service or an address.';
