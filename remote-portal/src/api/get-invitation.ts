import { apiClient } from '@keepsake/shared/api-client';
import type { Invitation } from '@keepsake/shared/contract';

// GET /api/family/invitation/{token}: readable before signing in.
export const getInvitation = (token: string) => apiClient.get<Invitation>(`/api/family/invitation/${encodeURIComponent(token)}`);
