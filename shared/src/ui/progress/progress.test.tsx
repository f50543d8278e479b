import { render, screen } from '@testing-library/react';
import { ThemeProvider } from '@keepsake/shared/theme';
import { Progress, progressPercent } from './progress';

describe('progressPercent', () => {
  it.each([
    [50, 100, 50],
    [3, 4, 75],
    [-5, 100, 0],
    [250, 100, 100],
    [5, 0, 0],
    [Number.NaN, 100, 0],
  ])('value %p of max %p is %p%', (value, max, percent) => {
    expect(progressPercent(value, max)).toBe(percent);
  });

  it('defaults the maximum to 100', () => {
    expect(progressPercent(40)).toBe(40);
  });
});

describe('Progress', () => {
  it('is a labelled progressbar with clamped values', () => {
    render(
      <ThemeProvider>
        <Progress label="Uploading photos" value={12} max={8} />
      </ThemeProvider>,
    );
    const bar = screen.getByRole('progressbar', { name: 'Uploading photos' });
    expect(bar).toHaveAttribute('aria-valuenow', '100');
    expect(bar).toHaveAttribute('aria-valuemin', '0');
    expect(bar).toHaveAttribute('aria-valuemax', '100');
    expect(bar).toHaveAttribute('aria-valuetext', '100%');
  });

  it('can show its label', () => {
    render(
      <ThemeProvider>
        <Progress label="Uploading music" value={1} max={4} showLabel />
      </ThemeProvider>,
    );
    expect(screen.getByText('Uploading music (25%)')).toBeInTheDocument();
  });
});
