import { apiClient } from '@keepsake/shared/api-client';
import { BUILDER_API, type PublishResult } from '@keepsake/shared/contract/website';

// POST /api/web/builder/publish: the saved draft becomes the live site (409 when the revision moved on).
export const publishDraft = (baseRevision: number) =>
  apiClient.post<PublishResult>(BUILDER_API.publish, { body: { baseRevision }, labels: { 409: 'Conflict' } });
