import type { RenderContext } from '@keepsake/shared/contract';

// A second, small funeral home so tests (and a developer) can see that sites never mix.
export const HARBORVIEW_SITE = { id: 'site-harborview', slug: 'harborview', name: 'Harborview Memorial Chapel' };
export const HARBORVIEW_HOSTS = ['second.keepsake.test'];

export const harborviewApproved: RenderContext = {
  design: {
    colorPrimary: '#27405E',
    colorText: '#1B2430',
    colorBackground: '#F7F9FB',
    colorAccent: '#8C6A4F',
    fontHeading: "Palatino, 'Book Antiqua', serif",
    fontBody: "system-ui, -apple-system, 'Segoe UI', sans-serif",
    buttonCorners: 'Square',
    secondaryButtonCorners: 'Square',
  },
  company: { name: 'Harborview Memorial Chapel', phoneNumber: '(555) 310-7700', email: null, logoUrl: null },
  navigation: [
    { id: 'hv-nav-home', node: { label: 'Home', to: '/' } },
    { id: 'hv-nav-obituaries', node: { label: 'Obituaries', to: '/obituaries' } },
  ],
  pages: {
    '/': {
      id: 'hv-page-home',
      title: 'Harborview Memorial Chapel',
      description: 'A small chapel by the harbor.',
      modules: [{ id: 'hv-home-headline', type: 'headline', text: 'Welcome to Harborview', level: 1 }],
    },
  },
  settings: { defaultLayout: 'default', timeZone: 'America/Chicago', allowedRedirectOrigins: [], builderOrigins: [] },
  header: { id: 'hv-header' },
  footer: { id: 'hv-footer', text: '© Harborview Memorial Chapel', links: [] },
  locations: [],
};

export const harborviewRedirects = [{ from: '/old-home', to: '/', permanent: true }];
