import { css } from '@emotion/react';

// Read by screen readers, not shown. Same rules as GlobalStyles' .visually-hidden, for components that
// must not depend on the global stylesheet being mounted.
export const visuallyHidden = css`
  position: absolute;
  width: 1px;
  height: 1px;
  padding: 0;
  margin: -1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
  border: 0;
`;
