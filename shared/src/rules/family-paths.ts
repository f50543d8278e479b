// The Family Portal's API paths (SPEC §7 "Arrangements" and "Family cases", and the calls we add), built in
// one place like `apiPaths`: a call names its path here, never by hand. Path parameters a person can type
// (a token, a user id) are encoded; ids and statuses come from the API's own answers.
const FAMILY = '/api/family';
const familyCase = (caseId: number) => `${FAMILY}/cases/${caseId}`;
const task = (caseId: number, taskId: number) => `${familyCase(caseId)}/tasks/${taskId}`;
const invitation = (token: string) => `${FAMILY}/invitation/${encodeURIComponent(token)}`;
const arrangement = (caseId: number) => `${FAMILY}/arrangements/${caseId}`;
const contract = (caseId: number) => `${arrangement(caseId)}/contract`;
const item = (itemId: number) => `${FAMILY}/arrangements/items/${itemId}`;

/** The media lists of a case, and where a single file is posted (`case-photo` has no list). */
export type FamilyMediaPath = 'photos' | 'music' | 'case-photo';

export const familyPaths = {
  // Cases, members and invitations
  cases: () => `${FAMILY}/cases`,
  case: familyCase,
  members: (caseId: number) => `${familyCase(caseId)}/members`,
  invite: (caseId: number) => `${familyCase(caseId)}/invite`,
  resendInvitation: (caseId: number) => `${familyCase(caseId)}/invitations/resend`,
  revokeInvitation: (caseId: number) => `${familyCase(caseId)}/invitations/revoke`,
  caseDetails: (caseId: number) => `${familyCase(caseId)}/case-details`,
  invitation,
  acceptInvitation: (token: string) => `${invitation(token)}/accept`,
  signUp: () => `${FAMILY}/signup`,
  forgotPassword: () => `${FAMILY}/password/forgot`,
  resetPassword: () => `${FAMILY}/password/reset`,

  // Tasks
  tasks: (caseId: number) => `${familyCase(caseId)}/tasks`,
  assignTask: (caseId: number, taskId: number, userId: string) => `${task(caseId, taskId)}/assign/${encodeURIComponent(userId)}`,
  unassignTask: (caseId: number, taskId: number, userId: string) => `${task(caseId, taskId)}/unassign/${encodeURIComponent(userId)}`,
  moveTask: (caseId: number, taskId: number, status: string) => `${task(caseId, taskId)}/status/${status}`,
  userSuggestions: (caseId: number, taskId: number) => `${task(caseId, taskId)}/user-suggestions`,
  userSearch: (caseId: number) => `${familyCase(caseId)}/user-search`,

  // The family's content: media, obituary, memorial wall, theme, stationery, video
  media: (caseId: number, path: FamilyMediaPath) => `${familyCase(caseId)}/${path}`,
  mediaItem: (caseId: number, path: 'photos' | 'music', mediaId: number) => `${familyCase(caseId)}/${path}/${mediaId}`,
  mediaOrder: (caseId: number, path: 'photos' | 'music') => `${familyCase(caseId)}/${path}/order`,
  obituary: (caseId: number) => `${familyCase(caseId)}/obituary`,
  approveObituary: (caseId: number) => `${familyCase(caseId)}/obituary/approve`,
  wallComments: (caseId: number, status: string) => `${familyCase(caseId)}/memorial-wall/comments/${status}`,
  wallComment: (caseId: number, commentId: number) => `${familyCase(caseId)}/memorial-wall/comments/${commentId}`,
  wallSettings: (caseId: number) => `${familyCase(caseId)}/memorial-wall/settings`,
  stockThemes: () => `${FAMILY}/media/albums/stock/themes`,
  memorialTheme: (caseId: number) => `${familyCase(caseId)}/memorial-theme`,
  stationery: (caseId: number) => `${familyCase(caseId)}/stationery`,
  approveStationery: (caseId: number) => `${familyCase(caseId)}/stationery/approve`,
  commentStationery: (caseId: number) => `${familyCase(caseId)}/stationery/comment`,
  video: (caseId: number) => `${familyCase(caseId)}/video`,
  approveVideo: (caseId: number) => `${familyCase(caseId)}/video/approve`,
  commentVideo: (caseId: number) => `${familyCase(caseId)}/video/comment`,

  // Arrangements, contract, statement and payments
  arrangement,
  packages: (caseId: number) => `${arrangement(caseId)}/packages`,
  selectPackage: (caseId: number, packageId: number) => `${arrangement(caseId)}/packages/${packageId}`,
  lines: (caseId: number) => `${arrangement(caseId)}/lines`,
  line: (caseId: number, lineId: number) => `${arrangement(caseId)}/lines/${lineId}`,
  removeLine: (caseId: number, lineId: number) => `${arrangement(caseId)}/items/${lineId}`,
  finishArrangement: (caseId: number) => `${arrangement(caseId)}/finish`,
  // Issue 39: the arrangement conference (staff of the home).
  conferencePriceList: (caseId: number) => `${arrangement(caseId)}/price-list`,
  discounts: (caseId: number) => `${arrangement(caseId)}/discounts`,
  discount: (caseId: number, discountId: number) => `${arrangement(caseId)}/discounts/${discountId}`,
  item,
  itemVariants: (itemId: number) => `${item(itemId)}/variants`,
  selector: (selectorId: number) => `${FAMILY}/arrangements/items/selectors/${selectorId}`,
  statementTemplate: (revisionId: number) => `${FAMILY}/arrangements/statement/template/${revisionId}`,
  gplItems: () => `${FAMILY}/company/gpl/items`,
  contract,
  contractDetails: (caseId: number) => `${contract(caseId)}/details`,
  submitContract: (caseId: number) => `${contract(caseId)}/submit`,
  // Issue 39: the purchaser signs at the table, on the director's device (staff of the home).
  signInPerson: (caseId: number) => `${contract(caseId)}/sign-in-person`,
  contractRevisions: (caseId: number) => `${contract(caseId)}/revisions`,
  // Issue 39: what the current revision changes from the signed one it replaces.
  contractChanges: (caseId: number) => `${contract(caseId)}/changes`,
  statement: (caseId: number) => `${familyCase(caseId)}/statement`,
  statementPdf: (caseId: number) => `${familyCase(caseId)}/statement/pdf`,
  payments: (caseId: number) => `${familyCase(caseId)}/payments`,
  payment: (caseId: number, paymentId: string) => `${familyCase(caseId)}/payments/${paymentId}`,
  connectPayments: (caseId: number) => `${familyCase(caseId)}/payments/connect`,
} as const;
