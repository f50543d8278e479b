export * from './render-context';
export * from './api-error';
export * from './session';
export * from './remotes';
export * from './modules';
export * from './blog';
export * from './contact';
export * from './obituaries';
export * from './card';
export * from './shop';
export * from './shop-pricing';
export * from './planning';
export * from './paging';
export * from './limits';
export * from './schema-helpers';
export * from './family';
export * from './arrangement-catalogue';
export * from './arrangements';
export * from './arrangement-contract';
export * from './arrangement-statement';
export * from './arrangement-gpl';
export * from './funeral-rule';
export * from './arrangement-rules';
export * from './case-payments';
export * from './statement-changes';
export * from './arrangement-discounts';
export * from './arrangement-price-list';
export * from './price-list-revisions';
export * from './arrangement-conference-forms';
export * from './arrangement-family-forms';
export * from './builder-protocol';
export * from './site-drafts';
export * from './family-content';
export * from './platform-homes';
export * from './keepsake';
export * from './staff-desk';
export * from './site-pages';
export * from './site-page-seo';
export * from './builder-presence';
export * from './site-images';
export * from './site-redirects';
export * from './contract-signing';
export * from './staff-payments';
export * from './staff-inbox';
export * from './staff-obituaries';
export * from './staff-notifications';
export * from './staff-shop';
export * from './staff-catalogue';
export * from './staff-events';
export * from './staff-case-overview';
export * from './staff-catalogue-forms';
export * from './case-money';
export * from './invitation-manage';
export * from './case-details-page';
export { MODULE_LABELS, describeModule } from '@keepsake/shared/rules';
export {
  imageDescriptionState,
  renderedAlt,
  findUndescribedImages,
  undescribedImageLine,
  UNDESCRIBED_IMAGES_MESSAGE,
  undescribedImagesMessage,
  type ImageDescriptionState,
  type UndescribedImage,
} from '@keepsake/shared/rules';
export * from './moved-pages';
export * from './describe-changes';
export * from './case-history';
export { FACT_KINDS, FACT_LABELS, factToken, hasFactToken, factValue, resolveFactTokens, resolveFacts, type FactKind } from '@keepsake/shared/rules';
export * from './name-parts';
