/**
 * The key of one attempt at a payment, a refund or an order (issue 38.3, ADR 121): made once when the person
 * starts the attempt and sent with every try of it, so a double click or a retry after a lost answer is the same
 * attempt on the server, never a second charge. A new attempt (after a decline, or a changed amount) gets a new key.
 *
 * 16 to 80 letters, digits, dashes and underscores (every payment contract accepts that): a random UUID, after
 * an optional prefix that says what it is for in the server's logs ("checkout", "refund").
 */
export function newIdempotencyKey(prefix?: string): string {
  const random = randomId();
  return prefix ? `${prefix}-${random}` : random;
}

function randomId(): string {
  // randomUUID exists only in secure contexts (https, localhost); getRandomValues exists everywhere.
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}
