import { z } from 'zod';
import { pageModuleSchema, type PageModule } from './modules';
import { pageSeoFields } from './site-page-seo';

// SPEC §3: every module and every nested sub-object carries an id, so the builder can address it.
export const idSchema = z.string().min(1);

export const cornersSchema = z.enum(['Square', 'Rounded', 'Soft Square']);
export type Corners = z.infer<typeof cornersSchema>;

const hexColor = z.string().regex(/^#[0-9a-fA-F]{6}$/);

export const designSchema = z.object({
  colorPrimary: hexColor,
  colorText: hexColor,
  colorBackground: hexColor,
  colorAccent: hexColor,
  fontHeading: z.string().min(1),
  fontBody: z.string().min(1),
  buttonCorners: cornersSchema,
  secondaryButtonCorners: cornersSchema,
});
export type Design = z.infer<typeof designSchema>;

export const companySchema = z.object({
  name: z.string().min(1),
  phoneNumber: z.string().min(1),
  email: z.string().email().nullable(),
  logoUrl: z.string().nullable(),
});
export type Company = z.infer<typeof companySchema>;

export const navNodeSchema = z.object({
  label: z.string().min(1),
  to: z.string(),
  // A group label in the menu, not a link.
  empty: z.boolean().optional(),
  // Reachable (e.g. "Plan Now") but left out of the header.
  hiddenHeader: z.boolean().optional(),
});
export type NavNode = z.infer<typeof navNodeSchema>;

export interface NavEntry {
  id: string;
  node: NavNode;
  children?: NavEntry[] | undefined;
}
export const navEntrySchema: z.ZodType<NavEntry> = z.lazy(() => z.object({ id: idSchema, node: navNodeSchema, children: z.array(navEntrySchema).optional() }));

// A page-builder module: one of the eleven types in ./modules, told apart by `type`.
export const moduleSchema = pageModuleSchema;
export type Module = PageModule;

export const pageSchema = z.object({
  id: idSchema,
  title: z.string().min(1),
  description: z.string(),
  // Names a layout; the default layout is used when it names none (SPEC §2).
  layout: z.string().optional(),
  modules: z.array(moduleSchema),
  ...pageSeoFields,
});
export type Page = z.infer<typeof pageSchema>;

export const addressSchema = z.object({
  line1: z.string().min(1),
  line2: z.string().optional(),
  city: z.string().min(1),
  region: z.string().min(1),
  postalCode: z.string().min(1),
});
export type Address = z.infer<typeof addressSchema>;

export const locationSchema = z.object({
  id: idSchema,
  name: z.string().min(1),
  address: addressSchema,
  phoneNumber: z.string().min(1),
  latitude: z.number().optional(),
  longitude: z.number().optional(),
});
export type Location = z.infer<typeof locationSchema>;

export const linkSchema = z.object({ id: idSchema, label: z.string().min(1), to: z.string() });

export const headerSchema = z.object({ id: idSchema, tagline: z.string().optional() });
export const footerSchema = z.object({
  id: idSchema,
  text: z.string(),
  links: z.array(linkSchema),
});

export const settingsSchema = z.object({
  defaultLayout: z.string(),
  timeZone: z.string(),
  // Origins a server-provided redirect may send the visitor to, besides this site's own.
  allowedRedirectOrigins: z.array(z.string()),
  // Origins of the staff editor that may frame this site in preview mode.
  builderOrigins: z.array(z.string()),
});

export const redirectSchema = z.object({
  from: z.string().startsWith('/'),
  to: z.string().min(1),
  permanent: z.boolean(),
});
export type Redirect = z.infer<typeof redirectSchema>;
export const redirectsSchema = z.array(redirectSchema);

export const renderContextSchema = z.object({
  design: designSchema,
  company: companySchema,
  navigation: z.array(navEntrySchema),
  // Keyed by path, e.g. "/" or "/about/our-staff".
  pages: z.record(z.string(), pageSchema),
  settings: settingsSchema,
  header: headerSchema,
  footer: footerSchema,
  locations: z.array(locationSchema).default([]),
  // The home's canonical origin (e.g. https://willowbrook.example), set by the API from the home's setting, never
  // stored in the document: share links and other absolute URLs are made from it (rules/home-url.ts).
  canonicalUrl: z.string().optional(),
});
export type RenderContext = z.infer<typeof renderContextSchema>;
