// Query keys of the family's data; everything starts with 'family' so signing out clears it in one go.
export const familyKeys = {
  cases: (page: number) => ['family', 'cases', page] as const,
  case: (caseId: number) => ['family', 'case', caseId] as const,
  tasks: (caseId: number) => ['family', 'case', caseId, 'tasks'] as const,
  members: (caseId: number) => ['family', 'case', caseId, 'members'] as const,
  details: (caseId: number) => ['family', 'case', caseId, 'details'] as const,
  suggestions: (caseId: number, taskId: number) => ['family', 'case', caseId, 'tasks', taskId, 'suggestions'] as const,
  search: (caseId: number, query: string) => ['family', 'case', caseId, 'user-search', query] as const,
};
