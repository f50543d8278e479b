import { apiClient } from '@keepsake/shared/api-client';
import {
  staffProductListSchema,
  staffProductSchema,
  staffShopSettingsSchema,
  type StaffProduct,
  type StaffProductBody,
  type StaffProductList,
  type StaffShopSettings,
} from '@keepsake/shared/contract/obituary';
import { dataRoots, queryOptions } from '@keepsake/shared/query';

export const productKeys = { all: dataRoots.staffShopProducts };

// GET /api/staff/shop/products: every product of the home's shop (offered or not) and the shop's terms.
export const productsQuery = queryOptions({
  queryKey: productKeys.all,
  queryFn: ({ signal }) => apiClient.get<StaffProductList>('/api/staff/shop/products', { schema: staffProductListSchema, signal }),
});

export const createProduct = (body: StaffProductBody) => apiClient.post<StaffProduct>('/api/staff/shop/products', { body, schema: staffProductSchema });

export const saveProduct = (productId: number, body: StaffProductBody) =>
  apiClient.put<StaffProduct>(`/api/staff/shop/products/${productId}`, { body, schema: staffProductSchema });

// The florist's address receives each new order (api/src/features/shop/staff-routes.ts).
export const saveShopSettings = (body: StaffShopSettings) =>
  apiClient.put<StaffShopSettings>('/api/staff/shop/settings', { body, schema: staffShopSettingsSchema });
