import { NavLink, Route, Routes } from 'react-router-dom';
import { useQuery } from '@keepsake/shared/query';
import { useTheme } from '@keepsake/shared/theme';
import { navLinkStyles } from '../../../components/bar-styles';
import { catalogueQuery } from '../api/catalogue';
import { PackagesPage } from './packages-page';
import { PriceListPage } from './price-list-page';
import { PriceListRevisionPage, PriceListRevisionsPage } from './price-list-revisions-page';
import { ShopProductsPage } from './shop-products-page';

// The catalogue's pages under /studio/catalogue (one studio area, issue 25 points 1–3).
const PAGES = [
  { to: '', label: 'Price list' },
  { to: 'packages', label: 'Packages' },
  { to: 'revisions', label: 'Revisions' },
  { to: 'shop', label: 'Shop products' },
] as const;

function CatalogueNav() {
  const theme = useTheme();
  return (
    <nav aria-label="Catalogue">
      <ul css={{ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexWrap: 'wrap', gap: theme.space.sm }}>
        {PAGES.map((page) => (
          <li key={page.to}>
            <NavLink to={page.to === '' ? '/studio/catalogue' : `/studio/catalogue/${page.to}`} end css={navLinkStyles(theme)}>
              {page.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The price list and the packages share the staff catalogue (one query); the shop's products are their own. */
function WithCatalogue({ page }: { page: 'prices' | 'packages' }) {
  const { data, isPending, isError } = useQuery(catalogueQuery);
  if (isPending) return <p role="status">Loading the price list…</p>;
  if (isError) return <p role="alert">The price list could not be loaded just now. Please try again.</p>;
  return page === 'prices' ? <PriceListPage catalogue={data} /> : <PackagesPage catalogue={data} />;
}

/** /studio/catalogue: what the home sells and at what price: its price list, packages and shop products. */
export function CataloguePage() {
  const theme = useTheme();
  return (
    <main
      css={{
        padding: theme.space.lg,
        maxWidth: '72rem',
        width: '100%',
        minWidth: 0,
        margin: '0 auto',
        display: 'grid',
        gap: theme.space.md,
        alignContent: 'start',
      }}
    >
      <h2 css={{ margin: 0 }}>Catalogue</h2>
      <CatalogueNav />
      <Routes>
        <Route index element={<WithCatalogue page="prices" />} />
        <Route path="packages" element={<WithCatalogue page="packages" />} />
        <Route path="revisions" element={<PriceListRevisionsPage />} />
        <Route path="revisions/:revisionId" element={<PriceListRevisionPage />} />
        <Route path="shop" element={<ShopProductsPage />} />
      </Routes>
    </main>
  );
}
