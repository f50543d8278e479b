/** @jest-environment node */
import { selectLayout } from './select-layout';

describe('selectLayout', () => {
  it('uses the layout the page names', () => {
    expect(selectLayout({ layout: 'landing' }, { defaultLayout: 'default' })).toBe('landing');
  });

  it('uses the default layout when the page names none', () => {
    expect(selectLayout({}, { defaultLayout: 'landing' })).toBe('landing');
    expect(selectLayout(null, { defaultLayout: 'default' })).toBe('default');
  });

  it("falls back to the default layout, then to 'default', for names it does not know", () => {
    expect(selectLayout({ layout: 'sidebar' }, { defaultLayout: 'landing' })).toBe('landing');
    expect(selectLayout({ layout: 'sidebar' }, { defaultLayout: 'magazine' })).toBe('default');
  });
});
