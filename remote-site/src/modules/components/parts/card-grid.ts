import { css } from '@emotion/react';

// The responsive card list many modules share: as many columns of at least `minWidth` as fit, one on a
// phone. `fill` keeps columns the same width when a short last row would otherwise stretch.
export function cardGrid(gap: string, minWidth: string, repeat: 'auto-fit' | 'auto-fill' = 'auto-fit') {
  return css`
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    gap: ${gap};
    grid-template-columns: repeat(${repeat}, minmax(min(100%, ${minWidth}), 1fr));
  `;
}
