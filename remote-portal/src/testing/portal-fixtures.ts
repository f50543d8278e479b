import type { CaseDetail, MemberList, Task, TaskList } from '@keepsake/shared/contract/case';
import { TASK_KINDS } from '@keepsake/shared/contract/case';

export const ME = { id: 'u-jordan', name: 'Jordan Morales', email: 'family@willowbrook.test', role: 'family' as const };
export const ELENA = { id: 'u-elena', name: 'Elena Morales' };

export const ROSA: CaseDetail = {
  id: 7,
  nameSlug: 'rosa-ines-morales',
  locationId: 'loc-main',
  fullName: 'Rosa Inés Morales',
  birthDate: '1941-03-14',
  deathDate: '2026-11-21',
  portraitUrl: null,
  portraitAlt: '',
  location: { id: 'loc-main', name: 'Willowbrook Main Chapel' },
  access: 'PRIMARY',
  waitingForMe: 2,
  events: [{ kind: 'service', title: 'Funeral Mass', startsAt: '2026-11-27T15:00:00.000Z', placeName: 'St. Brigid Church', address: '18 Church Street' }],
};

export const TASKS: Task[] = TASK_KINDS.map((kind, index) => ({
  id: 100 + index,
  kind,
  status: kind === 'add-details' ? 'IN_PROGRESS' : kind === 'review-obituary' ? 'NEEDS_APPROVAL' : kind === 'select-theme' ? 'COMPLETE' : 'NOT_STARTED',
  assignees: kind === 'add-details' ? [{ id: ME.id, name: ME.name }] : kind === 'upload-photos' ? [{ id: ME.id, name: ME.name }, ELENA] : [],
  updatedAt: '2026-11-22T10:00:00.000Z',
}));

export const MEMBERS: MemberList = {
  items: [
    { userId: ME.id, name: ME.name, email: ME.email, relationship: 'Son', role: 'PRIMARY', status: 'ACCEPTED' },
    { userId: ELENA.id, name: ELENA.name, email: 'helper@willowbrook.test', relationship: 'Daughter', role: 'HELPER', status: 'ACCEPTED' },
    { userId: null, name: 'Ana Ruiz', email: 'ana.ruiz@example.com', relationship: 'Cousin', role: 'HELPER', status: 'INVITED' },
  ],
};

type Answer = { status?: number; body?: unknown };
export type Handler = (method: string, url: URL, body: unknown) => Answer | undefined;

/** A fetch stand-in for the portal's calls; each test overrides what it needs. */
export function portalFetch(handler: Handler = () => undefined, caseDetail: CaseDetail = ROSA, tasks: Task[] = TASKS) {
  const calls: { method: string; url: string; body: unknown }[] = [];
  const fetchImpl = jest.fn(async (raw: string, init: RequestInit = {}) => {
    const url = new URL(raw, 'http://localhost');
    const method = init.method ?? 'GET';
    const body = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
    calls.push({ method, url: url.pathname + url.search, body });
    const answer: Answer = handler(method, url, body) ?? defaultAnswer(url, caseDetail, tasks);
    const status = answer.status ?? 200;
    const text = answer.body === undefined ? '' : JSON.stringify(answer.body);
    return { ok: status < 300, status, headers: { get: () => null }, text: async () => text } as unknown as Response;
  });
  return { fetchImpl, calls };
}

function defaultAnswer(url: URL, caseDetail: CaseDetail, tasks: Task[]): Answer {
  const path = url.pathname;
  if (path === `/api/family/cases/${caseDetail.id}`) return { body: caseDetail };
  if (path === `/api/family/cases/${caseDetail.id}/tasks`) {
    const list: TaskList = { items: tasks, page: 1, pageSize: 50, hasNext: false };
    return { body: list };
  }
  if (path === `/api/family/cases/${caseDetail.id}/members`) return { body: MEMBERS };
  if (path === '/api/family/cases') return { body: { items: [caseDetail], page: 1, pageSize: 20, hasNext: false } };
  if (/\/user-suggestions$/.test(path)) return { body: { items: [ELENA] } };
  return { status: 404, body: { statusCode: 404, error: 'Not Found', message: 'Not found' } };
}

/** A handler from a table of `METHOD /path` → body; a key present with `undefined` answers 404. */
export function routeTable(table: Record<string, unknown>): Handler {
  return (method, url) => {
    const key = `${method} ${url.pathname}`;
    if (!(key in table)) return undefined;
    const body = table[key];
    return body === undefined ? { status: 404, body: { statusCode: 404, error: 'Not Found', message: 'Not found' } } : { body };
  };
}

/** Serves the portal's calls from `handler` (then the defaults) as the global fetch; returns what was called. */
export function servePortal(handler?: Handler, caseDetail: CaseDetail = ROSA, tasks: Task[] = TASKS) {
  const fake = portalFetch(handler, caseDetail, tasks);
  global.fetch = fake.fetchImpl as unknown as typeof fetch;
  return fake.calls;
}
