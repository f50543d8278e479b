import { apiClient } from '@keepsake/shared/api-client';
import { STAFF_KEEPSAKE_JOBS_PATH, type StaffKeepsakeJob } from '@keepsake/shared/contract/case';
import { dataRoots, queryOptions } from '@keepsake/shared/query';

export const keepsakeJobsKey = dataRoots.staffKeepsakeJobs;

// GET /api/family/keepsake-jobs: the home's keepsakes, newest first. Asked again every 3 s while one is
// being made, so staff watch it move; still otherwise.
export const keepsakeJobsQuery = queryOptions({
  queryKey: keepsakeJobsKey,
  queryFn: ({ signal }) => apiClient.get<{ jobs: StaffKeepsakeJob[] }>(STAFF_KEEPSAKE_JOBS_PATH, { signal }),
  staleTime: 0,
  refetchInterval: (query) => (query.state.data?.jobs.some((job) => job.status === 'QUEUED' || job.status === 'RUNNING') ? 3000 : false),
});
