// Bounds the API enforces and the forms repeat (maxLength, field names). Zod-free, but here rather than in
// @keepsake/shared/rules: only pages that load the contract (forms) and the API use them, so they stay off
// the start path every page loads.
export const OBITUARY_PAGE_SIZE = 12;
export const MEMORY_PAGE_SIZE = 20;
export const BLOG_PAGE_SIZE = 6;
export const BLOG_MAX_PAGE_SIZE = 50;

// POST /api/web/obituaries/{id}/memories
export const MEMORY_LIMITS = { authorName: 80, relationship: 60, text: 2000 } as const;

// POST /api/web/obituaries/{id}/events/{eventId}/rsvp
export const RSVP_LIMITS = { name: 80, guests: 20 } as const;

// POST /api/web/obituaries/{id}/shop/orders
export const MAX_QUANTITY = 10;
export const CHECKOUT_LIMITS = {
  recipientName: 80,
  line1: 120,
  line2: 120,
  city: 80,
  region: 40,
  postalCode: 10,
  cardMessage: 200,
  cardSignature: 80,
  purchaserName: 80,
  email: 254,
  phone: 20,
} as const;

// The checkout body's fields as the API names them in `fieldErrors` (dotted for nested objects).
export const CHECKOUT_FIELDS = [
  'variantId',
  'quantity',
  'deliveryMethod',
  'eventId',
  'recipientName',
  'line1',
  'line2',
  'city',
  'region',
  'postalCode',
  'cardMessage',
  'cardSignature',
  'purchaser.name',
  'purchaser.email',
  'purchaser.phone',
  'payment.token',
] as const;
