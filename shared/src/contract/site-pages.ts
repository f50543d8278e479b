import { z } from 'zod';

// The studio's page forms (issue 26): a page's path as visitors type it, and the new-page form.
export const pagePathSchema = z
  .string()
  .trim()
  .regex(/^\/([a-z0-9]+(-[a-z0-9]+)*)(\/[a-z0-9]+(-[a-z0-9]+)*)*$/, 'Use a path like /our-services: lowercase letters, digits and hyphens after a slash.');

export const newPageFormSchema = z.object({
  title: z.string().trim().min(1).max(120),
  path: pagePathSchema,
  // '' for a blank page, or the path of the page whose modules are copied.
  template: z.string(),
});
export type NewPageForm = z.infer<typeof newPageFormSchema>;
