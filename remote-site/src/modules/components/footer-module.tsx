import { css } from '@emotion/react';
import { useTheme } from '@keepsake/shared/theme';
import { buttonStyles } from '@keepsake/shared/ui';
import { pageWidth } from './parts/page-width';
import { phoneHref } from './parts/phone-href';
import { SmartLink } from './parts/smart-link';
import type { ModuleProps } from './module-props';

// A closing band at the end of a page: a last word, the phone number and where to go next.
export function FooterModule({ module, site }: ModuleProps<'footer'>) {
  const theme = useTheme();
  const headingId = `${module.id}-heading`;
  const hasHeading = Boolean(module.heading);
  return (
    <section
      data-module-type="footer"
      data-module-id={module.id}
      aria-labelledby={hasHeading ? headingId : undefined}
      aria-label={hasHeading ? undefined : 'More from us'}
      css={css`
        ${pageWidth}
        padding-block: clamp(1.5rem, 4vw, 3rem);
      `}
    >
      <div
        css={css`
          display: grid;
          gap: ${theme.space.lg};
          padding: clamp(1.5rem, 4vw, 2.5rem);
          border-radius: ${theme.radii.card};
          background: ${theme.colors.secondary};
          ${theme.mq.md} {
            grid-template-columns: 1fr auto;
            align-items: center;
          }
        `}
      >
        <div>
          {hasHeading ? (
            <h2 id={headingId} css={{ margin: 0, fontWeight: 500, fontSize: 'clamp(1.375rem, 3vw, 1.75rem)' }}>
              {module.heading}
            </h2>
          ) : null}
          {module.text ? <p css={{ margin: `${theme.space.xs} 0 0` }}>{module.text}</p> : null}
        </div>
        <div css={{ display: 'flex', flexWrap: 'wrap', gap: theme.space.sm }}>
          {module.showPhone ? (
            <a href={phoneHref(site.company.phoneNumber)} css={buttonStyles(theme, { displayType: 'PRIMARY' })}>
              Call {site.company.phoneNumber}
            </a>
          ) : null}
          {module.links.map((link) => (
            <SmartLink key={link.id} to={link.to} css={buttonStyles(theme, { displayType: 'SECONDARY' })}>
              {link.label}
            </SmartLink>
          ))}
        </div>
      </div>
    </section>
  );
}
