import type { CheckoutBody } from '@keepsake/shared/contract';

/** A valid memorial-shop order (the sandbox's approving test token, delivery to an address); tests change what they test. */
export function checkoutBody(overrides: Partial<CheckoutBody> = {}): CheckoutBody {
  return {
    productId: 1,
    quantity: 1,
    deliveryMethod: 'ADDRESS',
    recipientName: 'The Hartwell family',
    line1: '12 Elm Street',
    city: 'Alder Falls',
    region: 'VT',
    postalCode: '05901',
    cardSignature: 'The Carvers',
    purchaser: { name: 'Linda Carver', email: 'linda@example.com', phone: '(555) 123-4567' },
    // The sandbox's reusable test token for its approving card (the hosted fields make one-time ones).
    payment: { token: 'tok_visa' },
    ...overrides,
  };
}
