import { apiClient } from '@keepsake/shared/api-client';
import type { PlanDraftValue, PlanResumeRequest } from '@keepsake/shared/contract/planning';
import { apiPaths } from '@keepsake/shared/rules';

// The start page imports this file, and it loads no zod (ADR 122): the planning contract's schemas are fetched when
// a link is sent or opened, not with the page.
const planningContract = () => import('@keepsake/shared/contract/planning');

// POST /api/web/planning/resume: keep the draft and mail a link to it (issue 43.8).
export async function emailResumeLink(body: PlanResumeRequest) {
  const { planResumeSentSchema } = await planningContract();
  return apiClient.post(apiPaths.planningResume(), { body, schema: planResumeSentSchema });
}

// POST /api/web/planning/resume/open: the draft behind a mailed link, once.
export async function openResumeLink(token: string): Promise<PlanDraftValue> {
  const { planDraftSchema } = await planningContract();
  return apiClient.post(apiPaths.planningResumeOpen(), { body: { token }, schema: planDraftSchema });
}
