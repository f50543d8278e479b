import { Link } from 'react-router-dom';
import { usePageData } from '@keepsake/shared/query';
import { obituaryPath } from '../../../lib/paths';
import { formatPrice } from '../../../lib/format';
import { fontSizes, useTheme } from '@keepsake/shared/theme';
import { PageContainer } from '../../../components/page-container';
import { useDocumentTitle } from '@keepsake/shared/ui';
import { useObituary } from '../../../hooks/use-obituary';
import { shopQuery } from '../api/get-shop';
import { DonationNotice } from './donation-notice';

/** /shop: flowers and memorial trees for this obituary, or the family's donation link instead of flowers. */
export function ShopPage() {
  const obituary = useObituary();
  const theme = useTheme();
  const shop = usePageData(shopQuery(obituary.id));
  const inLieu = shop.donation?.inLieuOfFlowers ?? false;
  useDocumentTitle(inLieu ? `Tributes for ${obituary.fullName}` : `Send flowers for ${obituary.fullName}`);
  return (
    <PageContainer wide>
      <h2 css={{ fontFamily: theme.fonts.heading, fontWeight: 500, fontSize: fontSizes.xxl, marginTop: 0 }}>
        {inLieu ? 'Tributes' : 'Send flowers or plant a tree'}
      </h2>
      {shop.donation ? <DonationNotice donation={shop.donation} name={obituary.fullName} /> : null}
      {inLieu && shop.products.length > 0 ? <p css={{ lineHeight: 1.6 }}>You may also plant a tree in {obituary.fullName.split(' ')[0]}’s memory.</p> : null}
      <ul
        css={{
          listStyle: 'none',
          margin: 0,
          padding: 0,
          display: 'grid',
          gap: theme.space.lg,
          gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 16rem), 1fr))',
        }}
      >
        {shop.products.map((product) => (
          <li key={product.id}>
            <article
              css={{
                position: 'relative',
                height: '100%',
                borderRadius: theme.radii.card,
                background: theme.colors.surface,
                overflow: 'hidden',
                boxShadow: '0 1px 2px rgba(0,0,0,0.06), 0 4px 16px rgba(0,0,0,0.04)',
                '&:focus-within': { outline: theme.focusRing.outline, outlineOffset: theme.focusRing.offset },
              }}
            >
              <img
                src={product.imageUrl}
                alt=""
                width={600}
                height={600}
                loading="lazy"
                decoding="async"
                css={{ display: 'block', width: '100%', height: 'auto', aspectRatio: '1 / 1' }}
              />
              <div css={{ padding: theme.space.md }}>
                <h3 css={{ margin: '0 0 0.25rem', fontSize: fontSizes.lg }}>
                  <Link
                    to={obituaryPath(obituary, `shop/product/${product.id}`)}
                    css={{
                      color: theme.colors.text,
                      textDecoration: 'none',
                      '&::after': { content: '""', position: 'absolute', inset: 0 },
                      '&:focus-visible': { outline: 'none' },
                      '&:hover': { textDecoration: 'underline' },
                    }}
                  >
                    {product.name}
                  </Link>
                </h3>
                <p css={{ margin: '0 0 0.5rem', fontWeight: 600 }}>
                  {product.variants.length > 1 ? `From ${formatPrice(product.priceCents)}` : formatPrice(product.priceCents)}
                </p>
                <p css={{ margin: 0, lineHeight: 1.5, color: theme.colors.palette.neutral.onPage }}>{product.description}</p>
              </div>
            </article>
          </li>
        ))}
      </ul>
    </PageContainer>
  );
}
