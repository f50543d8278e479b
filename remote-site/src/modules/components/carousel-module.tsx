import { useEffect, useState, type KeyboardEvent } from 'react';
import { css } from '@emotion/react';
import { fontSizes, useTheme } from '@keepsake/shared/theme';
import { buttonStyles, useHydrated, useReducedMotion } from '@keepsake/shared/ui';
import { SectionHeading } from './parts/module-section';
import { pageWidth } from './parts/page-width';
import { ResponsiveImage } from './parts/responsive-image';
import type { ModuleProps } from './module-props';

// WAI-ARIA carousel: previous/next and per-slide buttons, arrow keys, a visible pause button, rotation
// that stops while the pointer or keyboard focus is on it and never starts under reduced motion.
export function CarouselModule({ module }: ModuleProps<'carousel'>) {
  const theme = useTheme();
  const reducedMotion = useReducedMotion();
  // The server's HTML shows the controls in place (no layout shift) but disabled: before hydration a press
  // would do nothing and be lost.
  const hydrated = useHydrated();
  const [current, setCurrent] = useState(0);
  const [paused, setPaused] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const count = module.slides.length;
  const canRotate = module.autoRotate && count > 1 && !reducedMotion;
  const rotating = canRotate && !paused && !hovered && !focused;

  useEffect(() => {
    if (!rotating) return;
    const timer = window.setInterval(() => setCurrent((index) => (index + 1) % count), module.intervalSeconds * 1000);
    return () => window.clearInterval(timer);
  }, [rotating, count, module.intervalSeconds]);

  if (count === 0) return null;
  const index = Math.min(current, count - 1);
  const go = (next: number) => setCurrent((next + count) % count);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowRight') go(index + 1);
    else if (event.key === 'ArrowLeft') go(index - 1);
    else return;
    event.preventDefault();
  };
  const headingId = `${module.id}-heading`;
  const slidesId = `${module.id}-slides`;
  const control = buttonStyles(theme, { displayType: 'SECONDARY', size: 'sm' });

  return (
    <section
      data-module-type="carousel"
      data-module-id={module.id}
      aria-roledescription="carousel"
      aria-labelledby={module.heading ? headingId : undefined}
      aria-label={module.heading ? undefined : 'Photos'}
      css={[pageWidth, css({ paddingBlock: 'clamp(2rem, 5vw, 3.5rem)' })]}
    >
      {module.heading ? <SectionHeading id={headingId}>{module.heading}</SectionHeading> : null}
      {/* eslint-disable-next-line jsx-a11y/no-static-element-interactions -- the arrow keys of the carousel's own buttons and slides, caught where they bubble to (APG carousel) */}
      <div
        onKeyDown={onKeyDown}
        onPointerEnter={() => setHovered(true)}
        onPointerLeave={() => setHovered(false)}
        onFocus={() => setFocused(true)}
        onBlur={(event) => {
          if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
        }}
        css={{ maxWidth: '40rem' }}
      >
        <div id={slidesId} aria-live={rotating ? 'off' : 'polite'}>
          {module.slides.map((slide, slideIndex) => (
            <div key={slide.id} role="group" aria-roledescription="slide" aria-label={`${slideIndex + 1} of ${count}`} hidden={slideIndex !== index}>
              <figure css={{ margin: 0 }}>
                <ResponsiveImage image={slide.image} radius={theme.radii.card} />
                {slide.caption ? (
                  <figcaption css={{ marginTop: theme.space.sm, fontFamily: theme.fonts.heading, fontSize: fontSizes.lg }}>{slide.caption}</figcaption>
                ) : null}
              </figure>
            </div>
          ))}
        </div>
        {count > 1 ? (
          <div
            css={css`
              display: flex;
              flex-wrap: wrap;
              align-items: center;
              gap: ${theme.space.sm};
              margin-top: ${theme.space.md};
            `}
          >
            {canRotate ? (
              <button type="button" css={control} disabled={!hydrated} onClick={() => setPaused((value) => !value)}>
                {paused ? 'Play slideshow' : 'Pause slideshow'}
              </button>
            ) : null}
            <button type="button" css={control} disabled={!hydrated} aria-controls={slidesId} onClick={() => go(index - 1)}>
              <span aria-hidden="true">←</span> Previous slide
            </button>
            <button type="button" css={control} disabled={!hydrated} aria-controls={slidesId} onClick={() => go(index + 1)}>
              Next slide <span aria-hidden="true">→</span>
            </button>
            <div role="group" aria-label="Choose a slide" css={{ display: 'flex', gap: theme.space.xxs }}>
              {module.slides.map((slide, slideIndex) => (
                <button
                  key={slide.id}
                  type="button"
                  disabled={!hydrated}
                  aria-controls={slidesId}
                  aria-current={slideIndex === index ? 'true' : undefined}
                  aria-label={`Slide ${slideIndex + 1}${slide.caption ? `: ${slide.caption}` : ''}`}
                  onClick={() => go(slideIndex)}
                  css={css`
                    display: grid;
                    place-items: center;
                    width: 2rem;
                    height: 2rem;
                    padding: 0;
                    border: 0;
                    background: transparent;
                    cursor: pointer;
                    border-radius: 50%;
                    &::before {
                      content: '';
                      width: 0.75rem;
                      height: 0.75rem;
                      border-radius: 50%;
                      border: 2px solid ${theme.colors.primary};
                      background: ${slideIndex === index ? theme.colors.primary : 'transparent'};
                    }
                  `}
                />
              ))}
            </div>
          </div>
        ) : null}
      </div>
    </section>
  );
}
