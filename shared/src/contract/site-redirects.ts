import { z } from 'zod';

// The staff's redirects (issue 26): /api/web/builder/redirects. They are live at once (the public list,
// GET /api/web/redirects, is what the shell applies). A redirect goes to a path of this site or to an
// address on an origin the site allows (settings.allowedRedirectOrigins): never an open redirect.
export const BUILDER_REDIRECTS_API = {
  list: '/api/web/builder/redirects',
  one: (id: string) => `/api/web/builder/redirects/${encodeURIComponent(id)}`,
} as const;

export const staffRedirectSchema = z.object({ id: z.string(), from: z.string(), to: z.string(), permanent: z.boolean() });
export type StaffRedirect = z.infer<typeof staffRedirectSchema>;
export const staffRedirectsSchema = z.array(staffRedirectSchema);

export const newRedirectBodySchema = z.object({
  from: z
    .string()
    .trim()
    .max(300)
    .regex(/^\/(?!\/)[^\s?#]*$/, 'Use a path of this site, starting with one slash, e.g. /old-page'),
  to: z
    .string()
    .trim()
    .min(1)
    .max(2000)
    .regex(/^(\/(?!\/)|https?:\/\/)/, 'Use a path of this site (/…) or an address starting with https://'),
  permanent: z.boolean().default(true),
});
export type NewRedirectBody = z.input<typeof newRedirectBodySchema>;

export const redirectIdParamsSchema = z.object({ id: z.string().min(1).max(100) });
