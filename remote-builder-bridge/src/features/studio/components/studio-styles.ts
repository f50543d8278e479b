import { css } from '@emotion/react';

// The studio is staff tooling: a neutral palette of its own (AA contrast), not the funeral home's design.
export const INK = '#0f172a';
export const MUTED = '#475569';
export const LINE = '#cbd5e1';
export const ACCENT = '#1d4ed8';
export const DANGER = '#b91c1c';

export const buttonCss = css`
  font: inherit;
  font-size: 0.875rem;
  padding: 0.375rem 0.75rem;
  border: 1px solid ${LINE};
  border-radius: 6px;
  background: #fff;
  color: ${INK};
  cursor: pointer;
  &:hover:not(:disabled) {
    background: #f1f5f9;
  }
  &:disabled {
    color: #64748b;
    cursor: not-allowed;
  }
  &:focus-visible {
    outline: 3px solid ${ACCENT};
    outline-offset: 2px;
  }
  &[aria-pressed='true'],
  &[aria-current='page'],
  &[aria-current='true'] {
    border-color: ${ACCENT};
    background: #dbeafe;
    font-weight: 600;
  }
`;

export const primaryButtonCss = css`
  ${buttonCss};
  background: ${ACCENT};
  border-color: ${ACCENT};
  color: #fff;
  &:hover:not(:disabled) {
    background: #1e40af;
  }
  &:disabled {
    background: #94a3b8;
    border-color: #94a3b8;
    color: #fff;
  }
`;

export const panelHeadingCss = css`
  margin: 0 0 0.5rem;
  font-size: 0.8125rem;
  letter-spacing: 0.04em;
  text-transform: uppercase;
  color: ${MUTED};
`;

export const listCss = css`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 0.25rem;
`;

export const dialogCss = css`
  border: 1px solid ${LINE};
  border-radius: 10px;
  padding: 1.25rem;
  max-width: min(32rem, 92vw);
  color: ${INK};
  &::backdrop {
    background: rgb(15 23 42 / 0.45);
  }
  h2 {
    margin: 0 0 0.75rem;
    font-size: 1.25rem;
  }
`;
