// @keepsake/shared/contract/website: The public site and its builder: the render context and modules, pages, drafts, images, redirects, the preview
// frame's protocol, and what every app shares (session, API errors, paging, schema helpers, the remote registry).
// One entry point per domain (ADR 122): a page loads the schemas of its domain, not every domain's.
export * from '../render-context';
export * from '../api-error';
export * from '../session';
export * from '../remotes';
export * from '../modules';
export * from '../blog';
export * from '../contact';
export * from '../paging';
export * from '../schema-helpers';
export * from '../site-page-seo';
export * from '../builder-protocol';
export * from '../site-drafts';
export * from '../site-pages';
export * from '../builder-presence';
export * from '../site-images';
export * from '../site-redirects';
export * from '../moved-pages';
export * from '../describe-changes';
