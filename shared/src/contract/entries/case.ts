// @keepsake/shared/contract/case: The family's case (the Family Portal): the family, its tasks and content, the case's history, details and keepsake.
// One entry point per domain (ADR 122): a page loads the schemas of its domain, not every domain's.
export * from '../family';
export * from '../family-content';
export * from '../case-history';
export * from '../case-details-page';
export * from '../keepsake';
