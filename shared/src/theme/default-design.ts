import type { Design } from '@keepsake/shared/contract/website';

// A calm, accessible look for screens shown before (or without) a site's render context: the first
// paint and the global error page.
export const defaultDesign: Design = {
  colorPrimary: '#2f4858',
  colorText: '#1f2328',
  colorBackground: '#ffffff',
  colorAccent: '#8a6d3b',
  fontHeading: 'Georgia',
  fontBody: 'system-ui',
  buttonCorners: 'Soft Square',
  secondaryButtonCorners: 'Soft Square',
};
