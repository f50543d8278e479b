import { Link, useParams } from 'react-router-dom';
import { usePageData } from '@keepsake/shared/query';
import { obituaryPath } from '../../../lib/paths';
import { formatPrice } from '../../../lib/format';
import { fontSizes, useTheme } from '@keepsake/shared/theme';
import { PageContainer } from '../../../components/page-container';
import { useDocumentTitle } from '@keepsake/shared/ui';
import { useObituary } from '../../../hooks/use-obituary';
import { productQuery } from '../api/get-product';
import { parseProductId } from '../ids';
import { CheckoutForm } from './checkout-form';

/** /shop/product/{productId}/checkout */
export function CheckoutPage() {
  const obituary = useObituary();
  const theme = useTheme();
  const product = usePageData(productQuery(obituary.id, parseProductId(useParams().productId)));
  useDocumentTitle(`Checkout: ${product.name}`);
  return (
    <PageContainer>
      <p css={{ marginTop: 0 }}>
        <Link to={obituaryPath(obituary, `shop/product/${product.id}`)} css={{ color: theme.colors.palette.primary.onPage }}>
          ← Back to {product.name}
        </Link>
      </p>
      <h2 css={{ fontFamily: theme.fonts.heading, fontWeight: 500, fontSize: fontSizes.xxxl, margin: '0 0 1rem' }}>Checkout</h2>
      <div
        css={{
          display: 'flex',
          gap: theme.space.md,
          alignItems: 'center',
          padding: theme.space.md,
          marginBottom: theme.space.xl,
          borderRadius: theme.radii.card,
          background: theme.colors.secondary,
        }}
      >
        <img src={product.imageUrl} alt="" width={72} height={72} css={{ borderRadius: theme.radii.card, flex: 'none' }} />
        <div>
          <p css={{ margin: 0, fontWeight: 600 }}>{product.name}</p>
          <p css={{ margin: 0 }}>
            {product.variants.length > 1 ? `From ${formatPrice(product.priceCents)}` : formatPrice(product.priceCents)} · in memory of {obituary.fullName}
          </p>
        </div>
      </div>
      <CheckoutForm obituary={obituary} product={product} />
    </PageContainer>
  );
}
