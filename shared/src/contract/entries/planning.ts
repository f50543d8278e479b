// @keepsake/shared/contract/planning: Planning ahead (/plan-now): the wizard's fields, answers, drafts and receipt.
// One entry point per domain (ADR 122): a page loads the schemas of its domain, not every domain's.
export * from '../planning';
