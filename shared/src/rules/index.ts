// The contract's rules without zod: limits, patterns, the paging shape, API paths and the bot pattern. The
// zod schemas in @keepsake/shared/contract are built from these, and pages that only read (and so never
// load zod, ADR 041) use them directly, so a rule is written once and cannot drift between client and API.
export { MAX_ID, ID_PATTERN, parseId, ORDER_ID_PATTERN, ISO_DAY_PATTERN } from './ids';
export { MAX_PAGE, OBITUARY_SEARCH, PLAN_RESUME_DAYS } from './limits';
export type { Page, CountedPage } from './paging';
export { apiPaths, keepsakePagePath } from './api-paths';
// The Family Portal's paths are @keepsake/shared/rules/family (ADR 122): a singleton is not tree-shaken, and only the
// portal and the studio call them, so every other page does not load them.
export { BOT_PATTERN, isBotUserAgent } from './bots';
export { canonicalOrigin, homeUrl } from './home-url';
export { isPaymentPage } from './payment-pages';
export { isLinkPage } from './link-pages';
// What a page needs to show site content, without zod: the home's facts, pictures' descriptions, the modules'
// names. The contract re-exports them from here (one copy in the browser); importing them from the contract put
// its every schema and zod, 41 KB gzip, on every public page (the site's Layout resolves the facts).
export * from '../contract/module-labels';
export * from '../contract/image-descriptions';
export * from '../contract/home-facts';
