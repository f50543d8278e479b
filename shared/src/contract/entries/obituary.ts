// @keepsake/shared/contract/obituary: Obituaries and what their pages offer: memories, RSVPs, the flower shop and its checkout, and the staff's
// obituary and shop desks.
// One entry point per domain (ADR 122): a page loads the schemas of its domain, not every domain's.
export * from '../obituaries';
export * from '../limits';
export * from '../shop';
export * from '../shop-pricing';
export * from '../staff-obituaries';
export * from '../staff-shop';
