import { Link } from 'react-router-dom';
import type { RenderContext } from '@keepsake/shared/contract';
import { useTheme } from '@keepsake/shared/theme';

export function SiteFooter({ context }: { context: RenderContext }) {
  const theme = useTheme();
  const { company, footer, locations } = context;
  return (
    <footer css={{ background: theme.colors.primary, color: theme.colors.onPrimary, marginTop: '3rem' }}>
      <div css={{ maxWidth: '72rem', margin: '0 auto', padding: '2rem 1.25rem', display: 'grid', gap: '1.5rem', gridTemplateColumns: 'repeat(auto-fit, minmax(14rem, 1fr))' }}>
        {locations.map((location) => (
          <address key={location.id} css={{ fontStyle: 'normal' }}>
            <strong>{location.name}</strong>
            <br />
            {location.address.line1}
            <br />
            {location.address.city}, {location.address.region} {location.address.postalCode}
            <br />
            <a href={`tel:${location.phoneNumber.replace(/[^\d+]/g, '')}`} css={{ color: 'inherit' }}>
              {location.phoneNumber}
            </a>
          </address>
        ))}
        <nav aria-label="Footer">
          <ul css={{ listStyle: 'none', margin: 0, padding: 0 }}>
            {footer.links.map((link) => (
              <li key={link.id}>
                <Link to={link.to} css={{ color: 'inherit', display: 'inline-block', padding: '0.25rem 0' }}>
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <p css={{ textAlign: 'center', margin: 0, padding: '1rem' }}>
        {footer.text || `© ${new Date().getFullYear()} ${company.name}`}
      </p>
    </footer>
  );
}
