import '@emotion/react';
import type { KeepsakeTheme } from './theme-types';

// Types `theme` in css={(theme) => …}, styled and emotion's useTheme across every package.
declare module '@emotion/react' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface Theme extends KeepsakeTheme {}
}
