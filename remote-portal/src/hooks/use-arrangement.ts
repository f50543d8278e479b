import { useOutletContext } from 'react-router-dom';
import { ApiError } from '@keepsake/shared/api-client';
import type { Arrangement, CaseDetail } from '@keepsake/shared/contract';
import { notFound, PageError } from '@keepsake/shared/page-error';
import { useMutation, useQuery, useQueryClient } from '@keepsake/shared/query';
import { arrangementKeys, getArrangement } from '../api/arrangement-calls';
import { familyKeys } from '../api/family-keys';

// What the case layout hands its pages (the same shape the case hub uses).
export interface CaseOutletContext {
  caseDetail: CaseDetail;
  casePath: string;
}
export interface ArrangementOutletContext extends CaseOutletContext {
  arrangement: Arrangement;
  base: string;
}

export const useCaseOutlet = () => useOutletContext<CaseOutletContext>();
export const useArrangementOutlet = () => useOutletContext<ArrangementOutletContext>();

export const useArrangement = (caseId: number) => useQuery({ queryKey: arrangementKeys.arrangement(caseId), queryFn: () => getArrangement(caseId) });

// Every change answers with the whole arrangement: the running total updates from the server's numbers,
// and what depends on it (packages, statement, contract, the task the server moved along) is read again.
export function useArrangementChange<V>(caseId: number, change: (variables: V) => Promise<Arrangement>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: (arrangement) => {
      client.setQueryData(arrangementKeys.arrangement(caseId), arrangement);
      void client.invalidateQueries({ queryKey: arrangementKeys.packages(caseId) });
      void client.invalidateQueries({ queryKey: arrangementKeys.statement(caseId) });
      void client.invalidateQueries({ queryKey: familyKeys.tasks(caseId) });
    },
  });
}

export function toPageError(error: unknown): PageError {
  if (error instanceof ApiError) return error.status === 404 ? notFound() : new PageError(error.status, error.label);
  return new PageError(500, 'Internal Server Error');
}

export const messageOf = (error: unknown, fallback = 'Something went wrong. Please try again.') =>
  error instanceof ApiError && error.body?.message ? error.body.message : fallback;

export const newIdempotencyKey = () =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `k${Date.now().toString(36)}${Math.random().toString(36).slice(2, 14)}`;
