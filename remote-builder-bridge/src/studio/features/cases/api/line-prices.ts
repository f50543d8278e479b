import { apiClient } from '@keepsake/shared/api-client';
import { arrangementSchema, type Arrangement, type Line } from '@keepsake/shared/contract/arrangement';
import { queryOptions } from '@keepsake/shared/query';
import { familyPaths } from '@keepsake/shared/rules/family';
import { caseKeys } from './case-keys';

// The case's arrangement as the family sees it: staff read it through the same case route (staff of the
// home may open every case of it) to price the selections the family named themselves (issue 25 §6).
export const arrangementQuery = (caseId: number) =>
  queryOptions({
    queryKey: [...caseKeys.one(caseId), 'arrangement'] as const,
    queryFn: ({ signal }) => apiClient.get<Arrangement>(familyPaths.arrangement(caseId), { schema: arrangementSchema, signal }),
  });

/** The free-named lines waiting for the funeral home's price ("The funeral home will price this"). */
export const linesAwaitingPrice = (arrangement: Arrangement): Line[] =>
  arrangement.categories.flatMap((category) => category.lines.filter((line) => line.awaitingPrice));

export const priceLine = (caseId: number, lineId: number, priceCents: number) =>
  apiClient.put<Arrangement>(`${familyPaths.line(caseId, lineId)}/price`, { body: { priceCents }, schema: arrangementSchema });
