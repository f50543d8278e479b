import { css } from '@emotion/react';
import { fontSizes, useTheme } from '@keepsake/shared/theme';
import { buttonStyles } from '@keepsake/shared/ui';
import { useLayoutName } from '../../hooks/use-layout-name';
import { pageWidth } from './parts/page-width';
import { ResponsiveImage } from './parts/responsive-image';
import { SmartLink } from './parts/smart-link';
import type { ModuleProps } from './module-props';

// The opening band: image, heading, a few words and the calls to action. Full-bleed on a landing page,
// a rounded card inside the page width otherwise. On phones the image sits above the text.
export function HeroModule({ module, first }: ModuleProps<'hero'>) {
  const theme = useTheme();
  const fullBleed = useLayoutName() === 'landing';
  const Heading = first ? 'h1' : 'h2';
  const headingId = `${module.id}-heading`;
  return (
    <section
      data-module-type="hero"
      data-module-id={module.id}
      aria-labelledby={headingId}
      css={css`
        ${fullBleed ? '' : pageWidth}
        padding-block: ${fullBleed ? '0' : 'clamp(1rem, 3vw, 2rem)'};
      `}
    >
      <div
        css={css`
          position: relative;
          display: grid;
          overflow: hidden;
          border-radius: ${fullBleed ? '0' : theme.radii.card};
          background: ${theme.colors.secondary};
          ${theme.mq.md} {
            min-height: ${module.image ? (fullBleed ? '34rem' : '28rem') : 'auto'};
            align-items: center;
          }
        `}
      >
        {module.image ? (
          <div
            css={css`
              ${theme.mq.md} {
                position: absolute;
                inset: 0;
              }
            `}
          >
            <ResponsiveImage image={module.image} cover priority={first} />
          </div>
        ) : null}
        <div
          css={css`
            position: relative;
            ${fullBleed ? pageWidth : 'padding-inline: clamp(1rem, 4vw, 3rem);'}
            padding-block: clamp(1.5rem, 4vw, 3rem);
          `}
        >
          <div
            css={css`
              max-width: 36rem;
              ${theme.mq.md} {
                padding: clamp(1.5rem, 3vw, 2.5rem);
                background: ${theme.colors.background};
                border-radius: ${theme.radii.card};
                box-shadow: 0 12px 40px rgba(0, 0, 0, 0.08);
              }
            `}
          >
            <Heading
              id={headingId}
              css={css`
                margin: 0;
                font-size: clamp(2rem, 5vw, 3rem);
                font-weight: 500;
                color: ${theme.colors.text};
              `}
            >
              {module.heading}
            </Heading>
            {module.text ? (
              <p
                css={css`
                  margin: ${theme.space.md} 0 0;
                  font-size: ${fontSizes.lg};
                `}
              >
                {module.text}
              </p>
            ) : null}
            {module.buttons.length > 0 ? (
              <div
                css={css`
                  display: flex;
                  flex-wrap: wrap;
                  gap: ${theme.space.sm};
                  margin-top: ${theme.space.lg};
                `}
              >
                {module.buttons.map((button) => (
                  <SmartLink key={button.id} to={button.to} css={buttonStyles(theme, { displayType: button.displayType, size: 'lg' })}>
                    {button.label}
                  </SmartLink>
                ))}
              </div>
            ) : null}
          </div>
        </div>
      </div>
    </section>
  );
}
