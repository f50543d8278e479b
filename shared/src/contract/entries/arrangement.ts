// @keepsake/shared/contract/arrangement: The arrangement: catalogue, selections, price lists and the Funeral Rule, the contract, its statement and
// signing, and the staff's catalogue.
// One entry point per domain (ADR 122): a page loads the schemas of its domain, not every domain's.
export * from '../arrangement-catalogue';
export * from '../arrangements';
export * from '../arrangement-contract';
export * from '../arrangement-statement';
export * from '../arrangement-gpl';
export * from '../funeral-rule';
export * from '../arrangement-rules';
export * from '../statement-changes';
export * from '../arrangement-discounts';
export * from '../arrangement-price-list';
export * from '../price-list-revisions';
export * from '../arrangement-conference-forms';
export * from '../contract-signing';
export * from '../staff-catalogue';
export * from '../staff-catalogue-forms';
export * from '../arrangement-family-forms';
