import type { Db } from '../db/client';
import { products, productVariants, shopSettings } from '../features/shop/tables';

const ASSETS = '/api/assets/obituaries';

// Prices in cents, in the range a local florist and a tree-planting partner would charge.
export const SHOP_CATALOGUE = [
  {
    kind: 'FLOWERS',
    name: 'Serenity Lily Arrangement',
    priceCents: 8_500,
    image: 'product-serenity-lilies',
    alt: 'White lilies in a sage green vase',
    description: 'White lilies and soft greenery in a keepsake vase. A quiet, classic tribute for the service or the family home.',
  },
  {
    kind: 'FLOWERS',
    name: 'Garden of Grace Basket',
    priceCents: 11_000,
    image: 'product-garden-of-grace',
    alt: 'Blush roses, white daisies and golden blooms in a woven basket',
    description: 'Blush roses, daisies and golden blooms gathered in a woven basket, like an armful from a summer garden.',
  },
  {
    kind: 'FLOWERS',
    name: 'White Rose Standing Spray',
    priceCents: 19_500,
    image: 'product-white-rose-spray',
    alt: 'A tall spray of white roses',
    description: 'A tall spray of white roses on an easel, made to stand beside the casket or urn at the service.',
  },
  {
    kind: 'FLOWERS',
    name: 'Peaceful Orchid Planter',
    priceCents: 7_500,
    image: 'product-peaceful-orchid',
    alt: 'Lavender and white orchids in a grey planter',
    description: 'Living orchids that the family can keep and care for long after the service.',
  },
  {
    kind: 'FLOWERS',
    name: 'Sunlit Meadow Bouquet',
    priceCents: 6_500,
    image: 'product-sunlit-meadow',
    alt: 'A bright bouquet of yellow and pink wildflowers',
    description: 'A bright, hand-tied bouquet of seasonal wildflowers to celebrate a life well lived.',
  },
  {
    kind: 'FLOWERS',
    name: 'Classic Tribute Arrangement',
    priceCents: 14_500,
    image: 'product-classic-tribute',
    alt: 'Deep red and white roses in a dark vase',
    description: 'Deep red and white roses with fern, a traditional arrangement for the funeral service.',
  },
  {
    kind: 'TREE',
    name: 'Memorial Tree Planting',
    priceCents: 4_500,
    image: 'product-memorial-tree',
    alt: 'A single broad tree on a green hill',
    description: 'One native tree planted in a restoration forest in their memory. The family receives a certificate.',
  },
  {
    kind: 'TREE',
    name: 'Grove of Remembrance',
    priceCents: 19_000,
    image: 'product-grove',
    alt: 'A row of five young trees',
    description: 'Five native trees planted together as a living grove. The family receives a certificate.',
  },
] as const;

// Arrangements come in three sizes, as florists sell them; the standard one is the one pictured.
export const ARRANGEMENT_SIZES = [
  { name: 'Standard', extraCents: 0, description: 'As pictured.' },
  { name: 'Deluxe', extraCents: 3_000, description: 'Fuller, with about a third more blooms.' },
  { name: 'Premium', extraCents: 6_000, description: 'Our most generous arrangement, with the finest stems of the season.' },
] as const;

// A local florist's delivery fee, Vermont's 6 % sales tax, and orders for a service close a day before it.
export const SHOP_TERMS = { deliveryFeeCents: 1_495, taxRateBasisPoints: 600, deliveryCutoffHours: 24 } as const;

export async function seedShopCatalogue(db: Db, siteId: string) {
  await db.insert(shopSettings).values({ siteId, ...SHOP_TERMS });
  const inserted = await db
    .insert(products)
    .values(
      SHOP_CATALOGUE.map((product, position) => ({
        siteId,
        kind: product.kind,
        name: product.name,
        description: product.description,
        priceCents: product.priceCents,
        imageUrl: `${ASSETS}/${product.image}.svg`,
        imageAlt: product.alt,
        position,
      })),
    )
    .returning({ id: products.id, kind: products.kind, priceCents: products.priceCents });
  const sizes = inserted
    .filter((product) => product.kind === 'FLOWERS')
    .flatMap((product) =>
      ARRANGEMENT_SIZES.map((size, position) => ({
        productId: product.id,
        name: size.name,
        description: size.description,
        priceCents: product.priceCents + size.extraCents,
        position,
      })),
    );
  if (sizes.length > 0) await db.insert(productVariants).values(sizes);
}
