import type { Obituary } from '@keepsake/shared/contract/obituary';
import { Link } from 'react-router-dom';
import { obituaryPath, SHARE_MEMORY_FORM_ID } from '../../../lib/paths';
import { fontSizes, useTheme } from '@keepsake/shared/theme';
import { buttonStyles, DeferredHydration, useDocumentTitle, lazyNamed } from '@keepsake/shared/ui';
import { PageContainer } from '../../../components/page-container';
import { useObituary } from '../../../hooks/use-obituary';

// The page is for reading: the text and the links to its tabs work as served. The parts with controls (sharing,
// the services with their RSVP and calendar choices) are regions that hydrate as they near the screen, and their
// code loads only then (ADR 112): on a phone, neither is on the first screen.
const ShareButtons = lazyNamed(() => import('./share-buttons'), 'ShareButtons');
const ServiceEvents = lazyNamed(() => import('./service-events'), 'ServiceEvents');
import { lifeDates } from '@keepsake/shared/time';

/** What a search result and a shared link say under the name: the dates, then the opening of the text. */
function obituaryDescription(obituary: Obituary): string {
  return [lifeDates(obituary.birthDate, obituary.deathDate), obituary.excerpt].filter(Boolean).join('. ');
}

/** /obituaries/{id}/{name}: the obituary text, the services, and ways to take part. */
export function ObituaryPage() {
  const obituary = useObituary();
  const theme = useTheme();
  useDocumentTitle(`${obituary.fullName} Obituary`, obituaryDescription(obituary), {
    type: 'profile',
    image: obituary.portraitUrl,
    imageAlt: obituary.portraitAlt,
    structuredData: {
      '@context': 'https://schema.org',
      '@type': 'Person',
      name: obituary.fullName,
      ...(obituary.birthDate ? { birthDate: obituary.birthDate } : {}),
      deathDate: obituary.deathDate,
      ...(obituary.city ? { deathPlace: obituary.city } : {}),
      ...(obituary.portraitUrl ? { image: obituary.portraitUrl } : {}),
    },
  });
  const paragraphs = obituary.biography.split(/\n\s*\n/).filter((paragraph) => paragraph.trim() !== '');
  return (
    <PageContainer>
      <div css={{ display: 'grid', gap: theme.space.xxl, [theme.mq.lg]: { gridTemplateColumns: 'minmax(0, 1fr) 20rem' } }}>
        <section aria-labelledby="obituary-text">
          <h2 id="obituary-text" css={{ fontFamily: theme.fonts.heading, fontWeight: 500, fontSize: fontSizes.xxl, marginTop: 0 }}>
            Obituary
          </h2>
          {/* Plain text, paragraph by paragraph: never HTML. */}
          {paragraphs.map((paragraph, index) => (
            <p key={index} css={{ fontSize: fontSizes.lg, lineHeight: 1.75, margin: '0 0 1.25rem', maxWidth: '40rem' }}>
              {paragraph}
            </p>
          ))}
          <div data-print-hide="" css={{ display: 'flex', flexWrap: 'wrap', gap: theme.space.sm, marginTop: theme.space.xl }}>
            {/* Straight to the form, opened above the wall: one tap to write (issue 15 §4). */}
            <Link to={`${obituaryPath(obituary, 'memories')}#${SHARE_MEMORY_FORM_ID}`} css={buttonStyles(theme, { displayType: 'PRIMARY' })}>
              Share a memory
            </Link>
            {obituary.donation?.inLieuOfFlowers ? (
              <Link to={obituaryPath(obituary, 'shop')} css={buttonStyles(theme, { displayType: 'SECONDARY' })}>
                Make a donation
              </Link>
            ) : (
              <Link to={obituaryPath(obituary, 'shop')} css={buttonStyles(theme, { displayType: 'SECONDARY' })}>
                Send flowers
              </Link>
            )}
          </div>
          <DeferredHydration when="visible">
            <ShareButtons obituary={obituary} />
          </DeferredHydration>
        </section>
        <DeferredHydration when="visible">
          <ServiceEvents obituary={obituary} />
        </DeferredHydration>
      </div>
    </PageContainer>
  );
}
