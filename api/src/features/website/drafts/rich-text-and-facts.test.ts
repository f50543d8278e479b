import {
  apiErrorSchema,
  BUILDER_API,
  builderDraftSchema,
  PLAIN_TEXT_MESSAGE,
  RICH_TEXT_MARKUP_MESSAGE,
  savedDraftSchema,
  type RenderContext,
} from '@keepsake/shared/contract';
import { readMigrations } from '../../../db/migrate';
import { DEMO_STAFF } from '../../../seed/users';
import { createTestApp, signedInHeaders, type TestApp } from '../../../testing/test-app';

// Issue 40.1 / ADR 104: the API takes rich text only through the contract. Whatever a client sends, nothing
// but words, three marks and a safe link is stored: markup and unsafe links are refused with the field's
// message, unknown keys are dropped.
describe('rich text on the API: refused when unsafe, stored as the contract holds it', () => {
  let t: TestApp;
  let staff: Record<string, string>;
  beforeAll(async () => {
    t = await createTestApp();
    staff = await signedInHeaders(t.app, DEMO_STAFF);
  });
  afterAll(() => t.close());

  const readDraft = async () => builderDraftSchema.parse((await t.app.inject({ method: 'GET', url: BUILDER_API.draft, headers: staff })).json());
  const save = (baseRevision: number, context: unknown) =>
    t.app.inject({ method: 'PUT', url: BUILDER_API.draft, headers: staff, payload: { baseRevision, context } as object });
  // The draft with one text module first on the home page, holding one paragraph of these runs.
  const withParagraph = (context: RenderContext, spans: Record<string, unknown>[]) => {
    const copy = structuredClone(context) as unknown as { pages: Record<string, { modules: unknown[] }> };
    copy.pages['/']!.modules.unshift({ id: 'rt', type: 'text', content: [{ id: 'rt-b', type: 'paragraph', spans }] });
    return copy;
  };
  const where = 'context.pages./.modules.0.content.0.spans.0';

  it.each([
    ['a javascript: link', { id: 's', text: 'click', href: 'javascript:alert(1)' }, `${where}.href`, PLAIN_TEXT_MESSAGE],
    ['a data: link', { id: 's', text: 'click', href: 'data:text/html,<script>alert(1)</script>' }, `${where}.href`, PLAIN_TEXT_MESSAGE],
    // A refused link, like a control character in any field, reads the house's "Please enter a valid format".
    [
      'a link hiding a control character',
      { id: 's', text: 'click', href: 'https://example.com/\u0001javascript:alert(1)' },
      `${where}.href`,
      PLAIN_TEXT_MESSAGE,
    ],
    ['a link hiding a space', { id: 's', text: 'click', href: 'https://example.com/ onmouseover=alert(1)' }, `${where}.href`, PLAIN_TEXT_MESSAGE],
    ['a protocol-relative link', { id: 's', text: 'click', href: '//evil.example' }, `${where}.href`, PLAIN_TEXT_MESSAGE],
    ['words carrying a script tag', { id: 's', text: 'Hello <script>alert(1)</script>' }, `${where}.text`, RICH_TEXT_MARKUP_MESSAGE],
    ['words carrying markup', { id: 's', text: '<img src=x onerror=alert(1)>' }, `${where}.text`, RICH_TEXT_MARKUP_MESSAGE],
    ['words carrying a control character', { id: 's', text: 'Hello\u0007' }, `${where}.text`, PLAIN_TEXT_MESSAGE],
    [
      'a mark the model does not have',
      { id: 's', text: 'struck', marks: ['strikethrough'] },
      `${where}.marks.0`,
      expect.stringContaining('Invalid option selected'),
    ],
  ])('refuses %s with a 400 naming the field, and saves nothing', async (_, span, field, message) => {
    const draft = await readDraft();
    const response = await save(draft.revision, withParagraph(draft.context, [span]));
    expect(response.statusCode).toBe(400);
    expect(apiErrorSchema.parse(response.json()).fieldErrors).toEqual({ [field]: message });
    expect((await readDraft()).revision).toBe(draft.revision);
  });

  it('stores safe rich text and drops what the model does not hold (an html or style key)', async () => {
    const draft = await readDraft();
    const spans = [
      { id: 'a', text: 'We are here ', html: '<b>x</b>', style: 'color:red' },
      { id: 'b', text: 'day & night < always', marks: ['bold'] },
      { id: 'c', text: 'call us', href: 'tel:{{phone}}' },
    ];
    const response = await save(draft.revision, withParagraph(draft.context, spans));
    expect(response.statusCode).toBe(200);
    expect(savedDraftSchema.parse(response.json()).revision).toBe(draft.revision + 1);
    const stored = (await readDraft()).context.pages['/']!.modules[0];
    expect(stored).toEqual({
      id: 'rt',
      type: 'text',
      content: [
        {
          id: 'rt-b',
          type: 'paragraph',
          spans: [
            { id: 'a', text: 'We are here ' },
            { id: 'b', text: 'day & night < always', marks: ['bold'] },
            { id: 'c', text: 'call us', href: 'tel:{{phone}}' },
          ],
        },
      ],
    });
  });
});

// Issue 40.2 / ADR 105: copies of the home's facts in stored documents become references.
describe('migration 994: copies of the home’s facts become references', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const draftOf = async () =>
    (await t.app.database.query<{ document: RenderContext }>("SELECT document FROM site_context WHERE site_id = 'site-willowbrook' AND version = 'draft'"))[0]!
      .document;

  it('turns the phone, its phone links, the email and the name into tokens in descriptions, modules and the footer; titles keep their words', async () => {
    const seeded = await draftOf();
    // The seed refers to the facts; the document as stored before issue 40.2 had copies of them.
    const { name, phoneNumber, email } = seeded.company;
    const asCopies = JSON.parse(
      JSON.stringify(seeded)
        .replaceAll('tel:{{phone}}', 'tel:+15552014400')
        .replaceAll('{{phone}}', phoneNumber)
        .replaceAll('{{email}}', email ?? '')
        .replaceAll('{{name}}', name)
        .replaceAll('{{address}}', '1200 Willow Creek Road, Alder Falls, VT 05901')
        .replaceAll('{{address:loc-riverside}}', '45 Mill Street, Suite 2, Alder Falls, VT 05902'),
    ) as RenderContext;
    asCopies.pages['/']!.modules.push({
      id: 'old-text',
      type: 'text',
      content: [{ id: 'ob', type: 'paragraph', spans: [{ id: 'os', text: `Riverside Chapel: (555) 201-4410, or ${phoneNumber}.` }] }],
    });
    expect(JSON.stringify(asCopies)).not.toContain('{{');
    await t.app.database.query("UPDATE site_context SET document = $1 WHERE site_id = 'site-willowbrook' AND version = 'draft'", [JSON.stringify(asCopies)]);

    // With 986 (the addresses), in number order as a database meets them.
    for (const migration of readMigrations().filter((file) => /^(986|994)-/.test(file.name))) {
      await t.app.database.withTransaction((tx) => tx.exec(migration.sql));
    }

    const after = await draftOf();
    const home = after.pages['/']!;
    expect(home.description).toBe(seeded.pages['/']!.description);
    expect(home.description).toContain('Call {{phone}} day or night.');
    const hero = home.modules.find((m) => m.id === 'home-hero');
    expect(hero?.type === 'hero' && hero.buttons.find((b) => b.id === 'home-hero-call')).toMatchObject({ label: 'Call {{phone}}', to: 'tel:{{phone}}' });
    const old = home.modules.find((m) => m.id === 'old-text');
    expect(old?.type === 'text' && old.content[0]).toMatchObject({ spans: [{ id: 'os', text: 'Riverside Chapel: {{phone:loc-riverside}}, or {{phone}}.' }] });
    expect(after.footer.text).toBe(seeded.footer.text);
    // Everything else comes back as the seed wrote it: the settings keep the facts, titles keep the name.
    const { ['/']: _home, ...others } = after.pages;
    const { ['/']: _seededHome, ...seededOthers } = seeded.pages;
    expect(others).toEqual(seededOthers);
    expect(after.company).toEqual(seeded.company);
    expect(home.title).toBe(name);
  });
});
