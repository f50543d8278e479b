import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { ThemeProvider } from '@keepsake/shared/theme';

/** Renders inside the default design's theme, as the shell would provide it. */
export function renderThemed(ui: ReactElement): RenderResult {
  return render(<ThemeProvider>{ui}</ThemeProvider>);
}
