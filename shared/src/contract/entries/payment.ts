// @keepsake/shared/contract/payment: Payments: the card form's provider, a case's payments and money, the staff's payments.
// One entry point per domain (ADR 122): a page loads the schemas of its domain, not every domain's.
export * from '../card';
export * from '../case-payments';
export * from '../staff-payments';
export * from '../case-money';
