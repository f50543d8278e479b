import { randomUUID } from 'node:crypto';
import { TASK_KINDS, type CaseEvent, type CaseRole, type TaskKind, type TaskStatus } from '@keepsake/shared/contract';
import { hashPassword } from '../features/auth/password';
import type { Db } from '../db/client';
import { account, user } from '../features/auth/tables';
import { caseMembers, familyCases } from '../features/case-core/tables';
import { caseNameColumns } from '../features/case-core/case-name';
import { caseInvitations } from '../features/case/invitations/tables';
import { hashToken, newToken } from '../lib/mail-links';
import { caseTaskAssignees, caseTasks } from '../features/case-core/task-tables';

// DEMO ONLY: the relatives of the demo family share one well-known password (README, ADR 050).
export const DEMO_HELPER = { name: 'Elena Morales', email: 'helper@willowbrook.test', password: 'keepsake-demo-helper' };
const RELATIVES = [
  { name: 'Luis Morales', email: 'luis.morales@willowbrook.test' },
  { name: 'Grace Whitfield', email: 'grace.whitfield@willowbrook.test' },
];

const daysFrom = (today: Date, days: number, hour = 10) => {
  const date = new Date(today);
  date.setUTCDate(date.getUTCDate() + days);
  date.setUTCHours(hour + 4, 0, 0, 0);
  return date;
};
const isoDay = (date: Date) => date.toISOString().slice(0, 10);

async function createFamilyUsers(db: Db, siteId: string, people: { name: string; email: string }[], hash: string) {
  const ids: string[] = [];
  for (const person of people) {
    const id = randomUUID();
    await db.insert(user).values({ id, name: person.name, email: person.email, emailVerified: true, role: 'family', siteId });
    await db.insert(account).values({ id: randomUUID(), accountId: id, providerId: 'credential', userId: id, password: hash });
    ids.push(id);
  }
  return ids;
}

async function insertCase(
  db: Db,
  values: typeof familyCases.$inferInsert,
  statuses: Partial<Record<TaskKind, TaskStatus>> = {},
): Promise<{ id: number; tasks: Map<TaskKind, number> }> {
  // Named as the API names a case: the parts read from the full name (case-core/case-name.ts).
  const { nameSlug: _slug, ...name } = caseNameColumns(values.fullName);
  const [row] = await db
    .insert(familyCases)
    .values({ ...values, ...name })
    .returning({ id: familyCases.id });
  const id = row!.id;
  const tasks = await db
    .insert(caseTasks)
    .values(TASK_KINDS.map((kind, position) => ({ caseId: id, kind, position, status: statuses[kind] ?? 'NOT_STARTED' })))
    .returning({ id: caseTasks.id, kind: caseTasks.kind });
  return { id, tasks: new Map(tasks.map((task) => [task.kind, task.id])) };
}

// The demo family's case: several members, tasks in every status, one open invitation. Plus a case the
// demo family does not belong to, and one at the second home, so the portal's walls can be seen working.
export async function seedFamilyPortal(db: Db, familyUserId: string, today = new Date()): Promise<void> {
  const siteId = 'site-willowbrook';
  // One hash for every demo relative: scrypt at OWASP cost takes a while and every test file seeds.
  const hash = await hashPassword(DEMO_HELPER.password);
  const [helperId, luisId, graceId] = await createFamilyUsers(db, siteId, [DEMO_HELPER, ...RELATIVES], hash);
  const events: CaseEvent[] = [
    {
      kind: 'visitation',
      title: 'Visitation',
      startsAt: daysFrom(today, 4, 16).toISOString(),
      placeName: 'Willowbrook Main Chapel',
      address: '1200 Willow Creek Road, Alder Falls, VT',
    },
    {
      kind: 'service',
      title: 'Funeral Mass',
      startsAt: daysFrom(today, 5, 10).toISOString(),
      placeName: 'St. Brigid Church',
      address: '18 Church Street, Alder Falls, VT',
    },
    {
      kind: 'committal',
      title: 'Committal',
      startsAt: daysFrom(today, 5, 12).toISOString(),
      placeName: 'Alder Falls Cemetery',
      address: '300 Cemetery Lane, Alder Falls, VT',
    },
  ];
  const rosa = await insertCase(
    db,
    {
      siteId,
      fullName: 'Rosa Inés Morales',
      nameSlug: 'rosa-ines-morales',
      birthDate: '1941-03-14',
      deathDate: isoDay(daysFrom(today, -2)),
      portraitUrl: '/api/assets/obituaries/portrait-03.svg',
      portraitAlt: 'Portrait of Rosa Inés Morales',
      locationId: 'loc-main',
      events,
    },
    {
      'add-details': 'IN_PROGRESS',
      'upload-obituary-photo': 'COMPLETE',
      'review-obituary': 'NEEDS_APPROVAL',
      'upload-photos': 'IN_PROGRESS',
      // No theme is chosen yet: the task is complete only once the memorial wears one (issue 43.6).
      'select-theme': 'NOT_STARTED',
    },
  );
  const members: [string, CaseRole, string][] = [
    [familyUserId, 'PRIMARY', 'Son'],
    [helperId!, 'HELPER', 'Daughter'],
    [luisId!, 'HELPER', 'Grandson'],
    [graceId!, 'HELPER', 'Niece'],
  ];
  await db.insert(caseMembers).values(members.map(([userId, role, relationship]) => ({ caseId: rosa.id, userId, role, relationship })));
  const assign: [TaskKind, string][] = [
    ['add-details', familyUserId],
    ['review-obituary', familyUserId],
    ['upload-photos', helperId!],
    ['upload-photos', luisId!],
    ['upload-music', luisId!],
    ['upload-obituary-photo', helperId!],
    ['review-stationery', graceId!],
  ];
  await db.insert(caseTaskAssignees).values(assign.map(([kind, userId]) => ({ taskId: rosa.tasks.get(kind)!, userId })));
  await db.insert(caseInvitations).values({
    caseId: rosa.id,
    email: 'ana.ruiz@example.com',
    name: 'Ana Ruiz',
    relationship: 'Cousin',
    role: 'HELPER',
    tokenHash: hashToken(newToken()),
    invitedBy: 'Jordan Morales',
    expiresAt: daysFrom(today, 12),
  });

  // Another Willowbrook family's case: staff see it, the demo family does not.
  const [otherId] = await createFamilyUsers(db, siteId, [{ name: 'Martin Benson', email: 'martin.benson@willowbrook.test' }], hash);
  const harold = await insertCase(db, {
    siteId,
    fullName: 'Harold James Benson',
    nameSlug: 'harold-james-benson',
    birthDate: '1938-11-02',
    deathDate: isoDay(daysFrom(today, -5)),
    portraitUrl: null,
    locationId: 'loc-riverside',
  });
  await db.insert(caseMembers).values({ caseId: harold.id, userId: otherId!, role: 'PRIMARY', relationship: 'Son' });

  // The second funeral home's case.
  await insertCase(db, {
    siteId: 'site-harborview',
    fullName: 'Agnes Lighthouse',
    nameSlug: 'agnes-lighthouse',
    birthDate: '1950-06-01',
    deathDate: isoDay(daysFrom(today, -1)),
  });
}
