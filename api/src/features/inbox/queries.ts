import { and, desc, eq, inArray, isNull, notInArray, or, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { INBOX_PAGE_SIZE, type InboxDetail, type InboxStatus, type InboxSummary, type PlanningSection } from '@keepsake/shared/contract';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/http-error';
import { user } from '../auth/tables';
import { contactInquiries } from './contact/tables';
import type { PlanForCase } from '../case-core/plan-for-case';
import type { CaseActor } from '../case-core/case-history';
import { loadPlanningSections } from '../case-core/planning-sections';
import { planningSubmissions } from '../case-core/planning-tables';
import { inboxItemStates } from './tables';

export type InboxFilter = 'OPEN' | InboxStatus | 'ALL';
const NOT_FOUND = 'We could not find this inbox item.';

// Which statuses a filter shows. An item without a state row is NEW.
function statusWhere(filter: InboxFilter, status: PgColumn): SQL | undefined {
  if (filter === 'ALL') return undefined;
  if (filter === 'NEW') return or(isNull(status), eq(status, 'NEW'));
  if (filter === 'OPEN') return or(isNull(status), notInArray(status, ['DONE']));
  return eq(status, filter);
}

const stateJoin = (source: 'PLAN' | 'CONTACT', id: PgColumn) => and(eq(inboxItemStates.source, source), eq(inboxItemStates.itemId, id));
const fullName = (...parts: (string | undefined)[]) =>
  parts
    .map((part) => part?.trim() ?? '')
    .filter(Boolean)
    .join(' ');

function planSummary(row: { id: string; caseStatus: string; fields: Record<string, string>; receivedAt: Date }) {
  const f = row.fields;
  return {
    id: `plan-${row.id}`,
    source: 'PLAN' as const,
    kind: row.caseStatus === 'AT_NEED' ? ('AT_NEED' as const) : ('PRE_NEED' as const),
    from: fullName(f.contactFirstName, f.contactLastName) || f.contactEmail || 'A visitor',
    about: fullName(f.decedentFirstName, f.decedentMiddleName, f.decedentLastName) || (row.caseStatus === 'AT_NEED' ? 'At-need plan' : 'Pre-need plan'),
    receivedAt: row.receivedAt,
  };
}

function contactSummary(row: { id: string; name: string; message: string; receivedAt: Date }) {
  const about = row.message.length > 80 ? `${row.message.slice(0, 79)}…` : row.message;
  return { id: `contact-${row.id}`, source: 'CONTACT' as const, kind: null, from: row.name, about, receivedAt: row.receivedAt };
}

type StateRow = { status: InboxStatus | null; assigneeId: string | null; assigneeName: string | null; caseId: number | null; handled?: boolean };
const stateColumns = { status: inboxItemStates.status, assigneeId: inboxItemStates.assigneeId, assigneeName: user.name, caseId: inboxItemStates.caseId };

function withState<T extends { receivedAt: Date }>(item: T, state: StateRow): Omit<T, 'receivedAt'> & Omit<InboxSummary, keyof T> & { receivedAt: string } {
  return {
    ...item,
    receivedAt: item.receivedAt.toISOString(),
    // A contact message marked handled before the inbox existed counts as done.
    status: state.status ?? (state.handled ? 'DONE' : 'NEW'),
    assignee: state.assigneeId && state.assigneeName ? { id: state.assigneeId, name: state.assigneeName } : null,
    caseId: state.caseId,
  } as never;
}

// ONE projection per source, with the item's state and who has it: the list and the detail read the same rows.
const planRows = (db: Db) =>
  db
    .select({
      id: planningSubmissions.id,
      caseStatus: planningSubmissions.caseStatus,
      fields: planningSubmissions.fields,
      receivedAt: planningSubmissions.receivedAt,
      ...stateColumns,
    })
    .from(planningSubmissions)
    .leftJoin(inboxItemStates, stateJoin('PLAN', planningSubmissions.id))
    .leftJoin(user, eq(user.id, inboxItemStates.assigneeId))
    .$dynamic();

const contactRows = (db: Db) =>
  db
    .select({
      id: contactInquiries.id,
      name: contactInquiries.name,
      email: contactInquiries.email,
      phone: contactInquiries.phone,
      message: contactInquiries.message,
      receivedAt: contactInquiries.receivedAt,
      handled: contactInquiries.handled,
      ...stateColumns,
    })
    .from(contactInquiries)
    .leftJoin(inboxItemStates, stateJoin('CONTACT', contactInquiries.id))
    .leftJoin(user, eq(user.id, inboxItemStates.assigneeId))
    .$dynamic();

/**
 * Both sources, newest first, one page. Each source is read up to the end of the asked page and the two are
 * merged: pages stay cheap for the first few hundred items, which is what an inbox is.
 */
export async function listInbox(db: Db, siteId: string, filter: InboxFilter, page: number) {
  const upTo = page * INBOX_PAGE_SIZE + 1;
  const [plans, contacts] = await Promise.all([
    planRows(db)
      .where(and(eq(planningSubmissions.siteId, siteId), statusWhere(filter, inboxItemStates.status)))
      .orderBy(desc(planningSubmissions.receivedAt))
      .limit(upTo),
    contactRows(db)
      .where(and(eq(contactInquiries.siteId, siteId), contactStatusWhere(filter)))
      .orderBy(desc(contactInquiries.receivedAt))
      .limit(upTo),
  ]);
  const all = [...plans.map((row) => withState(planSummary(row), row)), ...contacts.map((row) => withState(contactSummary(row), row))].sort((a, b) =>
    b.receivedAt.localeCompare(a.receivedAt),
  );
  const start = (page - 1) * INBOX_PAGE_SIZE;
  return { items: all.slice(start, start + INBOX_PAGE_SIZE) as InboxSummary[], page, hasNext: all.length > start + INBOX_PAGE_SIZE };
}

// Contact messages also carry their old `handled` flag: handled without a state row is DONE.
function contactStatusWhere(filter: InboxFilter): SQL | undefined {
  const status = inboxItemStates.status;
  if (filter === 'ALL') return undefined;
  if (filter === 'NEW') return and(or(isNull(status), eq(status, 'NEW')), or(eq(contactInquiries.handled, false), eq(status, 'NEW')));
  if (filter === 'OPEN') return or(and(isNull(status), eq(contactInquiries.handled, false)), notInArray(status, ['DONE']));
  if (filter === 'DONE') return or(eq(status, 'DONE'), and(isNull(status), eq(contactInquiries.handled, true)));
  return eq(status, filter);
}

export function parseItemId(itemId: string): { source: 'PLAN' | 'CONTACT'; id: string } {
  const [prefix, ...rest] = itemId.split('-');
  return { source: prefix === 'plan' ? 'PLAN' : 'CONTACT', id: rest.join('-') };
}

// The answers in the wizard's order, labelled as the visitor saw them; a choice shows its label. `shown` is the
// same by field id (what a case keeps of the plan, case-core/plan-for-case.ts).
function planAnswers(sections: PlanningSection[], fields: Record<string, string>) {
  const answers: { label: string; value: string }[] = [];
  const shown: Record<string, string> = {};
  for (const section of sections) {
    for (const field of section.fields) {
      const value = fields[field.id]?.trim();
      if (!value || field.id in shown) continue;
      const option = field.options?.find((choice) => choice.value === value);
      shown[field.id] = option?.label ?? value;
      answers.push({ label: `${section.name}: ${field.name}`, value: shown[field.id]! });
    }
  }
  // An answer to a question the home has since removed is still the visitor's.
  for (const [id, value] of Object.entries(fields)) {
    if (id in shown || !value.trim()) continue;
    shown[id] = value.trim();
    answers.push({ label: id, value });
  }
  return { answers, shown };
}

const isDay = (value: string | undefined) => (value && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : '');

type CasePrefill = NonNullable<InboxDetail['casePrefill']>;

function planPrefill(caseStatus: string, f: Record<string, string>): CasePrefill {
  const atNeed = caseStatus === 'AT_NEED';
  return {
    fullName: fullName(f.decedentFirstName, f.decedentMiddleName, f.decedentLastName),
    birthDate: isDay(f.decedentDateOfBirth),
    deathDate: atNeed ? isDay(f.decedentDateOfDeath) : '',
    kind: atNeed ? 'AT_NEED' : 'PRE_NEED',
    contactName: fullName(f.contactFirstName, f.contactLastName),
    contactEmail: f.contactEmail?.trim() ?? '',
    // Someone planning their own funeral is their own contact.
    contactRelationship: f.contactRelationship?.trim() || (atNeed ? '' : 'Self'),
    contactPhone: f.contactPhone?.trim() ?? '',
  };
}

// A message names only its sender: they become the contact; who died and when, staff ask them. Most who
// write before a case exists have just lost someone, so the form starts at-need (staff switch it).
function contactPrefill(row: { name: string; email: string; phone: string | null }): CasePrefill {
  return {
    fullName: '',
    birthDate: '',
    deathDate: '',
    kind: 'AT_NEED',
    contactName: row.name,
    contactEmail: row.email,
    contactRelationship: '',
    contactPhone: row.phone?.trim() ?? '',
  };
}

export async function homeStaff(db: Db, siteId: string) {
  return db
    .select({ id: user.id, name: user.name })
    .from(user)
    .where(and(eq(user.siteId, siteId), eq(user.role, 'staff')))
    .orderBy(user.name);
}

export async function inboxDetail(db: Db, siteId: string, itemId: string): Promise<InboxDetail> {
  const { source, id } = parseItemId(itemId);
  const staff = await homeStaff(db, siteId);
  if (source === 'PLAN') {
    const [row] = await planRows(db).where(and(eq(planningSubmissions.siteId, siteId), eq(planningSubmissions.id, id)));
    if (!row) throw notFound(NOT_FOUND);
    const sections = await loadPlanningSections(db, siteId);
    return {
      ...withState(planSummary(row), row),
      answers: planAnswers(sections, row.fields).answers,
      casePrefill: planPrefill(row.caseStatus, row.fields),
      staff,
    };
  }
  const [row] = await contactRows(db).where(and(eq(contactInquiries.siteId, siteId), eq(contactInquiries.id, id)));
  if (!row) throw notFound(NOT_FOUND);
  const answers = [
    { label: 'Name', value: row.name },
    { label: 'Email', value: row.email },
    ...(row.phone ? [{ label: 'Phone', value: row.phone }] : []),
    { label: 'Message', value: row.message },
  ];
  return { ...withState(contactSummary(row), row), answers, casePrefill: contactPrefill(row), staff };
}

/** A plan as its case keeps it (issue 36 §4); null when the item is a message. */
export async function planForCase(db: Db, siteId: string, itemId: string, caseId: number, by: CaseActor & { userId: string }): Promise<PlanForCase | null> {
  const { source, id } = parseItemId(itemId);
  if (source !== 'PLAN') return null;
  const [row] = await planRows(db).where(and(eq(planningSubmissions.siteId, siteId), eq(planningSubmissions.id, id)));
  if (!row) return null;
  const summary = planSummary(row);
  const { answers, shown } = planAnswers(await loadPlanningSections(db, siteId), row.fields);
  return {
    siteId,
    caseId,
    staffUserId: by.userId,
    by,
    submissionId: row.id,
    kind: summary.kind,
    from: summary.from,
    receivedAt: row.receivedAt,
    answers,
    shown,
  };
}

export async function isHomeStaff(db: Db, siteId: string, userId: string): Promise<boolean> {
  const rows = await db
    .select({ id: user.id })
    .from(user)
    .where(and(eq(user.siteId, siteId), eq(user.role, 'staff'), inArray(user.id, [userId])));
  return rows.length > 0;
}
