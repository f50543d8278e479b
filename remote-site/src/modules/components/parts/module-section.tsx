import type { ReactNode } from 'react';
import { css } from '@emotion/react';
import { useTheme } from '@keepsake/shared/theme';
import { pageWidth } from './page-width';

interface ModuleSectionProps {
  moduleId: string;
  type: string;
  heading?: string | undefined;
  // A tinted band sets a module apart from its neighbours.
  tone?: 'plain' | 'tinted';
  children: ReactNode;
}

// The band every module sits in: page width, vertical rhythm, and a section named by its heading.
export function ModuleSection({ moduleId, type, heading, tone = 'plain', children }: ModuleSectionProps) {
  const theme = useTheme();
  const headingId = `${moduleId}-heading`;
  const Tag = heading ? 'section' : 'div';
  return (
    <Tag
      data-module-type={type}
      data-module-id={moduleId}
      aria-labelledby={heading ? headingId : undefined}
      css={css`
        padding-block: clamp(2rem, 5vw, 3.5rem);
        background: ${tone === 'tinted' ? theme.colors.secondary : 'transparent'};
      `}
    >
      <div css={pageWidth}>
        {heading ? <SectionHeading id={headingId}>{heading}</SectionHeading> : null}
        {children}
      </div>
    </Tag>
  );
}

export function SectionHeading({ id, children, center }: { id?: string; children: ReactNode; center?: boolean }) {
  const theme = useTheme();
  return (
    <h2
      id={id}
      css={css`
        margin: 0 0 ${theme.space.xl};
        font-size: clamp(1.5rem, 3.5vw, 2.125rem);
        font-weight: 500;
        color: ${theme.colors.text};
        text-align: ${center ? 'center' : 'start'};
        &::after {
          content: '';
          display: block;
          width: 3rem;
          height: 3px;
          margin-top: ${theme.space.sm};
          margin-inline: ${center ? 'auto' : '0'};
          background: ${theme.colors.accent};
          border-radius: 2px;
        }
      `}
    >
      {children}
    </h2>
  );
}
