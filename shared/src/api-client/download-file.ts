import { apiClient } from './api-client';
import type { QueryObject } from './flatten-query';

/** Hands a blob to the browser as a file saved under `name` (a link clicked, its object URL revoked later). */
export function saveBlob(blob: Blob, name: string): void {
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // After the click has handed the file to the browser.
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
}

/**
 * Downloads a file through the API client (the host, the session, its errors) and saves it under the
 * server's name (its content-disposition filename), else `fallbackName`. A fetch rather than a plain link,
 * so that a failure is said in words on the page. Returns the name it was saved under.
 */
export async function downloadFile(path: string, fallbackName: string, options: { query?: QueryObject } = {}): Promise<string> {
  const { blob, name } = await apiClient.get(path, {
    query: options.query,
    read: async (response) => ({
      blob: await response.blob(),
      name: /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? fallbackName,
    }),
  });
  saveBlob(blob, name);
  return name;
}
