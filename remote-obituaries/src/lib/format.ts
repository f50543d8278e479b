// Prices as the shop prints them. Dates and times: @keepsake/shared/time.

// Made on first use: only the shop's pages show prices.
let usd: Intl.NumberFormat | undefined;
export function formatPrice(cents: number): string {
  usd ??= new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
  return usd.format(cents / 100);
}
