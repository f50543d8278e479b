import { css } from '@emotion/react';
import { fontSizes, useTheme } from '@keepsake/shared/theme';
import { pageWidth } from './parts/page-width';
import type { ModuleProps } from './module-props';

// A page title (level 1) or a section title, with an optional line under it.
export function HeadlineModule({ module }: ModuleProps<'headline'>) {
  const theme = useTheme();
  const Heading = `h${module.level}` as const;
  const center = module.align === 'center';
  return (
    <div
      data-module-type="headline"
      data-module-id={module.id}
      css={css`
        ${pageWidth}
        padding-block: ${module.level === 1 ? 'clamp(1.5rem, 4vw, 2.5rem) 0.5rem' : '1.5rem 0'};
        text-align: ${center ? 'center' : 'start'};
      `}
    >
      <Heading
        css={css`
          margin: 0;
          max-width: 48rem;
          margin-inline: ${center ? 'auto' : '0'};
          font-weight: 500;
          color: ${theme.colors.text};
          font-size: ${module.level === 1 ? 'clamp(2rem, 5vw, 2.75rem)' : module.level === 2 ? 'clamp(1.5rem, 3.5vw, 2.125rem)' : fontSizes.xxl};
        `}
      >
        {module.text}
      </Heading>
      {module.subtext ? (
        <p
          css={css`
            margin: ${theme.space.sm} 0 0;
            max-width: 42rem;
            margin-inline: ${center ? 'auto' : '0'};
            font-size: ${fontSizes.lg};
          `}
        >
          {module.subtext}
        </p>
      ) : null}
      <span
        aria-hidden="true"
        css={css`
          display: block;
          width: 3rem;
          height: 3px;
          margin-top: ${theme.space.md};
          margin-inline: ${center ? 'auto' : '0'};
          background: ${theme.colors.accent};
          border-radius: 2px;
        `}
      />
    </div>
  );
}
