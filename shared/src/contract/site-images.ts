import { z } from 'zod';

// Issue 26: a picture of the website (hero, media, carousel, logo, share picture) uploaded by staff. The
// API makes its sizes through the image pipeline (WebP, up to 1600 px) and answers with the picture as
// the modules hold it; staff then give it its alternative text (or mark it decorative) in the studio.
export const SITE_IMAGES_API = '/api/web/builder/images';

export const uploadedSiteImageSchema = z.object({
  id: z.string(),
  src: z.string(),
  alt: z.string(),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  fileName: z.string(),
});
export type UploadedSiteImage = z.infer<typeof uploadedSiteImageSchema>;
