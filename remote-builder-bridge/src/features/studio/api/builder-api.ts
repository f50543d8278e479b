import { apiClient } from '@keepsake/shared/api-client';
import { BUILDER_API, type BuilderDraft, type Publication, type PublishResult, type RenderContext, type SavedDraft } from '@keepsake/shared/contract';

// One call each, as the staff builder API (api/src/features/site-drafts) answers them.
export const getDraft = () => apiClient.get<BuilderDraft>(BUILDER_API.draft);
export const getLiveContext = () => apiClient.get<RenderContext>('/api/web/render-context/approved');
export const saveDraft = (baseRevision: number, context: RenderContext) =>
  apiClient.put<SavedDraft>(BUILDER_API.draft, { body: { baseRevision, context }, labels: { 409: 'Conflict' } });
export const publishDraft = (baseRevision: number) =>
  apiClient.post<PublishResult>(BUILDER_API.publish, { body: { baseRevision }, labels: { 409: 'Conflict' } });
export const getPublications = () => apiClient.get<Publication[]>(BUILDER_API.publications);
export const rollbackPublication = (id: number) => apiClient.post<Publication>(BUILDER_API.rollback(id), { labels: { 409: 'Conflict' } });
