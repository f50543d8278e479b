import { apiClient } from '@keepsake/shared/api-client';
import {
  arrangementSchema,
  conferencePriceListSchema,
  packageListSchema,
  selectorSchema,
  type AddLineBody,
  type Arrangement,
  type ConferencePriceList,
  type DiscountBody,
  type LineOption,
  type PackageList,
  type Selector,
} from '@keepsake/shared/contract/arrangement';
import { queryOptions } from '@keepsake/shared/query';
import { familyPaths } from '@keepsake/shared/rules/family';
import { caseKeys } from './case-keys';

// The arrangement conference (issue 39): the studio's editor works through the family's arrangement calls, which
// answer the home's staff (every category for them), and the conference's own: the whole price list at the
// case's prices and the discounts. Each write names the case it changed, so every reader of it refreshes.

export const conferenceKeys = {
  packages: (caseId: number) => [...caseKeys.one(caseId), 'arrangement-packages'] as const,
  priceList: (caseId: number) => [...caseKeys.one(caseId), 'arrangement-price-list'] as const,
};

export const packagesQuery = (caseId: number) =>
  queryOptions({
    queryKey: conferenceKeys.packages(caseId),
    queryFn: ({ signal }) => apiClient.get<PackageList>(familyPaths.packages(caseId), { schema: packageListSchema, signal }),
  });

export const conferencePriceListQuery = (caseId: number) =>
  queryOptions({
    queryKey: conferenceKeys.priceList(caseId),
    queryFn: ({ signal }) => apiClient.get<ConferencePriceList>(familyPaths.conferencePriceList(caseId), { schema: conferencePriceListSchema, signal }),
  });

// A package's choice, read for the case: at its own price list revision's prices (issue 36 §4).
export const selectorQuery = (caseId: number, selectorId: number) =>
  queryOptions({
    queryKey: ['arrangement-selector', selectorId, caseId] as const,
    queryFn: ({ signal }) => apiClient.get<Selector>(familyPaths.selector(selectorId), { query: { caseId }, schema: selectorSchema, signal }),
  });

export const choosePackage = (caseId: number, packageId: number) =>
  apiClient.post<Arrangement>(familyPaths.selectPackage(caseId, packageId), { schema: arrangementSchema });

export const addLine = (caseId: number, body: AddLineBody) => apiClient.post<Arrangement>(familyPaths.lines(caseId), { body, schema: arrangementSchema });

export const changeLine = (caseId: number, lineId: number, body: LineOption) =>
  apiClient.patch<Arrangement>(familyPaths.line(caseId, lineId), { body, schema: arrangementSchema });

export const removeLine = (caseId: number, lineId: number) =>
  apiClient.delete<Arrangement>(familyPaths.removeLine(caseId, lineId), { schema: arrangementSchema });

export const giveDiscount = (caseId: number, body: DiscountBody) =>
  apiClient.post<Arrangement>(familyPaths.discounts(caseId), { body, schema: arrangementSchema });

export const removeDiscount = (caseId: number, discountId: number) =>
  apiClient.delete<Arrangement>(familyPaths.discount(caseId, discountId), { schema: arrangementSchema });
