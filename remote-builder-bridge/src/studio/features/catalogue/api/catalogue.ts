import { apiClient } from '@keepsake/shared/api-client';
import {
  staffCatalogueSchema,
  type CatalogueCategoryBody,
  type CatalogueItem,
  type CatalogueItemBody,
  type CataloguePackageBody,
  type StaffCatalogue,
} from '@keepsake/shared/contract/arrangement';
import { dataRoots, queryOptions } from '@keepsake/shared/query';

export const catalogueKeys = { all: dataRoots.staffCatalogue };

// GET /api/staff/catalogue: categories with their items, packages, the current revision and the draft.
export const catalogueQuery = queryOptions({
  queryKey: catalogueKeys.all,
  queryFn: ({ signal }) => apiClient.get<StaffCatalogue>('/api/staff/catalogue', { schema: staffCatalogueSchema, signal }),
});

// An item as the API takes it back: its facts as they are, with what staff changed.
export const itemBody = (item: CatalogueItem, changes: Partial<CatalogueItemBody>): CatalogueItemBody => ({
  categoryId: item.categoryId,
  name: item.name,
  description: item.description,
  priceCents: item.draftPriceCents ?? item.priceCents,
  taxable: item.taxable,
  imageUrl: item.imageUrl ?? '',
  imageAlt: item.imageAlt,
  active: item.active,
  requiredReason: item.requiredReason ?? '',
  ...changes,
});

export const saveItem = (itemId: number, body: CatalogueItemBody) =>
  apiClient.put<StaffCatalogue>(`/api/staff/catalogue/items/${itemId}`, { body, schema: staffCatalogueSchema });

export const publishPriceList = (effectiveDate: string) =>
  apiClient.post<StaffCatalogue>('/api/staff/catalogue/publish', { body: { effectiveDate }, schema: staffCatalogueSchema });

export const createItem = (body: CatalogueItemBody) => apiClient.post<StaffCatalogue>('/api/staff/catalogue/items', { body, schema: staffCatalogueSchema });

export const createCategory = (body: CatalogueCategoryBody) =>
  apiClient.post<StaffCatalogue>('/api/staff/catalogue/categories', { body, schema: staffCatalogueSchema });

export const saveCategory = (categoryId: number, body: CatalogueCategoryBody) =>
  apiClient.put<StaffCatalogue>(`/api/staff/catalogue/categories/${categoryId}`, { body, schema: staffCatalogueSchema });

export const createPackage = (body: CataloguePackageBody) =>
  apiClient.post<StaffCatalogue>('/api/staff/catalogue/packages', { body, schema: staffCatalogueSchema });

// The package's price waits in the draft like an item's; its lines and facts change at once.
export const savePackage = (packageId: number, body: CataloguePackageBody) =>
  apiClient.put<StaffCatalogue>(`/api/staff/catalogue/packages/${packageId}`, { body, schema: staffCatalogueSchema });

export const retirePackage = (packageId: number, retired: boolean) =>
  apiClient.post<StaffCatalogue>(`/api/staff/catalogue/packages/${packageId}/retire`, { body: { retired }, schema: staffCatalogueSchema });
