/** @jest-environment node */
import type { NavEntry } from '@keepsake/shared/contract/website';
import { headerEntries, isCurrentEntry } from './header-entries';

const entries: NavEntry[] = [
  { id: 'home', node: { label: 'Home', to: '/' } },
  {
    id: 'about',
    node: { label: 'About', to: '/about' },
    children: [
      { id: 'secret', node: { label: 'Secret', to: '/s', hiddenHeader: true } },
      { id: 'staff', node: { label: 'Staff', to: '/about/our-staff' } },
    ],
  },
  { id: 'plan', node: { label: 'Plan Now', to: '/plan-now', hiddenHeader: true } },
];

describe('headerEntries', () => {
  it('leaves out hiddenHeader entries at every depth', () => {
    const header = headerEntries(entries);
    expect(header.map((entry) => entry.id)).toEqual(['home', 'about']);
    expect(header[1]?.children?.map((entry) => entry.id)).toEqual(['staff']);
  });
});

describe('isCurrentEntry', () => {
  it('matches the page, its sub-pages and its children, and Home only on /', () => {
    expect(isCurrentEntry(entries[1]!, '/about/our-staff')).toBe(true);
    expect(isCurrentEntry(entries[0]!, '/about')).toBe(false);
    expect(isCurrentEntry(entries[0]!, '/')).toBe(true);
    expect(isCurrentEntry(entries[1]!, '/aboutus')).toBe(false);
  });
});
