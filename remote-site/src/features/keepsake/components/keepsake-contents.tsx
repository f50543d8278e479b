import { css } from '@emotion/react';
import type { ReactNode } from 'react';
import type { KeepsakeDownload, KeepsakeView } from '@keepsake/shared/contract/case';
import { fontSizes, useTheme } from '@keepsake/shared/theme';
import { formatDate, formatDateTime, lifeDates } from '@keepsake/shared/time';

const LABELS: Record<KeepsakeDownload['file'], string> = {
  archive: 'The whole keepsake (.zip), to keep on a computer',
  'book-a4': 'The memorial book, A4 (PDF)',
  'book-letter': 'The memorial book, US Letter (PDF)',
};
const sizeOf = (bytes: number) => (bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`);
const paragraphs = (text: string) =>
  text
    .split(/\n\s*\n/)
    .map((part) => part.trim())
    .filter(Boolean);
const SECTIONS = ['Obituary', 'Photos', 'Music', 'Memories', 'Services'] as const;

/** One part of the keepsake under its heading, which the page's "In this keepsake" links reach by id. */
function ContentSection({ name, children }: { name: (typeof SECTIONS)[number]; children: ReactNode }) {
  const theme = useTheme();
  const id = `keepsake-${name.toLowerCase()}`;
  return (
    <section aria-labelledby={id}>
      <h2 id={id} css={{ fontFamily: theme.fonts.heading, fontWeight: 500, fontSize: fontSizes.xxl, margin: '0 0 0.75rem' }}>
        {name}
      </h2>
      {children}
    </section>
  );
}

/** What the keepsake holds, as it was made: downloads, then each part under its own heading. */
export function KeepsakeContents({ view }: { view: KeepsakeView }) {
  const theme = useTheme();
  const dates = lifeDates(view.birthDate, view.deathDate);
  const h2 = css({ fontFamily: theme.fonts.heading, fontWeight: 500, fontSize: fontSizes.xxl, margin: '0 0 0.75rem' });
  const link = css({ color: theme.colors.primary, fontWeight: 600 });
  return (
    <>
      <header css={{ display: 'flex', flexWrap: 'wrap', gap: '1.25rem', alignItems: 'center' }}>
        {view.portrait ? (
          <img
            src={view.portrait.url}
            alt={view.portrait.alt}
            width={160}
            height={160}
            css={{ borderRadius: '50%', objectFit: 'cover', width: 160, height: 160 }}
          />
        ) : null}
        <div>
          <p css={{ margin: 0 }}>The keepsake of</p>
          <h1 css={{ fontFamily: theme.fonts.heading, fontWeight: 500, margin: 0, fontSize: 'clamp(1.8rem, 6vw, 2.6rem)' }}>{view.fullName}</h1>
          {dates ? <p css={{ margin: 0 }}>{dates}</p> : null}
        </div>
      </header>

      <section aria-labelledby="keepsake-downloads" css={{ padding: '1rem', border: `1px solid ${theme.colors.primary}`, borderRadius: theme.radii.card }}>
        <h2 id="keepsake-downloads" css={h2}>
          Download
        </h2>
        <p css={{ margin: '0 0 0.75rem' }}>
          Made by {view.siteName} on {formatDate(view.madeAt, view.timeZone)}. This link and the downloads work until{' '}
          {formatDate(view.expiresAt, view.timeZone)}.
        </p>
        <ul css={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: '0.5rem' }}>
          {view.downloads.map((item) => (
            <li key={item.file}>
              <a href={item.url} download={item.fileName} css={link}>
                {LABELS[item.file]}
              </a>{' '}
              <span>({sizeOf(item.bytes)})</span>
            </li>
          ))}
        </ul>
      </section>

      <nav aria-label="In this keepsake">
        <ul css={{ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexWrap: 'wrap', gap: '0.25rem 1rem' }}>
          {SECTIONS.map((name) => (
            <li key={name}>
              <a href={`#keepsake-${name.toLowerCase()}`} css={link}>
                {name}
              </a>
            </li>
          ))}
        </ul>
      </nav>

      <ContentSection name="Obituary">
        {view.obituaryText ? (
          paragraphs(view.obituaryText).map((text, index) => (
            <p key={index} css={{ lineHeight: 1.7, maxWidth: '44rem' }}>
              {text}
            </p>
          ))
        ) : (
          <p>The family has not approved an obituary.</p>
        )}
      </ContentSection>

      <ContentSection name="Photos">
        {view.photos.length === 0 ? <p>No photos were shared.</p> : null}
        <ul
          css={{
            listStyle: 'none',
            margin: 0,
            padding: 0,
            display: 'grid',
            gap: '1rem',
            gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 14rem), 1fr))',
          }}
        >
          {view.photos.map((photo, index) => (
            <li key={index}>
              <figure css={{ margin: 0 }}>
                <a href={photo.originalUrl} aria-label={`Open ${photo.alt} at full size`}>
                  <img src={photo.url} alt={photo.alt} loading="lazy" css={{ width: '100%', height: 'auto', borderRadius: 4, display: 'block' }} />
                </a>
                {photo.caption ? <figcaption css={{ marginTop: '0.25rem' }}>{photo.caption}</figcaption> : null}
              </figure>
            </li>
          ))}
        </ul>
      </ContentSection>

      <ContentSection name="Music">
        {view.music.length === 0 ? <p>No music was shared.</p> : null}
        {view.music.map((song, index) => (
          <p key={index} css={{ display: 'grid', gap: '0.25rem' }}>
            <span>{song.title}</span>
            <audio controls preload="none" src={song.url} aria-label={song.title} css={{ width: '100%', maxWidth: '30rem' }} />
          </p>
        ))}
      </ContentSection>

      <ContentSection name="Memories">
        {view.memories.length === 0 ? <p>No memories were shared.</p> : null}
        {view.memories.map((memory, index) => (
          <article key={index} css={{ borderLeft: `3px solid ${theme.colors.primary}`, padding: '0.25rem 0 0.25rem 1rem', margin: '1rem 0' }}>
            {paragraphs(memory.text).map((text, at) => (
              <p key={at} css={{ margin: '0 0 0.5rem' }}>
                {text}
              </p>
            ))}
            {memory.photoUrl ? (
              <img
                src={memory.photoUrl}
                alt={`Shared by ${memory.authorName} with this memory`}
                loading="lazy"
                css={{ maxWidth: '16rem', width: '100%', height: 'auto' }}
              />
            ) : null}
            <p css={{ margin: 0 }}>
              — {[memory.authorName, memory.relationship].filter(Boolean).join(', ')}, {formatDate(memory.createdAt, view.timeZone)}
            </p>
          </article>
        ))}
      </ContentSection>

      <ContentSection name="Services">
        {view.events.length === 0 ? <p>No services were listed.</p> : null}
        {view.events.map((event, index) => (
          <p key={index}>
            <strong>{event.title}</strong>
            <br />
            <time dateTime={event.startsAt}>{formatDateTime(event.startsAt, view.timeZone, { weekday: true })}</time>
            <br />
            {event.placeName}, {event.address}
          </p>
        ))}
      </ContentSection>
    </>
  );
}
