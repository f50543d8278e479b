import { css } from '@emotion/react';

// Read by screen readers, not shown. Components use it directly (they must not depend on the global
// stylesheet being mounted); GlobalStyles gives the same rules to the .visually-hidden class.
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
