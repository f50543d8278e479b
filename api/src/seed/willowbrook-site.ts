import type { RenderContext } from '@keepsake/shared/contract';
import { willowbrookPages } from './willowbrook-pages';

export const WILLOWBROOK_SITE = { id: 'site-willowbrook', slug: 'willowbrook', name: 'Willowbrook Funeral Home' };
export const WILLOWBROOK_HOSTS = ['localhost', '127.0.0.1'];

export const willowbrookApproved: RenderContext = {
  design: {
    colorPrimary: '#2F4A3A',
    colorText: '#1F2A24',
    colorBackground: '#FBFAF7',
    colorAccent: '#B08D57',
    fontHeading: "Georgia, 'Times New Roman', serif",
    fontBody: "system-ui, -apple-system, 'Segoe UI', sans-serif",
    buttonCorners: 'Soft Square',
    secondaryButtonCorners: 'Rounded',
  },
  company: {
    name: 'Willowbrook Funeral Home',
    phoneNumber: '(555) 201-4400',
    email: 'care@willowbrook.test',
    logoUrl: '/api/assets/logo.svg',
  },
  // "Plan Now" is not here: the shell appends it to every site's navigation (SPEC §2).
  navigation: [
    { id: 'nav-home', node: { label: 'Home', to: '/' } },
    {
      id: 'nav-about',
      node: { label: 'About', to: '/about' },
      children: [
        { id: 'nav-about-staff', node: { label: 'Our Staff', to: '/about/our-staff' } },
        { id: 'nav-about-history', node: { label: 'Our History', to: '/about/our-history' } },
      ],
    },
    {
      id: 'nav-services',
      node: { label: 'Services', to: '/services' },
      children: [
        { id: 'nav-services-preplanning', node: { label: 'Pre-Planning', to: '/pre-planning' } },
        { id: 'nav-services-locations', node: { label: 'Locations', to: '/locations' } },
      ],
    },
    { id: 'nav-obituaries', node: { label: 'Obituaries', to: '/obituaries' } },
    {
      id: 'nav-resources',
      node: { label: 'Resources', to: '', empty: true },
      children: [
        { id: 'nav-resources-grief', node: { label: 'Grief Support', to: '/grief-support' } },
        { id: 'nav-resources-blog', node: { label: 'Blog', to: '/blog' } },
      ],
    },
    { id: 'nav-contact', node: { label: 'Contact', to: '/contact' } },
  ],
  pages: willowbrookPages,
  settings: {
    defaultLayout: 'default',
    timeZone: 'America/New_York',
    allowedRedirectOrigins: ['https://www.willowbrook-memorial-trust.example'],
    builderOrigins: ['http://localhost:3100'],
  },
  header: { id: 'header', tagline: 'Serving families with dignity since 1952' },
  footer: {
    id: 'footer',
    text: '© {{name}}. Family owned since 1952.',
    links: [
      { id: 'footer-privacy', label: 'Privacy Policy', to: '/privacy-policy' },
      { id: 'footer-terms', label: 'Terms of Use', to: '/terms-of-use' },
      { id: 'footer-accessibility', label: 'Accessibility', to: '/accessibility' },
    ],
  },
  locations: [
    {
      id: 'loc-main',
      name: 'Willowbrook Main Chapel',
      address: { line1: '1200 Willow Creek Road', city: 'Alder Falls', region: 'VT', postalCode: '05901' },
      phoneNumber: '(555) 201-4400',
      latitude: 44.4759,
      longitude: -72.5778,
    },
    {
      id: 'loc-riverside',
      name: 'Riverside Chapel',
      address: { line1: '45 Mill Street', line2: 'Suite 2', city: 'Alder Falls', region: 'VT', postalCode: '05902' },
      phoneNumber: '(555) 201-4410',
      latitude: 44.4702,
      longitude: -72.5651,
    },
  ],
};

// The draft is the approved site plus one edit staff are working on, so preview visibly differs.
export function willowbrookDraft(): RenderContext {
  const draft = structuredClone(willowbrookApproved);
  const home = draft.pages['/'];
  const hero = home?.modules.find((module) => module.id === 'home-hero');
  if (hero?.type === 'hero') hero.heading = 'Honoring every life, every story, with care';
  return draft;
}

export const willowbrookRedirects = [
  { from: '/old-obituaries', to: '/obituaries', permanent: true },
  { from: '/staff', to: '/about/our-staff', permanent: true },
  { from: '/memorial-trust', to: 'https://www.willowbrook-memorial-trust.example/', permanent: false },
];
