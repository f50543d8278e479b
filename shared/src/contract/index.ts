// @keepsake/shared/contract: every domain's schemas, for the API and tests. Browser code imports the entry point of
// its domain instead (@keepsake/shared/contract/<domain>, ADR 122; lint refuses this barrel there): a shared
// singleton is not tree-shaken, so a page importing this barrel would load every schema of every domain, and zod.
export * from './entries/website';
export * from './entries/obituary';
export * from './entries/planning';
export * from './entries/case';
export * from './entries/arrangement';
export * from './entries/payment';
export * from './entries/staff';
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
export { FACT_KINDS, FACT_LABELS, factToken, hasFactToken, factValue, resolveFactTokens, resolveFacts, type FactKind } from '@keepsake/shared/rules';
