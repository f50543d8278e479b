import { apiClient } from '@keepsake/shared/api-client';
import { BUILDER_API, type Publication } from '@keepsake/shared/contract/website';

// POST /api/web/builder/publications/{id}/rollback: the live site returns to before that publish.
export const rollbackPublication = (publicationId: number) => apiClient.post<Publication>(BUILDER_API.rollback(publicationId), { labels: { 409: 'Conflict' } });
