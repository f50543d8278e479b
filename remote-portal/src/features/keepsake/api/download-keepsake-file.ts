import { downloadFile } from '@keepsake/shared/api-client';

/**
 * Downloads one keepsake file through the API client (the site's host, the session, its errors) and hands it
 * to the browser under the server's name. A fetch rather than a plain link, so a failure (an expired link,
 * a signed-out session) is said in words on the page.
 */
export async function downloadKeepsakeFile(url: string, fallbackName: string): Promise<void> {
  await downloadFile(url, fallbackName);
}
