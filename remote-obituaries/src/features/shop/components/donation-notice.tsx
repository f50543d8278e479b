import type { Donation } from '@keepsake/shared/contract/obituary';
import { fontSizes, useTheme } from '@keepsake/shared/theme';
import { buttonStyles, visuallyHidden } from '@keepsake/shared/ui';

/** "In lieu of flowers": the family's wish, and the link to honour it. */
export function DonationNotice({ donation, name }: { donation: Donation; name: string }) {
  const theme = useTheme();
  return (
    <aside
      aria-labelledby="donation-notice"
      css={{
        padding: theme.space.lg,
        marginBottom: theme.space.xl,
        borderRadius: theme.radii.card,
        background: theme.colors.secondary,
        borderLeft: `4px solid ${theme.colors.accent}`,
      }}
    >
      <h3 id="donation-notice" css={{ margin: '0 0 0.5rem', fontFamily: theme.fonts.heading, fontWeight: 500, fontSize: fontSizes.xl }}>
        {donation.inLieuOfFlowers ? 'In lieu of flowers' : 'Memorial donations'}
      </h3>
      <p css={{ margin: '0 0 1rem', lineHeight: 1.6 }}>
        {donation.inLieuOfFlowers
          ? `The family of ${name} has asked that, in lieu of flowers, memorial donations be made to ${donation.charityName}.`
          : `The family also welcomes memorial donations to ${donation.charityName}.`}
      </p>
      <a
        href={donation.url}
        target="_blank"
        rel="noopener noreferrer"
        css={buttonStyles(theme, { displayType: donation.inLieuOfFlowers ? 'PRIMARY' : 'SECONDARY' })}
      >
        Donate to {donation.charityName}
        <span css={visuallyHidden}> (opens in a new tab)</span>
      </a>
    </aside>
  );
}
