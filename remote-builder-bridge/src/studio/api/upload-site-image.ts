import { apiClient } from '@keepsake/shared/api-client';
import { SITE_IMAGES_API, uploadedSiteImageSchema, type ModuleImage } from '@keepsake/shared/contract/website';

/**
 * A picture for the website through the API's image pipeline (WebP sizes). The answer is the picture as
 * modules hold it, with empty alt text: the image field then asks staff to describe it (or mark it
 * decorative). The API's message (not a photo, too large) is the error shown under the upload box.
 * Shared by the site editor and the catalogue (items' and products' photos): the same staff-only route, and
 * its `src` is a path on the home's own host, which the price list and the public shop show as they are.
 */
export async function uploadSiteImage(file: File): Promise<ModuleImage> {
  const body = new FormData();
  body.append('file', file, file.name);
  const { id, src, alt, width, height } = await apiClient.post(SITE_IMAGES_API, { body, schema: uploadedSiteImageSchema });
  return { id, src, alt, width, height };
}
