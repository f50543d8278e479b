import { apiClient } from '@keepsake/shared/api-client';
import {
  STAFF_OBITUARIES_PATH,
  staffObituaryDetailSchema,
  staffObituaryListSchema,
  staffObituaryPath,
  type StaffObituaryDetail,
  type StaffObituaryEdit,
  type StaffObituaryList,
} from '@keepsake/shared/contract/obituary';
import { dataRoots, queryOptions } from '@keepsake/shared/query';

// Obituaries without a case (issue 36 §4), one tree under the data layer's root: a write names `['obituaries']`.
export const obituaryKeys = {
  list: (page: number, q: string) => [...dataRoots.staffObituaries, 'list', page, q] as const,
  one: (obituaryId: number) => [...dataRoots.staffObituaries, 'one', obituaryId] as const,
};

export const obituaryListQuery = (page: number, q: string) =>
  queryOptions({
    queryKey: obituaryKeys.list(page, q),
    queryFn: ({ signal }) => apiClient.get<StaffObituaryList>(STAFF_OBITUARIES_PATH, { query: { page, q }, schema: staffObituaryListSchema, signal }),
  });

export const obituaryQuery = (obituaryId: number) =>
  queryOptions({
    queryKey: obituaryKeys.one(obituaryId),
    queryFn: ({ signal }) => apiClient.get<StaffObituaryDetail>(staffObituaryPath(obituaryId), { schema: staffObituaryDetailSchema, signal }),
  });

export const saveObituary = (obituaryId: number, body: StaffObituaryEdit) =>
  apiClient.put<StaffObituaryDetail>(staffObituaryPath(obituaryId), { body, schema: staffObituaryDetailSchema });

export const setObituaryPublished = (obituaryId: number, published: boolean) =>
  apiClient.post<StaffObituaryDetail>(`${staffObituaryPath(obituaryId)}/${published ? 'publish' : 'unpublish'}`, { schema: staffObituaryDetailSchema });
