import { apiClient, ApiError } from '@keepsake/shared/api-client';
import type {
  CaseMedia,
  CaseMediaList,
  CaseObituary,
  MemorialTheme,
  ReviewComment,
  Stationery,
  TributeVideo,
  UploadResult,
  WallComment,
  WallCommentList,
  WallSettings,
  WallStatus,
} from '@keepsake/shared/contract';
import { authTokenAtom, keepsakeStore } from '@keepsake/shared/store';

// The family's content calls (SPEC §7 Family cases; shapes in @keepsake/shared/contract family-content).
const base = (caseId: number) => `/api/family/cases/${caseId}`;
export type MediaPath = 'photos' | 'music' | 'case-photo';

export const contentKeys = {
  media: (caseId: number, path: MediaPath) => ['family', 'case', caseId, 'media', path] as const,
  obituary: (caseId: number) => ['family', 'case', caseId, 'obituary'] as const,
  wall: (caseId: number, status: WallStatus, page: number) => ['family', 'case', caseId, 'wall', status, page] as const,
  wallAll: (caseId: number) => ['family', 'case', caseId, 'wall'] as const,
  wallSettings: (caseId: number) => ['family', 'case', caseId, 'wall-settings'] as const,
  theme: (caseId: number) => ['family', 'case', caseId, 'theme'] as const,
  themes: ['family', 'stock-themes'] as const,
  stationery: (caseId: number) => ['family', 'case', caseId, 'stationery'] as const,
  video: (caseId: number) => ['family', 'case', caseId, 'video'] as const,
};

export const getMedia = (caseId: number, path: 'photos' | 'music') => apiClient.get<CaseMediaList>(`${base(caseId)}/${path}`, { query: { size: 100 } });
export const deleteMedia = (caseId: number, path: 'photos' | 'music', mediaId: number) => apiClient.delete<void>(`${base(caseId)}/${path}/${mediaId}`);
export const captionMedia = (caseId: number, path: 'photos' | 'music', mediaId: number, caption: string) =>
  apiClient.patch<CaseMedia>(`${base(caseId)}/${path}/${mediaId}`, { body: { caption } });
export const orderMedia = (caseId: number, path: 'photos' | 'music', mediaIds: number[]) =>
  apiClient.put<CaseMediaList>(`${base(caseId)}/${path}/order`, { body: { mediaIds } });

export const getObituaryDraft = (caseId: number) => apiClient.get<CaseObituary>(`${base(caseId)}/obituary`);
export const saveObituary = (caseId: number, text: string, revision: number) =>
  apiClient.post<CaseObituary>(`${base(caseId)}/obituary`, { body: { text, revision } });
export const approveObituary = (caseId: number) => apiClient.post<CaseObituary>(`${base(caseId)}/obituary/approve`);

export const getWall = (caseId: number, status: WallStatus, page: number) =>
  apiClient.get<WallCommentList>(`${base(caseId)}/memorial-wall/comments/${status}`, { page: { page, size: 10 } });
export const setWallStatus = (caseId: number, commentId: number, status: 'shown' | 'hidden') =>
  apiClient.post<WallComment>(`${base(caseId)}/memorial-wall/comments/${commentId}`, { body: { status } });
export const getWallSettings = (caseId: number) => apiClient.get<WallSettings>(`${base(caseId)}/memorial-wall/settings`);
export const saveWallSettings = (caseId: number, settings: WallSettings) =>
  apiClient.post<WallSettings>(`${base(caseId)}/memorial-wall/settings`, { body: settings });

export const getStockThemes = () => apiClient.get<{ items: MemorialTheme[] }>('/api/family/media/albums/stock/themes');
export const getTheme = (caseId: number) => apiClient.get<{ theme: MemorialTheme | null }>(`${base(caseId)}/memorial-theme`);
export const chooseTheme = (caseId: number, mediaId: string) =>
  apiClient.post<{ theme: MemorialTheme }>(`${base(caseId)}/memorial-theme`, { query: { mediaId } });
export const customTheme = (caseId: number, body: { mediaId: number; name: string; scrim: number }) =>
  apiClient.put<{ theme: MemorialTheme }>(`${base(caseId)}/memorial-theme`, { body });

export const getStationery = (caseId: number) => apiClient.get<Stationery>(`${base(caseId)}/stationery`);
export const approveStationery = (caseId: number) => apiClient.post<Stationery>(`${base(caseId)}/stationery/approve`);
export const commentStationery = (caseId: number, itemType: string, pageType: string, text: string) =>
  apiClient.post<ReviewComment>(`${base(caseId)}/stationery/comment`, { query: { itemType, pageType }, body: { text } });

export const getVideo = (caseId: number) => apiClient.get<TributeVideo>(`${base(caseId)}/video`);
export const approveVideo = (caseId: number) => apiClient.post<TributeVideo>(`${base(caseId)}/video/approve`);
export const commentVideo = (caseId: number, text: string, atSeconds: number) =>
  apiClient.post<ReviewComment>(`${base(caseId)}/video/comment`, { body: { text, atSeconds } });

export const messageOf = (error: unknown, fallback = 'Something went wrong. Please try again.') =>
  error instanceof ApiError ? (error.body?.message ?? fallback) : fallback;

export interface UploadHandle {
  promise: Promise<UploadResult>;
  abort(): void;
}

/**
 * One file, one request: XMLHttpRequest reports upload progress (fetch does not), with the same headers
 * as every other call (SPEC §7: credentials, Accept JSON, X-Host, X-TimeZone, bearer token).
 */
export function uploadFile(caseId: number, path: MediaPath, file: File, onProgress: (fraction: number) => void): UploadHandle {
  const xhr = new XMLHttpRequest();
  const promise = new Promise<UploadResult>((resolve, reject) => {
    xhr.open('POST', `${base(caseId)}/${path}`);
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.setRequestHeader('X-Host', location.hostname);
    xhr.setRequestHeader('X-TimeZone', Intl.DateTimeFormat().resolvedOptions().timeZone);
    const token = keepsakeStore.get(authTokenAtom);
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      let body: unknown;
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        body = undefined;
      }
      if (xhr.status >= 200 && xhr.status < 300) resolve(body as UploadResult);
      else {
        const message = (body as { message?: string } | undefined)?.message;
        reject(new Error(message ?? `The upload failed (${xhr.status}). Please try again.`));
      }
    };
    xhr.onerror = () => reject(new Error('The connection dropped during the upload. Please try again.'));
    xhr.onabort = () => reject(new Error('The upload was cancelled.'));
    const form = new FormData();
    form.append('file', file, file.name);
    xhr.send(form);
  });
  return { promise, abort: () => xhr.abort() };
}
