import { css } from '@emotion/react';
import { fontSizes, useTheme } from '@keepsake/shared/theme';
import { ModuleSection } from './parts/module-section';
import type { ModuleProps } from './module-props';
import { cardGrid } from './parts/card-grid';

export function TestimonialsModule({ module }: ModuleProps<'testimonials'>) {
  const theme = useTheme();
  if (module.items.length === 0) return null;
  return (
    <ModuleSection moduleId={module.id} type="testimonials" heading={module.heading} tone="tinted">
      <ul css={cardGrid(theme.space.lg, '18rem')}>
        {module.items.map((item) => (
          <li key={item.id}>
            <figure
              css={css`
                margin: 0;
                height: 100%;
                padding: ${theme.space.xl} ${theme.space.lg} ${theme.space.lg};
                background: ${theme.colors.background};
                border-radius: ${theme.radii.card};
                border-top: 3px solid ${theme.colors.accent};
              `}
            >
              <blockquote css={{ margin: 0 }}>
                <p css={{ margin: 0, fontFamily: theme.fonts.heading, fontSize: fontSizes.xl, lineHeight: 1.5 }}>“{item.quote}”</p>
              </blockquote>
              <figcaption css={{ marginTop: theme.space.md, fontWeight: 600 }}>
                {item.author}
                {item.relation ? <span css={{ fontWeight: 400 }}>, {item.relation}</span> : null}
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </ModuleSection>
  );
}
