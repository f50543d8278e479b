import { css } from '@emotion/react';
import type { Location } from '@keepsake/shared/contract/website';
import { fontSizes, useTheme } from '@keepsake/shared/theme';
import { MapIllustration } from './parts/map-illustration';
import { ModuleSection } from './parts/module-section';
import { phoneHref } from './parts/phone-href';
import type { ModuleProps } from './module-props';
import { cardGrid } from './parts/card-grid';

export function formatAddress({ address }: Location): string {
  return [address.line1, address.line2, `${address.city}, ${address.region} ${address.postalCode}`].filter(Boolean).join(', ');
}

// Opens the visitor's own maps app with directions; nothing is loaded from a map provider on our page.
export function directionsHref(location: Location): string {
  const destination =
    location.latitude !== undefined && location.longitude !== undefined ? `${location.latitude},${location.longitude}` : formatAddress(location);
  return `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(destination)}`;
}

// The locations named by the module (all of them when it names none), in the module's order.
export function locationsFor(ids: string[], locations: Location[]): Location[] {
  if (ids.length === 0) return locations;
  return ids.flatMap((id) => locations.filter((location) => location.id === id));
}

export function MapModule({ module, site }: ModuleProps<'map'>) {
  const theme = useTheme();
  const locations = locationsFor(module.locationIds, site.locations);
  if (locations.length === 0) return null;
  return (
    <ModuleSection moduleId={module.id} type="map" heading={module.heading}>
      <ul css={cardGrid(theme.space.lg, '18rem')}>
        {locations.map((location) => (
          <li
            key={location.id}
            css={css`
              display: flex;
              flex-direction: column;
              overflow: hidden;
              border: 1px solid ${theme.colors.secondary};
              border-radius: ${theme.radii.card};
              background: ${theme.colors.background};
            `}
          >
            <MapIllustration seed={location.id} />
            <div css={{ padding: theme.space.lg, display: 'grid', gap: theme.space.xs }}>
              <h3 css={{ margin: 0, fontSize: fontSizes.xl, fontWeight: 500 }}>{location.name}</h3>
              <address css={{ fontStyle: 'normal' }}>
                {location.address.line1}
                {location.address.line2 ? (
                  <>
                    <br />
                    {location.address.line2}
                  </>
                ) : null}
                <br />
                {location.address.city}, {location.address.region} {location.address.postalCode}
              </address>
              <a href={phoneHref(location.phoneNumber)} css={{ color: theme.colors.primary, fontWeight: 600 }}>
                <span className="visually-hidden">Call {location.name}: </span>
                {location.phoneNumber}
              </a>
              <a href={directionsHref(location)} target="_blank" rel="noopener noreferrer" css={{ color: theme.colors.primary, fontWeight: 600 }}>
                Get directions<span className="visually-hidden"> to {location.name} (opens in a new tab)</span>
              </a>
            </div>
          </li>
        ))}
      </ul>
    </ModuleSection>
  );
}
