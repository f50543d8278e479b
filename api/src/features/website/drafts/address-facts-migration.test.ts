import type { RenderContext } from '@keepsake/shared/contract';
import { readMigrations } from '../../../db/migrate';
import { createTestApp, type TestApp } from '../../../testing/test-app';

// Issue 40.2 / ADR 105: migration 986 turns stored copies of the home's addresses into references, as 994
// did for the phone, email and name: in the draft, the live document and the publish history.
describe('migration 986: copies of a location’s address become references', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const SITE = 'site-willowbrook';
  // As the site writes the seeded locations' addresses on one line (home-facts.ts).
  const MAIN = '1200 Willow Creek Road, Alder Falls, VT 05901';
  const RIVERSIDE = '45 Mill Street, Suite 2, Alder Falls, VT 05902';

  const withCopies = (json: string) => json.replaceAll('{{address}}', MAIN).replaceAll('{{address:loc-riverside}}', RIVERSIDE);
  const documentOf = async (version: 'draft' | 'approved') =>
    (await t.app.database.query<{ document: RenderContext }>('SELECT document FROM site_context WHERE site_id = $1 AND version = $2', [SITE, version]))[0]!
      .document;
  const migrate986 = async () => {
    const migration = readMigrations().find((file) => file.name.startsWith('986-'));
    expect(migration?.name).toBe('986-home-address-references.sql');
    await t.app.database.withTransaction((tx) => tx.exec(migration!.sql));
  };

  it('turns the first location’s address into {{address}} and another’s into {{address:<id>}}; other words, titles and settings stay as written', async () => {
    const seeded = await documentOf('draft');
    const contactText = 'We reply to messages within one business day. You are welcome to visit us at {{address}}.';
    expect(seeded.pages['/contact']!.modules.find((m) => m.id === 'contact-form')).toMatchObject({ text: contactText });
    expect(JSON.stringify(seeded.pages['/grief-support'])).toContain('at the Riverside Chapel, {{address:loc-riverside}}.');
    // The document as stored before: the seeded texts, the footer, a description and a paragraph copy the
    // addresses; a part of one (the street alone) and a title naming it are not the fact and stay.
    const asCopies = JSON.parse(withCopies(JSON.stringify(seeded))) as RenderContext;
    asCopies.footer.text = `© {{name}}, ${MAIN}`;
    const contact = asCopies.pages['/contact']!;
    contact.description = `Visit us at ${MAIN}.`;
    contact.title = `Contact us at ${MAIN}`;
    contact.modules.push({
      id: 'old-addresses',
      type: 'text',
      content: [
        {
          id: 'oa-b',
          type: 'paragraph',
          spans: [
            { id: 'oa-1', text: `Our main chapel: ${MAIN}. Riverside: ${RIVERSIDE}. ` },
            { id: 'oa-2', text: 'Parking on 1200 Willow Creek Road, Alder Falls.', marks: ['bold'] },
          ],
        },
      ],
    });
    await t.app.database.query("UPDATE site_context SET document = $1 WHERE site_id = $2 AND version = 'draft'", [JSON.stringify(asCopies), SITE]);
    // A version in the publish history holds the copy too: a rollback must not bring it back.
    const live = await documentOf('approved');
    const oldLive = JSON.parse(withCopies(JSON.stringify(live))) as RenderContext;
    expect(oldLive).not.toEqual(live);
    const [history] = await t.app.database.query<{ id: number }>(
      "INSERT INTO site_publication (site_id, published_by, document, previous_document) VALUES ($1, 'test', $2, $2) RETURNING id",
      [SITE, JSON.stringify(oldLive)],
    );

    await migrate986();

    const after = await documentOf('draft');
    expect(after.footer.text).toBe('© {{name}}, {{address}}');
    expect(after.pages['/grief-support']).toEqual(seeded.pages['/grief-support']);
    const page = after.pages['/contact']!;
    expect(page.modules.find((m) => m.id === 'contact-form')).toMatchObject({ text: contactText });
    expect(page.description).toBe('Visit us at {{address}}.');
    expect(page.title).toBe(`Contact us at ${MAIN}`);
    const text = page.modules.find((m) => m.id === 'old-addresses');
    expect(text?.type === 'text' && text.content[0]).toMatchObject({
      spans: [
        { id: 'oa-1', text: 'Our main chapel: {{address}}. Riverside: {{address:loc-riverside}}. ' },
        { id: 'oa-2', text: 'Parking on 1200 Willow Creek Road, Alder Falls.', marks: ['bold'] },
      ],
    });
    // Everything else is as the seed wrote it; the locations keep their addresses (they are the source).
    const { ['/contact']: _contact, ...others } = after.pages;
    const { ['/contact']: _seededContact, ...seededOthers } = seeded.pages;
    expect(others).toEqual(seededOthers);
    expect(page.modules.slice(0, -1)).toEqual(seeded.pages['/contact']!.modules);
    expect(after.locations).toEqual(seeded.locations);
    expect(after.company).toEqual(seeded.company);

    const [published] = await t.app.database.query<{ document: RenderContext; previous_document: RenderContext }>(
      'SELECT document, previous_document FROM site_publication WHERE id = $1',
      [history!.id],
    );
    expect(published!.document).toEqual(live);
    expect(published!.previous_document).toEqual(live);
  });

  it('leaves a document without locations as it is', async () => {
    const draft = await documentOf('draft');
    const noLocations = { ...draft, locations: [], footer: { ...draft.footer, text: `© Home, ${MAIN}` } };
    await t.app.database.query("UPDATE site_context SET document = $1 WHERE site_id = $2 AND version = 'draft'", [JSON.stringify(noLocations), SITE]);
    await migrate986();
    expect((await documentOf('draft')).footer.text).toBe(`© Home, ${MAIN}`);
  });
});
