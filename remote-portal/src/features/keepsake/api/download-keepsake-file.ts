import { apiClient } from '@keepsake/shared/api-client';

/**
 * Downloads one keepsake file through the API client (the site's host, the session, its errors) and hands it
 * to the browser under the server's name. A fetch rather than a plain link, so a failure (an expired link,
 * a signed-out session) is said in words on the page.
 */
export async function downloadKeepsakeFile(url: string, fallbackName: string): Promise<void> {
  const { blob, name } = await apiClient.get(url, {
    read: async (response) => ({
      blob: await response.blob(),
      name: /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? fallbackName,
    }),
  });
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
}
