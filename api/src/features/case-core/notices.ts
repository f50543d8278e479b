import type { NoticeMail } from './notify';

// The words of each notification mail (issue 24 §5), so a feature's call to app.notify stays one line.
// Money events have theirs in money-events.ts (app.notify.money).
// Paths are the page the mail is about: the studio's case for staff, the Family Portal's case for the family.
interface CaseRef {
  id: number;
  fullName: string;
}
const staffCase = (caseRow: CaseRef) => `/studio/cases/${caseRow.id}`;
const familyCase = (caseRow: CaseRef) => `/family-portal/${caseRow.id}`;
export const taskWords = (kind: string) => kind.replace(/-/g, ' ');

export const notices = {
  changesRequested: (caseRow: CaseRef, what: string, by: string, comment?: string): NoticeMail => ({
    subject: `${by} asked for changes to ${what} for ${caseRow.fullName}`,
    lines: [`${by} asked for changes to ${what} for ${caseRow.fullName}.`, ...(comment ? ['', 'Their comment:', comment] : [])],
    path: staffCase(caseRow),
  }),
  // reviewPath: where staff show or hide it (case-core/memory-review-path.ts), not the public page.
  memoryToReview: (fullName: string, author: string, reviewPath: string): NoticeMail => ({
    subject: `a memory for ${fullName} waits for review`,
    lines: [`${author} left a memory on ${fullName}'s memorial wall. The wall is moderated: it shows once it is approved.`],
    path: reviewPath,
  }),
  // The home hears the family approved the stationery, and which open requests they approved over.
  stationeryApproved: (caseRow: CaseRef, by: string, overridden: { authorName: string; text: string }[]): NoticeMail => ({
    subject: `${by} approved the stationery for ${caseRow.fullName}`,
    lines: [
      `${by} approved the stationery for ${caseRow.fullName}: it can be printed as it stands.`,
      ...(overridden.length > 0
        ? [
            '',
            `They approved it over ${overridden.length === 1 ? 'an open request' : `${overridden.length} open requests`}:`,
            ...overridden.map((request) => `- ${request.authorName} asked: ${request.text}`),
          ]
        : []),
    ],
    path: staffCase(caseRow),
  }),
  taskAssigned: (caseRow: CaseRef, kind: string, by: string): NoticeMail => ({
    subject: `${by} gave you a task: ${taskWords(kind)}`,
    lines: [`${by} asked you to take the task "${taskWords(kind)}" in ${caseRow.fullName}'s Family Portal.`],
    path: familyCase(caseRow),
  }),
  contractRevisionOpened: (caseRow: CaseRef): NoticeMail => ({
    subject: `the contract for ${caseRow.fullName} is open for changes`,
    lines: [`The funeral home opened a new revision of the signed contract for ${caseRow.fullName}. Please review the arrangements and sign again.`],
    path: familyCase(caseRow),
  }),
};
