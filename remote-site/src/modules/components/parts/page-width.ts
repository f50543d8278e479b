import { css } from '@emotion/react';

// The one content width of the site, with side padding that grows with the screen.
export const pageWidth = css`
  width: 100%;
  max-width: 72rem;
  margin-inline: auto;
  padding-inline: clamp(1rem, 4vw, 2rem);
`;

// Long text reads best at about 70 characters a line.
export const readingWidth = css`
  max-width: 42rem;
`;
