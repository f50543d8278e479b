import { formatCents } from '@keepsake/shared/contract/arrangement';
import { useQuery } from '@keepsake/shared/query';
import { useTheme } from '@keepsake/shared/theme';
import { useDocumentTitle } from '@keepsake/shared/ui';
import { productsQuery } from '../api/shop-products';
import { ProductForm } from './product-form';
import { ShopSettingsForm } from './shop-settings-form';

const summaryCss = { cursor: 'pointer', fontWeight: 600, minHeight: '24px' } as const;

/** /studio/catalogue/shop (issue 25 point 3): the memorial shop's products and terms, the florist's address. */
export function ShopProductsPage() {
  useDocumentTitle('Shop products');
  const theme = useTheme();
  const { data, isPending, isError } = useQuery(productsQuery);
  if (isPending) return <p role="status">Loading the shop…</p>;
  if (isError) return <p role="alert">The shop could not be loaded just now. Please try again.</p>;
  return (
    <>
      <ShopSettingsForm settings={data.settings} />
      <h3 css={{ margin: 0 }}>Shop products</h3>
      {data.items.length === 0 ? <p>No products yet.</p> : null}
      <ul css={{ listStyle: 'none', padding: 0, margin: 0, display: 'grid', gap: theme.space.md }}>
        {data.items.map((product) => (
          <li key={product.id} css={{ display: 'grid', gap: theme.space.xs, minWidth: 0 }}>
            <span css={{ overflowWrap: 'anywhere' }}>
              <strong>{product.name}</strong> · {product.sizes.map((size) => `${size.name} ${formatCents(size.priceCents)}`).join(', ')}
              {product.active ? '' : ' · not offered'}
            </span>
            <details>
              <summary css={summaryCss}>Edit {product.name}</summary>
              <ProductForm product={product} />
            </details>
          </li>
        ))}
      </ul>
      <details>
        <summary css={summaryCss}>Add a product</summary>
        <ProductForm />
      </details>
    </>
  );
}
