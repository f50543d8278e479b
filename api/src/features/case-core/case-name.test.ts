// Issue 36.5: the deceased's name in parts. Migration 993 gives the cases that exist their parts from the
// full name; the staff desk writes the parts and the full name from them; the family's one-line name is read
// into parts.
import { deskCaseDetailSchema, splitFullName } from '@keepsake/shared/contract';
import { migrate, readMigrations } from '../../db/migrate';
import { expectError, signedInApp } from '../../testing/family-sign-in';
import { createTestApp, SECOND_HOST } from '../../testing/test-app';

const PARTS_MIGRATION = '993-phone-only-contact-and-name-parts.sql';

describe('migration 993 moves existing names into parts', () => {
  it('splits each case’s full name as splitFullName does', async () => {
    const t = await createTestApp({ seed: false, migrateFirst: false });
    try {
      const files = readMigrations();
      expect(files.map((file) => file.name)).toContain(PARTS_MIGRATION);
      await migrate(
        t.app.database,
        files.filter((file) => file.name !== PARTS_MIGRATION),
      );
      await t.app.database.query(`INSERT INTO site (id, slug, name) VALUES ('site-old', 'old', 'Old Home')`);
      const names = ['Rosa Inés Morales', 'John Paul Smith, Jr.', 'Harold James Benson III', 'Anna V', 'Cher', '  Mary   Ann  Lee  '];
      for (const [index, name] of names.entries()) {
        await t.app.database.query(`INSERT INTO family_case (site_id, full_name, name_slug) VALUES ('site-old', $1, $2)`, [name, `case-${index}`]);
      }
      expect(await migrate(t.app.database)).toEqual([PARTS_MIGRATION]);
      const rows = await t.app.database.query<{ full_name: string; first_name: string; middle_name: string; last_name: string; suffix: string }>(
        `SELECT full_name, first_name, middle_name, last_name, suffix FROM family_case ORDER BY id`,
      );
      expect(rows).toHaveLength(names.length);
      for (const row of rows) {
        expect({ firstName: row.first_name, middleName: row.middle_name, lastName: row.last_name, suffix: row.suffix }).toEqual(splitFullName(row.full_name));
      }
      expect(rows[1]).toMatchObject({ first_name: 'John', middle_name: 'Paul', last_name: 'Smith', suffix: 'Jr.' });
    } finally {
      await t.close();
    }
  }, 120_000);
});

describe('staff write a case’s name in parts', () => {
  const { who, call } = signedInApp();
  const NEW_CASE = {
    fullName: 'Martin Van Buren',
    firstName: 'Martin',
    middleName: '',
    lastName: 'Van Buren',
    suffix: 'Jr.',
    kind: 'AT_NEED',
    contactName: 'Anna Van Buren',
    contactEmail: 'anna.vanburen@example.com',
    contactRelationship: 'Daughter',
  };

  it('stores the parts, writes the full name from them, and edits them; another home cannot', async () => {
    const created = deskCaseDetailSchema.parse((await call('POST', '/api/staff/cases', who.staff, NEW_CASE)).json());
    expect(created).toMatchObject({
      fullName: 'Martin Van Buren Jr.',
      nameSlug: 'martin-van-buren-jr',
      nameParts: { firstName: 'Martin', middleName: '', lastName: 'Van Buren', suffix: 'Jr.' },
    });
    const facts = { fullName: 'Martin Van Buren Jr.', firstName: 'Martin', middleName: 'Luther', lastName: 'Van Buren', suffix: '', kind: 'AT_NEED' };
    expectError(await call('PUT', `/api/staff/cases/${created.id}`, who.otherSite, facts, SECOND_HOST), 404);
    expect(
      Object.keys(expectError(await call('PUT', `/api/staff/cases/${created.id}`, who.staff, { ...facts, suffix: 'x'.repeat(21) }), 400).fieldErrors ?? {}),
    ).toEqual(['suffix']);
    const long = { ...facts, firstName: 'a'.repeat(60), middleName: 'b'.repeat(60), lastName: 'c'.repeat(10) };
    expect(expectError(await call('PUT', `/api/staff/cases/${created.id}`, who.staff, long), 400).fieldErrors?.lastName).toBe('Cannot exceed 120 characters');
    // A one-word name as long as a full name may be: read into parts without a failure.
    const oneWord = await call('PUT', `/api/staff/cases/${created.id}`, who.staff, {
      ...facts,
      fullName: 'z'.repeat(120),
      firstName: '',
      lastName: '',
      middleName: '',
    });
    expect(deskCaseDetailSchema.parse(oneWord.json()).nameParts?.firstName).toHaveLength(120);
    const edited = deskCaseDetailSchema.parse((await call('PUT', `/api/staff/cases/${created.id}`, who.staff, facts)).json());
    expect(edited).toMatchObject({ fullName: 'Martin Luther Van Buren', nameParts: { middleName: 'Luther', suffix: '' } });
    // Only a full name (an API client, a plan): its parts are read from it.
    const whole = deskCaseDetailSchema.parse(
      (await call('POST', '/api/staff/cases', who.staff, { ...NEW_CASE, fullName: 'Ida May Clark Sr.', firstName: '', lastName: '', suffix: '' })).json(),
    );
    expect(whole).toMatchObject({ fullName: 'Ida May Clark Sr.', nameParts: { firstName: 'Ida', middleName: 'May', lastName: 'Clark', suffix: 'Sr.' } });
  });

  it('reads the family’s one-line name into parts', async () => {
    const saved = await call('POST', `/api/family/cases/${who.rosaId}/case-details`, who.family, {
      group: 'name',
      values: { fullName: 'Rosa Inés Morales de la Cruz', preferredName: 'Rosie' },
    });
    expect(saved.statusCode).toBe(200);
    const rosa = deskCaseDetailSchema.parse((await call('GET', `/api/staff/cases/${who.rosaId}`, who.staff)).json());
    expect(rosa).toMatchObject({
      fullName: 'Rosa Inés Morales de la Cruz',
      nameParts: { firstName: 'Rosa', middleName: 'Inés Morales de la', lastName: 'Cruz' },
    });
  });
});
