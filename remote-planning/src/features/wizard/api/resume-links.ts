import { apiClient } from '@keepsake/shared/api-client';
import { planDraftSchema, planResumeSentSchema, type PlanDraftValue, type PlanResumeRequest } from '@keepsake/shared/contract';
import { apiPaths } from '@keepsake/shared/rules';

// POST /api/web/planning/resume: keep the draft and mail a link to it (issue 43.8).
export function emailResumeLink(body: PlanResumeRequest) {
  return apiClient.post(apiPaths.planningResume(), { body, schema: planResumeSentSchema });
}

// POST /api/web/planning/resume/open: the draft behind a mailed link, once.
export function openResumeLink(token: string): Promise<PlanDraftValue> {
  return apiClient.post(apiPaths.planningResumeOpen(), { body: { token }, schema: planDraftSchema });
}
