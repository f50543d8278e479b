/** @jest-environment node */
import { describeChanges } from './describe-changes';
import type { RenderContext } from './render-context';

const live: RenderContext = {
  design: {
    colorPrimary: '#1f4e5f',
    colorText: '#222222',
    colorBackground: '#ffffff',
    colorAccent: '#c9a227',
    fontHeading: 'Lora',
    fontBody: 'Inter',
    buttonCorners: 'Rounded',
    secondaryButtonCorners: 'Rounded',
  },
  company: { name: 'Willowbrook', phoneNumber: '(555) 201-4400', email: 'care@willowbrook.test', logoUrl: null },
  navigation: [
    { id: 'n-about', node: { label: 'About', to: '/about' }, children: [{ id: 'n-staff', node: { label: 'Our staff', to: '/about/staff' } }] },
    { id: 'n-contact', node: { label: 'Contact', to: '/contact' } },
  ],
  pages: {
    '/': { id: 'home', title: 'Home', description: 'Welcome', modules: [{ id: 'h1', type: 'headline', text: 'Welcome', level: 1 }] },
    '/about': { id: 'about', title: 'About', description: '', modules: [] },
    '/about/staff': { id: 'staff', title: 'Our staff', description: '', modules: [{ id: 's1', type: 'headline', text: 'Our staff', level: 1 }] },
    '/contact': { id: 'contact', title: 'Contact', description: '', modules: [] },
  },
  settings: { defaultLayout: 'default', timeZone: 'America/New_York', allowedRedirectOrigins: [], builderOrigins: [] },
  header: { id: 'header' },
  footer: { id: 'footer', text: 'With care since 1952', links: [] },
  locations: [
    { id: 'main', name: 'Main chapel', address: { line1: '1 Elm St', city: 'Alder Falls', region: 'VT', postalCode: '05001' }, phoneNumber: '(555) 201-4400' },
  ],
};

describe('describeChanges: the publish summary (issue 40.3)', () => {
  it('says nothing when the draft is the live site', () => {
    expect(describeChanges(live, structuredClone(live))).toEqual([]);
  });

  it('names colours, fonts, the phone and the other facts of the home, the footer and locations', () => {
    const draft = structuredClone(live);
    draft.design.colorPrimary = '#7a2e3b';
    draft.design.fontHeading = 'Merriweather';
    draft.company.phoneNumber = '(555) 999-0000';
    draft.company.logoUrl = '/api/media/logo.webp';
    draft.header.tagline = 'Family owned';
    draft.footer.text = 'With care since 1950';
    draft.locations[0]!.phoneNumber = '(555) 999-0001';
    draft.locations.push({ ...live.locations[0]!, id: 'north', name: 'North chapel' });
    expect(describeChanges(live, draft)).toEqual([
      'Primary colour: “#1f4e5f” → “#7a2e3b”',
      'Heading font: “Lora” → “Merriweather”',
      'Phone: “(555) 201-4400” → “(555) 999-0000”',
      'Logo: a new picture',
      'Header tagline: none → “Family owned”',
      'Footer text: “With care since 1952” → “With care since 1950”',
      'Location changed: Main chapel',
      'Location added: North chapel',
    ]);
  });

  it('names pages added, moved and removed, the navigation, and the redirects the publish leaves', () => {
    const draft = structuredClone(live);
    // Our staff moves to /team; Contact is removed; a News page is added; About is renamed in the menu.
    draft.pages['/team'] = draft.pages['/about/staff']!;
    delete draft.pages['/about/staff'];
    delete draft.pages['/contact'];
    draft.pages['/news'] = { id: 'news', title: 'News', description: '', modules: [] };
    draft.navigation = [
      { id: 'n-about', node: { label: 'About us', to: '/about' } },
      { id: 'n-staff', node: { label: 'Our staff', to: '/team' } },
      { id: 'n-news', node: { label: 'News', to: '/news' } },
    ];
    expect(describeChanges(live, draft)).toEqual([
      'Navigation: “About” renamed “About us”',
      'Navigation: “Our staff” now goes to /team',
      'Navigation: “Our staff” moved',
      'Navigation: adds “News”',
      'Navigation: removes “Contact”',
      'Contact (/contact): page removed',
      'News (/news): new page',
      'Our staff (/team): moved from /about/staff',
      'Redirect: /about/staff now sends visitors to /team',
      'Redirect: /contact now sends visitors to /',
    ]);
  });

  it('names module changes page by page, and the page’s own fields', () => {
    const draft = structuredClone(live);
    const home = draft.pages['/']!;
    home.modules = [
      { id: 'h2', type: 'headline', text: 'New', level: 2 },
      { id: 'h1', type: 'headline', text: 'Welcome home', level: 1 },
    ];
    home.title = 'Start';
    home.description = 'Welcome, neighbours';
    expect(describeChanges(live, draft)).toEqual([
      'Start (/): adds Headline: New',
      'Start (/): changes Headline: Welcome home',
      'Start (/): title (was “Home”)',
      'Start (/): search description',
    ]);
  });
});
