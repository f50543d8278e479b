import { apiClient } from '@keepsake/shared/api-client';
import type { CaseDetail, CaseList, CaseObituary, MemberList, TaskList } from '@keepsake/shared/contract/case';
import { familyPaths } from '@keepsake/shared/rules/family';

// Issue 44: the case home's heading waited on a chain: the portal's code (routes, then the signed-in pages'
// chunk and the data layer), then the list of cases, then the case, then the home's three reads. The calls do
// not need that code: the address says what the page will read. So the portal's small routes chunk starts them
// as it loads (startEarlyReads, start-early-reads.ts), side by side with the rest of the code, and each page's
// query takes the answer when it asks (its queryFn calls `read()`).
//
// No data layer here (the sign-in page loads this file too: ADR 128). Only plain calls, each the family API's
// own with its guards (site, account, case membership, role): an early call is the same request, sent sooner,
// with the same cookie. An early answer is taken once, within EARLY_TTL_MS; a failed one is asked again (a
// person signed out gets 401 here, then the sign-in page; the query, if any, asks afresh). Nothing is cached
// beyond the page's own query cache.

const EARLY_TTL_MS = 10_000;
const started = new Map<string, { at: number; answer: Promise<unknown> }>();

/** One of the family's reads, startable before its page's code is there. */
export interface EarlyRead<T> {
  /** Sends the request now, unless it is already under way. */
  start(): Promise<T>;
  /** The early answer if there is a fresh one (taken once), else the request itself. */
  read(): Promise<T>;
}

function earlyRead<T>(key: string, call: () => Promise<T>): EarlyRead<T> {
  return {
    start() {
      const entry = started.get(key);
      if (entry && Date.now() - entry.at <= EARLY_TTL_MS) return entry.answer as Promise<T>;
      const answer = call();
      // Nobody may take it (a person signed out): its failure is not an unhandled rejection.
      answer.catch(() => undefined);
      started.set(key, { at: Date.now(), answer });
      return answer;
    },
    read() {
      const entry = started.get(key);
      started.delete(key);
      if (!entry || Date.now() - entry.at > EARLY_TTL_MS) return call();
      return (entry.answer as Promise<T>).catch(() => call());
    },
  };
}

/** GET /api/family/cases (paging): the cases I belong to. */
export const casesRead = (page: number) => earlyRead(`cases:${page}`, () => apiClient.get<CaseList>(familyPaths.cases(), { page: { page } }));
/** GET /api/family/cases/{caseId}. */
export const caseRead = (caseId: number) => earlyRead(`case:${caseId}`, () => apiClient.get<CaseDetail>(familyPaths.case(caseId)));
/** GET /api/family/cases/{caseId}/tasks: a case has a dozen tasks, one page of 50 holds them. */
export const tasksRead = (caseId: number) =>
  earlyRead(`tasks:${caseId}`, () => apiClient.get<TaskList>(familyPaths.tasks(caseId), { page: { page: 1, size: 50 } }));
/** GET /api/family/cases/{caseId}/members: accepted members and open invitations. */
export const membersRead = (caseId: number) => earlyRead(`members:${caseId}`, () => apiClient.get<MemberList>(familyPaths.members(caseId)));
/** GET /api/family/cases/{caseId}/obituary: the family's draft, and where it is published. */
export const obituaryDraftRead = (caseId: number) => earlyRead(`obituary:${caseId}`, () => apiClient.get<CaseObituary>(familyPaths.obituary(caseId)));

/** What the case home shows, besides the case: started with the case's read, never after it. */
export function startCaseHomeReads(caseId: number): void {
  void caseRead(caseId).start();
  void tasksRead(caseId).start();
  void membersRead(caseId).start();
  void obituaryDraftRead(caseId).start();
}
