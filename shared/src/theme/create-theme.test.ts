/** @jest-environment node */
import type { Design } from '@keepsake/shared/contract/website';
import { AA_TEXT_CONTRAST, contrastRatio } from './color';
import { createTheme, fontSizes } from './create-theme';
import { defaultDesign } from './default-design';
import type { ColorName } from './theme-types';

const design = (overrides: Partial<Design> = {}): Design => ({ ...defaultDesign, ...overrides });

describe('createTheme', () => {
  it('maps the design colours and derives secondary from the text colour at 0.1 alpha', () => {
    const theme = createTheme(design({ colorPrimary: '#123456', colorText: '#222222', colorBackground: '#fafafa', colorAccent: '#aa7733' }));
    expect(theme.colors).toMatchObject({
      primary: '#123456',
      text: '#222222',
      background: '#fafafa',
      accent: '#aa7733',
      secondary: 'rgba(34, 34, 34, 0.1)',
    });
  });

  it.each([
    ['#1a3c5e', '#ffffff'],
    ['#f5d76e', '#000000'],
  ])('picks readable text on primary %s', (colorPrimary, onPrimary) => {
    const theme = createTheme(design({ colorPrimary }));
    expect(theme.colors.onPrimary).toBe(onPrimary);
    expect(contrastRatio(colorPrimary, onPrimary)).toBeGreaterThanOrEqual(AA_TEXT_CONTRAST);
  });

  it.each([
    ['Square', '0'],
    ['Rounded', '9999px'],
    ['Soft Square', '8px'],
  ] as const)('maps %s corners to %s', (corners, radius) => {
    const theme = createTheme(design({ buttonCorners: corners, secondaryButtonCorners: corners }));
    expect(theme.radii.button).toBe(radius);
    expect(theme.radii.secondaryButton).toBe(radius);
  });

  it('keeps primary and secondary corners apart', () => {
    const theme = createTheme(design({ buttonCorners: 'Rounded', secondaryButtonCorners: 'Square' }));
    expect(theme.radii).toMatchObject({ button: '9999px', secondaryButton: '0' });
  });

  it('quotes font names with spaces and adds fallbacks', () => {
    const theme = createTheme(design({ fontHeading: 'Playfair Display', fontBody: 'Lato' }));
    expect(theme.fonts).toEqual({ heading: '"Playfair Display", Georgia, serif', body: 'Lato, system-ui, sans-serif' });
  });

  it('reads a design font that is a stack as its families, each quoted on its own, never the stack as one name (ADR 127)', () => {
    // What the seeded sites store: quoted whole, the browser looked up a family no machine has on every page.
    const theme = createTheme(design({ fontHeading: "Palatino, 'Book Antiqua', serif", fontBody: "system-ui, -apple-system, 'Segoe UI', sans-serif" }));
    expect(theme.fonts).toEqual({
      heading: 'Palatino, "Book Antiqua", serif, Georgia',
      body: 'system-ui, -apple-system, "Segoe UI", sans-serif',
    });
  });

  it("keeps a font name from ending the declaration or the page's <style> tag", () => {
    expect(createTheme(design({ fontBody: 'Evil"; } body { color: red } </style><x' })).fonts.body).toBe(
      '"Evil body color: red /stylex", system-ui, sans-serif',
    );
  });

  it('gives every palette colour a foreground at AA contrast', () => {
    const theme = createTheme(defaultDesign);
    (['primary', 'success', 'info', 'warning', 'error', 'neutral'] as ColorName[]).forEach((name) => {
      const { background, foreground } = theme.colors.palette[name];
      expect(contrastRatio(background, foreground)).toBeGreaterThanOrEqual(AA_TEXT_CONTRAST);
    });
  });

  it('falls back to the text colour for outlines when a brand colour is too pale for the page', () => {
    const theme = createTheme(design({ colorPrimary: '#f5d76e', colorText: '#222222', colorBackground: '#ffffff' }));
    expect(theme.colors.palette.primary.onPage).toBe('#222222');
    const dark = createTheme(design({ colorPrimary: '#1a3c5e', colorBackground: '#ffffff' }));
    expect(dark.colors.palette.primary.onPage).toBe('#1a3c5e');
  });

  it('draws the focus ring in the text colour', () => {
    expect(createTheme(design({ colorText: '#333333' })).focusRing.outline).toBe('3px solid #333333');
  });
});

describe('the surface and the type scale (ADR 121)', () => {
  it('fills cards white where the text reads on white, else with the page background', () => {
    const light = createTheme(design({ colorText: '#222222', colorBackground: '#f7f3ee' }));
    expect(light.colors.surface).toBe('#ffffff');
    const dark = createTheme(design({ colorText: '#f5f5f5', colorBackground: '#1b1b1b' }));
    expect(dark.colors.surface).toBe('#1b1b1b');
    expect(contrastRatio(dark.colors.text, dark.colors.surface)).toBeGreaterThanOrEqual(AA_TEXT_CONTRAST);
  });

  it('names the same rising steps for every design', () => {
    const steps = Object.values(createTheme(design({})).fontSizes).map((size) => parseFloat(size));
    expect(steps).toEqual([...steps].sort((a, b) => a - b));
    expect(new Set(steps).size).toBe(steps.length);
    expect(createTheme(design({ colorText: '#f5f5f5' })).fontSizes).toBe(fontSizes);
    expect(fontSizes.md).toBe('1rem');
  });
});
