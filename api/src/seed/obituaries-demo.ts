import type { Db } from '../db/client';
import { HARBORVIEW_PEOPLE, WILLOWBROOK_PEOPLE } from './obituaries-people';
import { seedObituaries } from './obituaries-seed';
import { seedShopCatalogue } from './shop-catalogue';

// Obituaries, events, photos, memories and the shop catalogue of both demo sites.
export async function seedObituaryDemo(db: Db, today = new Date()) {
  await seedObituaries(db, {
    siteId: 'site-willowbrook',
    people: WILLOWBROOK_PEOPLE,
    timeZone: 'America/New_York',
    today,
    places: {
      chapel: { name: 'Willowbrook Main Chapel', address: '1200 Willow Creek Road, Alder Falls, VT 05901' },
      church: { name: 'First Congregational Church', address: '14 Church Street, Alder Falls, VT 05901' },
      cemetery: { name: 'Riverside Cemetery', address: '300 River Road, Alder Falls, VT 05901' },
    },
  });
  await seedObituaries(db, {
    siteId: 'site-harborview',
    people: HARBORVIEW_PEOPLE,
    timeZone: 'America/New_York',
    today,
    places: {
      chapel: { name: 'Harborview Memorial Chapel', address: '8 Wharf Street, Harbor Point, ME 04101' },
      church: { name: 'Star of the Sea Church', address: '22 Ocean Avenue, Harbor Point, ME 04101' },
      cemetery: { name: 'Harbor Point Cemetery', address: '1 Hillside Lane, Harbor Point, ME 04101' },
    },
  });
  await seedShopCatalogue(db, 'site-willowbrook');
  await seedShopCatalogue(db, 'site-harborview');
}
