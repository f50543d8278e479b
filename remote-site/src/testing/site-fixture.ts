import type { RenderContext } from '@keepsake/shared/contract/website';

// A small site for unit tests, in the shape the API sends (defaults applied).
export function siteFixture(overrides: Partial<RenderContext> = {}): RenderContext {
  return {
    design: {
      colorPrimary: '#2F4A3A',
      colorText: '#1F2A24',
      colorBackground: '#FBFAF7',
      colorAccent: '#B08D57',
      fontHeading: 'Georgia',
      fontBody: 'system-ui',
      buttonCorners: 'Soft Square',
      secondaryButtonCorners: 'Rounded',
    },
    company: { name: 'Willowbrook Funeral Home', phoneNumber: '(555) 201-4400', email: 'care@willowbrook.test', logoUrl: '/logo.svg' },
    navigation: [
      { id: 'home', node: { label: 'Home', to: '/' } },
      {
        id: 'about',
        node: { label: 'About', to: '/about' },
        children: [
          { id: 'staff', node: { label: 'Our Staff', to: '/about/our-staff' } },
          { id: 'history', node: { label: 'Our History', to: '/about/our-history' } },
        ],
      },
      {
        id: 'resources',
        node: { label: 'Resources', to: '', empty: true },
        children: [
          { id: 'grief', node: { label: 'Grief Support', to: '/grief-support' } },
          { id: 'blog', node: { label: 'Blog', to: '/blog' } },
        ],
      },
      { id: 'plan-now', node: { label: 'Plan Now', to: '/plan-now', hiddenHeader: true } },
    ],
    pages: {
      '/': { id: 'home', title: 'Willowbrook Funeral Home', description: 'Home', layout: 'landing', modules: [] },
    },
    settings: { defaultLayout: 'default', timeZone: 'America/New_York', allowedRedirectOrigins: [], builderOrigins: [] },
    header: { id: 'header', tagline: 'Serving families since 1952' },
    footer: { id: 'footer', text: '© Willowbrook', links: [{ id: 'privacy', label: 'Privacy Policy', to: '/privacy-policy' }] },
    locations: [
      {
        id: 'loc-main',
        name: 'Main Chapel',
        address: { line1: '1200 Willow Creek Road', city: 'Alder Falls', region: 'VT', postalCode: '05901' },
        phoneNumber: '(555) 201-4400',
        latitude: 44.47,
        longitude: -72.57,
      },
      {
        id: 'loc-river',
        name: 'Riverside Chapel',
        address: { line1: '45 Mill Street', line2: 'Suite 2', city: 'Alder Falls', region: 'VT', postalCode: '05902' },
        phoneNumber: '(555) 201-4410',
      },
    ],
    ...overrides,
  };
}

export const testImage = (id = 'img') => ({ id, src: `/api/assets/${id}.svg`, alt: `Picture ${id}`, width: 800, height: 600 });
