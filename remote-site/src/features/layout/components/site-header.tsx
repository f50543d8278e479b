import { css } from '@emotion/react';
import { Link } from 'react-router-dom';
import type { RenderContext } from '@keepsake/shared/contract/website';
import { fontSizes, useTheme, type KeepsakeTheme } from '@keepsake/shared/theme';
import { pageWidth } from '../../../modules/components/parts/page-width';
import { phoneHref } from '../../../modules/components/parts/phone-href';
import { MainNav } from './main-nav';

// The top of every page: a slim bar with the phone number (tap to call, always visible on phones),
// then the logo and name beside the main navigation.
export function SiteHeader({ context }: { context: RenderContext }) {
  const theme = useTheme();
  const { company, navigation, header } = context;
  return (
    // The phone menu's panel is placed under the header (main-nav.tsx): the header is its anchor.
    <header
      css={{ position: 'relative', anchorName: '--site-header', background: theme.colors.background, borderBottom: `1px solid ${theme.colors.secondary}` }}
    >
      <div css={{ background: theme.colors.primary, color: theme.colors.onPrimary, fontSize: fontSizes.md }}>
        <div css={headerRow(theme, '2.75rem')}>
          {header.tagline ? (
            <p
              css={css`
                margin: 0;
                display: none;
                ${theme.mq.md} {
                  display: block;
                }
              `}
            >
              {header.tagline}
            </p>
          ) : null}
          <a
            href={phoneHref(company.phoneNumber)}
            css={css`
              margin-inline-start: auto;
              display: inline-flex;
              align-items: center;
              gap: ${theme.space.xs};
              min-height: 44px;
              color: inherit;
              font-weight: 600;
              text-decoration: none;
              &:hover {
                text-decoration: underline;
              }
            `}
          >
            <span>Call us 24 hours:</span>
            <span>{company.phoneNumber}</span>
          </a>
        </div>
      </div>
      <div
        css={css`
          ${headerRow(theme, '4.5rem')}
          padding-block: ${theme.space.xs};
        `}
      >
        <Link
          to="/"
          css={css`
            display: flex;
            align-items: center;
            gap: ${theme.space.sm};
            min-height: 44px;
            color: ${theme.colors.text};
            text-decoration: none;
          `}
        >
          {company.logoUrl ? <img src={company.logoUrl} alt="" width={44} height={44} css={{ flex: 'none' }} /> : null}
          <span css={{ fontFamily: theme.fonts.heading, fontSize: 'clamp(1.125rem, 3.5vw, 1.375rem)', lineHeight: 1.2 }}>{company.name}</span>
        </Link>
        <MainNav navigation={navigation} />
      </div>
    </header>
  );
}

// Both header rows: page width, contents spread across it.
function headerRow(theme: KeepsakeTheme, minHeight: string) {
  return css`
    ${pageWidth}
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: ${theme.space.md};
    min-height: ${minHeight};
  `;
}
