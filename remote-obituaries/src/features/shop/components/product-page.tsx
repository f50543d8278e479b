import { Link, useParams } from 'react-router-dom';
import { usePageData } from '@keepsake/shared/query';
import { obituaryPath } from '../../../lib/paths';
import { formatPrice } from '../../../lib/format';
import { fontSizes, useTheme } from '@keepsake/shared/theme';
import { buttonStyles, useDocumentTitle } from '@keepsake/shared/ui';
import { PageContainer } from '../../../components/page-container';
import { useObituary } from '../../../hooks/use-obituary';
import { productQuery } from '../api/get-product';
import { parseProductId } from '../ids';
import { DeliveryCutoffs } from './delivery-cutoffs';

/** /shop/product/{productId} */
export function ProductPage() {
  const obituary = useObituary();
  const theme = useTheme();
  const product = usePageData(productQuery(obituary.id, parseProductId(useParams().productId)));
  useDocumentTitle(`${product.name} for ${obituary.fullName}`, product.description);
  return (
    <PageContainer>
      <p css={{ marginTop: 0 }}>
        <Link to={obituaryPath(obituary, 'shop')} css={{ color: theme.colors.palette.primary.onPage }}>
          ← All flowers and trees
        </Link>
      </p>
      <div css={{ display: 'grid', gap: theme.space.xl, [theme.mq.md]: { gridTemplateColumns: '1fr 1fr', alignItems: 'start' } }}>
        <img
          src={product.imageUrl}
          alt={product.imageAlt}
          width={600}
          height={600}
          css={{ display: 'block', width: '100%', height: 'auto', aspectRatio: '1 / 1', borderRadius: theme.radii.card }}
        />
        <div>
          <h2 css={{ fontFamily: theme.fonts.heading, fontWeight: 500, fontSize: fontSizes.xxxl, margin: '0 0 0.5rem' }}>{product.name}</h2>
          <p css={{ fontSize: fontSizes.xl, fontWeight: 600, margin: '0 0 1rem' }}>
            {product.variants.length > 1 ? `From ${formatPrice(product.priceCents)}` : formatPrice(product.priceCents)}
          </p>
          <p css={{ lineHeight: 1.7, fontSize: fontSizes.md }}>{product.description}</p>
          {product.variants.length > 0 ? (
            <>
              <h3 css={{ fontSize: fontSizes.lg, margin: '0 0 0.5rem' }}>Sizes</h3>
              <ul css={{ margin: '0 0 1rem', paddingInlineStart: '1.25rem', lineHeight: 1.6 }}>
                {product.variants.map((variant) => (
                  <li key={variant.id}>
                    <strong>{variant.name}</strong>, {formatPrice(variant.priceCents)}: {variant.description}
                  </li>
                ))}
              </ul>
            </>
          ) : null}
          {product.kind === 'FLOWERS' ? (
            <>
              <h3 css={{ fontSize: fontSizes.lg, margin: '0 0 0.5rem' }}>Delivery</h3>
              <p css={{ lineHeight: 1.6, margin: '0 0 0.5rem' }}>
                Delivery {product.terms.deliveryFeeCents === 0 ? 'is free' : `is ${formatPrice(product.terms.deliveryFeeCents)}`}; tax is added at checkout.
              </p>
              <DeliveryCutoffs obituary={obituary} terms={product.terms} />
            </>
          ) : null}
          <p css={{ lineHeight: 1.6 }}>
            {product.kind === 'TREE'
              ? `Planted in memory of ${obituary.fullName}. We send the certificate to the service or to an address you choose.`
              : `Delivered by our local florist to the service for ${obituary.fullName}, or to an address you choose.`}
          </p>
          {/* A document of its own: only the checkout's policy lets the provider's card fields in (ADR 100). */}
          <Link
            to={obituaryPath(obituary, `shop/product/${product.id}/checkout`)}
            reloadDocument
            css={buttonStyles(theme, { displayType: 'PRIMARY', size: 'lg' })}
          >
            Continue to checkout
          </Link>
        </div>
      </div>
    </PageContainer>
  );
}
