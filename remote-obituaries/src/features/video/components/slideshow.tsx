import { keyframes } from '@emotion/react';
import { useEffect, useRef, useState } from 'react';
import type { ObituaryPhoto } from '@keepsake/shared/contract/obituary';
import { fontSizes, useTheme } from '@keepsake/shared/theme';
import { Button, Progress, useReducedMotion } from '@keepsake/shared/ui';
import { useFullScreen } from '../hooks/use-full-screen';

export const SLIDE_MS = 6000;

const drift = keyframes`
  from { transform: scale(1); }
  to { transform: scale(1.08); }
`;
const fadeIn = keyframes`
  from { opacity: 0; }
  to { opacity: 1; }
`;

interface SlideshowProps {
  photos: ObituaryPhoto[];
  musicUrl: string | null;
  title: string;
}

/**
 * A tribute slideshow. Nothing moves or plays until the visitor presses Play (no autoplay with sound);
 * with reduced motion the photos change without zoom or fade. Controls in the order people reach for them
 * (issue 15 §7): Play first, then Previous and Next, the music (a toggle that says whether it is on), and
 * full screen; a progress bar shows how far the tribute has gone.
 */
export function Slideshow({ photos, musicUrl, title }: SlideshowProps) {
  const theme = useTheme();
  const reducedMotion = useReducedMotion();
  const [index, setIndex] = useState(0);
  const [playing, setPlaying] = useState(false);
  const [musicOn, setMusicOn] = useState(true);
  const audio = useRef<HTMLAudioElement>(null);
  const player = useRef<HTMLElement>(null);
  const fullScreen = useFullScreen(player);
  const photo = photos[index] as ObituaryPhoto;
  const count = photos.length;

  useEffect(() => {
    if (!playing) return;
    const timer = window.setTimeout(() => setIndex((current) => (current + 1) % count), SLIDE_MS);
    return () => window.clearTimeout(timer);
  }, [playing, index, count]);

  useEffect(() => {
    const element = audio.current;
    if (!element) return;
    if (playing && musicOn) {
      element.volume = 0.6;
      // A browser may refuse to play (e.g. no audio device); the slideshow goes on without music.
      element.play()?.catch(() => undefined);
    } else {
      element.pause();
    }
  }, [playing, musicOn]);

  const step = (by: number) => setIndex((current) => (current + by + count) % count);

  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- Escape leaves full screen from wherever the focus is in the player
    <section
      ref={player}
      aria-label={title}
      data-full-screen={fullScreen.on ? '' : undefined}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && fullScreen.on) fullScreen.exit();
      }}
      css={{
        // Full screen (the browser's, or the whole window where a phone has none for a page element): the
        // photo takes the room above the controls.
        '&[data-full-screen]': {
          position: 'fixed',
          inset: 0,
          zIndex: 1000,
          display: 'grid',
          gridTemplateRows: '1fr auto auto',
          padding: theme.space.md,
          background: '#141816',
          color: '#fff',
        },
      }}
    >
      <figure css={{ margin: 0, minHeight: 0, display: 'grid', gridTemplateRows: 'minmax(0, 1fr) auto' }}>
        <div
          css={{
            position: 'relative',
            aspectRatio: fullScreen.on ? undefined : '4 / 3',
            overflow: 'hidden',
            borderRadius: theme.radii.card,
            background: '#141816',
          }}
        >
          <img
            key={photo.id}
            src={photo.url}
            alt={photo.alt || photo.caption}
            width={photo.width}
            height={photo.height}
            css={{
              position: 'absolute',
              inset: 0,
              width: '100%',
              height: '100%',
              objectFit: fullScreen.on ? 'contain' : 'cover',
              animation: reducedMotion || !playing ? 'none' : `${fadeIn} 1.2s ease, ${drift} ${SLIDE_MS}ms linear forwards`,
            }}
          />
        </div>
        <figcaption
          aria-live={playing ? 'off' : 'polite'}
          css={{ display: 'flex', justifyContent: 'space-between', gap: theme.space.md, marginTop: theme.space.sm, fontSize: fontSizes.md }}
        >
          <span>{photo.caption}</span>
          <span css={{ color: fullScreen.on ? '#fff' : theme.colors.palette.neutral.onPage, flex: 'none' }}>
            {index + 1} / {count}
          </span>
        </figcaption>
      </figure>
      {/* On the dark full-screen ground the controls keep the page's own light panel (and its contrast). */}
      <div
        css={{
          marginTop: theme.space.sm,
          ...(fullScreen.on ? { padding: theme.space.sm, borderRadius: theme.radii.card, background: theme.colors.background, color: theme.colors.text } : {}),
        }}
      >
        <Progress value={index + 1} max={count} label="Tribute progress" />
        <div
          role="group"
          aria-label="Slideshow controls"
          css={{ display: 'flex', flexWrap: 'wrap', gap: theme.space.sm, marginTop: theme.space.md, alignItems: 'center' }}
        >
          <Button displayType="PRIMARY" onClick={() => setPlaying((value) => !value)}>
            {playing ? 'Pause' : 'Play tribute'}
          </Button>
          <Button displayType="SECONDARY" onClick={() => step(-1)} aria-label="Previous photo">
            Previous
          </Button>
          <Button displayType="SECONDARY" onClick={() => step(1)} aria-label="Next photo">
            Next
          </Button>
          {musicUrl ? (
            // The name stays "Music" (aria-label, the start of the visible words); aria-pressed says whether it is
            // on, and the visible words say it too.
            <Button displayType="SECONDARY" aria-label="Music" aria-pressed={musicOn} onClick={() => setMusicOn((value) => !value)}>
              {musicOn ? 'Music: on' : 'Music: off'}
            </Button>
          ) : null}
          <Button displayType="SECONDARY" onClick={fullScreen.toggle}>
            {fullScreen.on ? 'Exit full screen' : 'Full screen'}
          </Button>
        </div>
      </div>
      {musicUrl ? <audio ref={audio} src={musicUrl} loop preload="none" /> : null}
      {reducedMotion ? (
        <p css={{ fontSize: fontSizes.sm, color: theme.colors.palette.neutral.onPage }}>Motion effects are off, as your device settings ask.</p>
      ) : null}
    </section>
  );
}
