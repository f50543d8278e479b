import { css } from '@emotion/react';
import { Link } from 'react-router-dom';
import type { RenderContext } from '@keepsake/shared/contract/website';
import { fontSizes, useTheme } from '@keepsake/shared/theme';
import { pageWidth } from '../../../modules/components/parts/page-width';
import { phoneHref } from '../../../modules/components/parts/phone-href';
import { headerEntries } from '../header-entries';

const FAMILY_PORTAL_PATH = '/family-portal';

// The foot of every page: who we are and how to reach us, each location, the main pages, the way in for
// families (the Family Portal, issue 43.6: a family told "use the portal" finds it on every page) and the
// legal pages.
export function SiteFooter({ context }: { context: RenderContext }) {
  const theme = useTheme();
  const { company, footer, locations, navigation } = context;
  const pages = headerEntries(navigation).filter((entry) => !entry.node.empty && entry.node.to);
  // Always there, whatever the home's own menus hold (like the "Plan Now" link, SPEC §2), never twice.
  const portalInPages = pages.some((entry) => entry.node.to?.replace(/\/+$/, '').toLowerCase() === FAMILY_PORTAL_PATH);
  const columnHeading = css`
    margin: 0 0 ${theme.space.sm};
    font-family: ${theme.fonts.body};
    font-size: ${fontSizes.sm};
    font-weight: 700;
    letter-spacing: 0.08em;
    text-transform: uppercase;
  `;
  return (
    <footer
      css={css`
        background: ${theme.colors.primary};
        color: ${theme.colors.onPrimary};
        a {
          color: inherit;
          text-underline-offset: 0.2em;
        }
      `}
    >
      <div
        css={css`
          ${pageWidth}
          display: grid;
          gap: ${theme.space.xl};
          padding-block: clamp(2rem, 6vw, 3.5rem);
          grid-template-columns: repeat(auto-fit, minmax(min(100%, 13rem), 1fr));
        `}
      >
        <div>
          <p css={{ margin: `0 0 ${theme.space.sm}`, fontFamily: theme.fonts.heading, fontSize: fontSizes.xxl }}>{company.name}</p>
          <p css={{ margin: 0 }}>
            <a href={phoneHref(company.phoneNumber)} css={{ fontWeight: 600, fontSize: fontSizes.lg }}>
              {company.phoneNumber}
            </a>
          </p>
          {company.email ? (
            <p css={{ margin: `${theme.space.xxs} 0 0` }}>
              <a href={`mailto:${company.email}`}>{company.email}</a>
            </p>
          ) : null}
        </div>
        {locations.map((location) => (
          <div key={location.id}>
            <h2 css={columnHeading}>{location.name}</h2>
            <address css={{ fontStyle: 'normal' }}>
              {location.address.line1}
              {location.address.line2 ? `, ${location.address.line2}` : ''}
              <br />
              {location.address.city}, {location.address.region} {location.address.postalCode}
              <br />
              <a href={phoneHref(location.phoneNumber)}>{location.phoneNumber}</a>
            </address>
          </div>
        ))}
        {pages.length > 0 ? (
          <nav aria-label="Site pages">
            <h2 css={columnHeading}>Explore</h2>
            <ul css={{ listStyle: 'none', margin: 0, padding: 0 }}>
              {pages.map((entry) => (
                <li key={entry.id}>
                  <Link to={entry.node.to} css={{ display: 'inline-block', padding: '0.375rem 0' }}>
                    {entry.node.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
        {portalInPages ? null : (
          <nav aria-label="For families">
            <h2 css={columnHeading}>For families</h2>
            <ul css={{ listStyle: 'none', margin: 0, padding: 0 }}>
              <li>
                <Link to={FAMILY_PORTAL_PATH} css={{ display: 'inline-block', padding: '0.375rem 0' }}>
                  Family Portal
                </Link>
              </li>
            </ul>
          </nav>
        )}
      </div>
      <div css={{ borderTop: '1px solid rgba(255, 255, 255, 0.2)' }}>
        <div
          css={css`
            ${pageWidth}
            display: flex;
            flex-wrap: wrap;
            align-items: center;
            justify-content: space-between;
            gap: ${theme.space.sm} ${theme.space.lg};
            padding-block: ${theme.space.md};
            font-size: ${fontSizes.md};
          `}
        >
          <p css={{ margin: 0 }}>{footer.text || `© ${company.name}`}</p>
          {footer.links.length > 0 ? (
            <nav aria-label="Legal">
              <ul css={{ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexWrap: 'wrap', gap: `0 ${theme.space.lg}` }}>
                {footer.links.map((link) => (
                  <li key={link.id}>
                    <Link to={link.to} css={{ display: 'inline-block', padding: '0.5rem 0' }}>
                      {link.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          ) : null}
        </div>
      </div>
    </footer>
  );
}
