import type { Page, RenderContext } from '@keepsake/shared/contract/website';

// The layouts this site knows. 'landing' is full-bleed: no page padding, the first module meets the header.
export const LAYOUT_NAMES = ['default', 'landing'] as const;
export type LayoutName = (typeof LAYOUT_NAMES)[number];

const isLayoutName = (name: string | undefined): name is LayoutName => name !== undefined && (LAYOUT_NAMES as readonly string[]).includes(name);

// SPEC §2: a page names its layout; the default layout (settings.defaultLayout) is used when it names
// none. A name this site does not know falls back the same way, and finally to 'default'.
export function selectLayout(page: Pick<Page, 'layout'> | null | undefined, settings: Pick<RenderContext['settings'], 'defaultLayout'>): LayoutName {
  if (isLayoutName(page?.layout)) return page.layout;
  if (isLayoutName(settings.defaultLayout)) return settings.defaultLayout;
  return 'default';
}
