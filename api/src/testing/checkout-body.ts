import type { CheckoutBody } from '@keepsake/shared/contract';

/** A valid memorial-shop order (the sandbox's approving card, delivery to an address); tests change what they test. */
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
    payment: { nameOnCard: 'Linda Carver', cardNumber: '4242 4242 4242 4242', expiry: '12/39', cvc: '123' },
    ...overrides,
  };
}
