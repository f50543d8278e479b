import { useState } from 'react';
import { useAtomValue } from 'jotai';
import type { Obituary } from '@keepsake/shared/contract/obituary';
import { fontSizes, useTheme } from '@keepsake/shared/theme';
import { Button, useHydrated, visuallyHidden } from '@keepsake/shared/ui';
import { renderContextAtom } from '@keepsake/shared/store';
import { lifeDates } from '@keepsake/shared/time';
import { obituaryPath } from '../../../lib/paths';
import { shareUrl, shareLinks } from '../share-links';

/**
 * Share the obituary: the device's own share sheet where it has one (Web Share API), and always the
 * plain choices (copy link, text message, email, Facebook, WhatsApp) and printing.
 */
export function ShareButtons({ obituary }: { obituary: Obituary }) {
  const theme = useTheme();
  const [copied, setCopied] = useState('');
  // The home's own address (its canonical URL, from the render context), the same on the server and after
  // hydration: whoever receives a text or a post can tap through (issue 43 point 1).
  const canonicalUrl = useAtomValue(renderContextAtom)?.canonicalUrl;
  const url = shareUrl(canonicalUrl ?? (typeof window === 'undefined' ? undefined : window.location.origin), obituaryPath(obituary));
  const title = `${obituary.fullName} Obituary`;
  const text = `In loving memory of ${obituary.fullName}, ${lifeDates(obituary.birthDate, obituary.deathDate)}.`;
  const links = shareLinks({ title, text, url });
  // Its buttons are served disabled until the region hydrates (a press before would be lost), and the device's
  // share sheet is offered only then: the server cannot know the device has one (the HTML must match).
  const hydrated = useHydrated();
  const canShare = hydrated && typeof navigator.share === 'function';

  async function copy() {
    try {
      await navigator.clipboard.writeText(url);
      setCopied('Link copied');
    } catch {
      setCopied(`Copy this link: ${url}`);
    }
  }

  const linkStyle = {
    display: 'inline-flex',
    alignItems: 'center',
    minHeight: '2.75rem',
    padding: '0 0.25rem',
    color: theme.colors.palette.primary.onPage,
    fontWeight: 600,
    '&:focus-visible': { outline: theme.focusRing.outline, outlineOffset: theme.focusRing.offset },
  } as const;
  const external = <span css={visuallyHidden}> (opens in a new tab)</span>;

  return (
    <section aria-labelledby="share-heading" data-print-hide="" css={{ marginTop: theme.space.xl }}>
      <h2 id="share-heading" css={{ fontSize: fontSizes.lg, margin: `0 0 ${theme.space.xs}` }}>
        Share this obituary
      </h2>
      <div css={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: theme.space.md, rowGap: theme.space.xs }}>
        {canShare ? (
          <Button size="sm" onClick={() => void navigator.share({ title, text, url }).catch(() => undefined)}>
            Share…
          </Button>
        ) : null}
        <Button size="sm" displayType="SECONDARY" disabled={!hydrated} onClick={() => void copy()}>
          Copy link
        </Button>
        <a href={links.sms} css={linkStyle}>
          Text message
        </a>
        <a href={links.email} css={linkStyle}>
          Email
        </a>
        <a href={links.facebook} target="_blank" rel="noopener noreferrer" css={linkStyle}>
          Facebook{external}
        </a>
        <a href={links.whatsapp} target="_blank" rel="noopener noreferrer" css={linkStyle}>
          WhatsApp{external}
        </a>
        <Button size="sm" displayType="SECONDARY" disabled={!hydrated} onClick={() => window.print()}>
          Print
        </Button>
      </div>
      <p role="status" css={{ margin: `${theme.space.xs} 0 0`, minHeight: '1.5em', overflowWrap: 'anywhere' }}>
        {copied}
      </p>
    </section>
  );
}
