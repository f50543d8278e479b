import type { Design } from '@keepsake/shared/contract/website';

// The studio is staff tooling: the shared theme drawn from a neutral design of its own (AA contrast), not
// the funeral home's, so the editor looks the same whatever colours a home picks for its site.
export const STUDIO_DESIGN: Design = {
  colorPrimary: '#1d4ed8',
  colorText: '#0f172a',
  colorBackground: '#ffffff',
  colorAccent: '#475569',
  fontHeading: 'system-ui',
  fontBody: 'system-ui',
  buttonCorners: 'Soft Square',
  secondaryButtonCorners: 'Soft Square',
};
