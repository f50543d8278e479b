import { render } from '@testing-library/react';
import { GlobalStyles } from './global-styles';
import { ThemeProvider, useTheme } from './theme-provider';

function ThemeProbe() {
  return <p>{useTheme().colors.text}</p>;
}

describe('ThemeProvider and GlobalStyles', () => {
  it('provides the theme of the given design, or the default design', () => {
    const { getByText, rerender } = render(
      <ThemeProvider design={null}>
        <ThemeProbe />
      </ThemeProvider>,
    );
    expect(getByText('#1f2328')).toBeInTheDocument();
    rerender(
      <ThemeProvider
        design={{
          colorPrimary: '#123456',
          colorText: '#111111',
          colorBackground: '#ffffff',
          colorAccent: '#999999',
          fontHeading: 'Georgia',
          fontBody: 'Arial',
          buttonCorners: 'Square',
          secondaryButtonCorners: 'Rounded',
        }}
      >
        <ThemeProbe />
      </ThemeProvider>,
    );
    expect(getByText('#111111')).toBeInTheDocument();
  });

  it('injects body, focus and reduced-motion rules', () => {
    render(
      <ThemeProvider>
        <GlobalStyles />
      </ThemeProvider>,
    );
    // Emotion may insert rules with insertRule, so read the CSSOM rather than the <style> text.
    const css = Array.from(document.styleSheets)
      .flatMap((sheet) => Array.from(sheet.cssRules))
      .map((rule) => rule.cssText)
      .join('\n');
    expect(css).toContain(':focus-visible');
    expect(css).toContain('prefers-reduced-motion');
    expect(css).toContain('.visually-hidden');
    expect(css).toMatch(/body \{[^}]*color: #1f2328/);
  });
});
