import { readMigrations } from '../../../db/migrate';
import { createTestApp, type TestApp } from '../../../testing/test-app';

// Migration 972 (issue 43.6): a task ticked complete without its thing is reopened; one that has it stays.
describe('migration 972: a complete task matches its state', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const statusOf = async (slug: string, kind: string) =>
    (
      await t.app.database.query<{ status: string }>(
        `SELECT t.status FROM case_task t JOIN family_case c ON c.id = t.case_id WHERE c.name_slug = $1 AND t.kind = $2`,
        [slug, kind],
      )
    )[0]!.status;
  const tick = (slug: string, kind: string) =>
    t.app.database.query(`UPDATE case_task SET status = 'COMPLETE' FROM family_case c WHERE c.id = case_task.case_id AND c.name_slug = $1 AND kind = $2`, [
      slug,
      kind,
    ]);

  it('reopens a theme task without a theme and an obituary-photo task without a portrait, and keeps the rest', async () => {
    await tick('rosa-ines-morales', 'select-theme');
    await tick('harold-james-benson', 'upload-obituary-photo');
    await tick('rosa-ines-morales', 'upload-obituary-photo');
    await tick('rosa-ines-morales', 'upload-music');
    const migration = readMigrations().find((file) => file.name.startsWith('972-'));
    await t.app.database.withTransaction((tx) => tx.exec(migration!.sql));
    expect(await statusOf('rosa-ines-morales', 'select-theme')).toBe('NOT_STARTED');
    expect(await statusOf('harold-james-benson', 'upload-obituary-photo')).toBe('NOT_STARTED');
    // Rosa has a portrait; music is the family's call.
    expect(await statusOf('rosa-ines-morales', 'upload-obituary-photo')).toBe('COMPLETE');
    expect(await statusOf('rosa-ines-morales', 'upload-music')).toBe('COMPLETE');

    // With a theme worn, the theme task ticked complete stays so.
    await t.app.database.query(
      `UPDATE obituary SET theme = '{"id":"stock-garden","name":"Garden","imageUrl":"/api/assets/garden.svg","scrim":0.6,"accent":"#e3f1d8"}'::jsonb
        WHERE id = (SELECT o.obituary_id FROM case_obituary o JOIN family_case c ON c.id = o.case_id WHERE c.name_slug = 'rosa-ines-morales')`,
    );
    await tick('rosa-ines-morales', 'select-theme');
    await t.app.database.withTransaction((tx) => tx.exec(migration!.sql));
    expect(await statusOf('rosa-ines-morales', 'select-theme')).toBe('COMPLETE');
  });
});
