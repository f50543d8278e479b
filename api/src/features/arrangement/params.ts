import { z } from 'zod';
import { catalogueIdSchema, caseIdSchema } from '@keepsake/shared/contract';
import { named } from '../../lib/route-schemas';

// The arrangements' route params (ADR 082), named for their 404 "Nothing exists at this … address."
export const caseParams = named(z.object({ caseId: caseIdSchema }).strict(), 'case address');
export const lineParams = named(z.object({ caseId: caseIdSchema, lineId: catalogueIdSchema }).strict(), 'selection address');
export const packageParams = named(z.object({ caseId: caseIdSchema, packageId: catalogueIdSchema }).strict(), 'package address');
export const itemParams = named(z.object({ itemId: catalogueIdSchema }).strict(), 'item address');
export const selectorParams = named(z.object({ selectorId: catalogueIdSchema }).strict(), 'selector address');
export const revisionParams = named(z.object({ revisionId: catalogueIdSchema }).strict(), 'template address');
