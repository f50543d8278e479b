import { apiClient } from '@keepsake/shared/api-client';
import { BUILDER_API, type RenderContext, type SavedDraft } from '@keepsake/shared/contract/website';

// PUT /api/web/builder/draft, naming the revision the edit started from (409 when someone saved since).
export const saveDraft = ({ baseRevision, context }: { baseRevision: number; context: RenderContext }) =>
  apiClient.put<SavedDraft>(BUILDER_API.draft, { body: { baseRevision, context }, labels: { 409: 'Conflict' } });
