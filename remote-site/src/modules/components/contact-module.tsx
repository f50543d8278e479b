import { Suspense } from 'react';
import { lazyNamed } from '@keepsake/shared/ui';
import { css } from '@emotion/react';
import { fontSizes, useTheme } from '@keepsake/shared/theme';
import { formatAddress } from './map-module';
import { ModuleSection } from './parts/module-section';
import { phoneHref } from './parts/phone-href';
import type { ModuleProps } from './module-props';

const ContactForm = lazyNamed(() => import('./contact-form'), 'default');

// The funeral home's contact details beside a contact form (each part can be switched off).
export function ContactModule({ module, site }: ModuleProps<'contact'>) {
  const theme = useTheme();
  const { company } = site;
  const email = module.showEmail ? company.email : null;
  return (
    <ModuleSection moduleId={module.id} type="contact" heading={module.heading} tone={module.showForm ? 'plain' : 'tinted'}>
      <div
        css={css`
          display: grid;
          gap: ${theme.space.xl};
          ${theme.mq.lg} {
            grid-template-columns: ${module.showForm ? 'minmax(0, 2fr) minmax(0, 3fr)' : '1fr'};
          }
        `}
      >
        <div>
          {module.text ? <p css={{ margin: `0 0 ${theme.space.lg}`, fontSize: fontSizes.lg, maxWidth: '42rem' }}>{module.text}</p> : null}
          <dl
            css={css`
              display: grid;
              gap: ${theme.space.md};
              margin: 0;
              grid-template-columns: repeat(auto-fit, minmax(min(100%, 14rem), 1fr));
              dt {
                font-weight: 600;
                font-size: ${fontSizes.sm};
                letter-spacing: 0.04em;
                text-transform: uppercase;
              }
              dd {
                margin: ${theme.space.xxs} 0 0;
              }
              a {
                color: ${theme.colors.primary};
                font-weight: 600;
              }
            `}
          >
            {module.showPhone ? (
              <div>
                <dt>Phone, day or night</dt>
                <dd>
                  <a href={phoneHref(company.phoneNumber)} css={{ fontSize: fontSizes.xl }}>
                    {company.phoneNumber}
                  </a>
                </dd>
              </div>
            ) : null}
            {email ? (
              <div>
                <dt>Email</dt>
                <dd>
                  <a href={`mailto:${email}`}>{email}</a>
                </dd>
              </div>
            ) : null}
            {module.showLocations
              ? site.locations.map((location) => (
                  <div key={location.id}>
                    <dt>{location.name}</dt>
                    <dd>
                      <address css={{ fontStyle: 'normal' }}>{formatAddress(location)}</address>
                      <a href={phoneHref(location.phoneNumber)}>{location.phoneNumber}</a>
                    </dd>
                  </div>
                ))
              : null}
          </dl>
        </div>
        {module.showForm ? (
          <div
            css={css`
              padding: clamp(1.25rem, 4vw, 2rem);
              border-radius: ${theme.radii.card};
              background: ${theme.colors.background};
              border: 1px solid ${theme.colors.secondary};
              box-shadow: 0 8px 30px rgba(0, 0, 0, 0.05);
              min-height: 30rem;
            `}
          >
            <Suspense fallback={<p role="status">Loading the contact form…</p>}>
              <ContactForm formId={`${module.id}-form`} phoneNumber={company.phoneNumber} />
            </Suspense>
          </div>
        ) : null}
      </div>
    </ModuleSection>
  );
}
