import { messageOf as apiMessageOf } from '@keepsake/shared/api-client';

/** The editor's one line of news: what just happened, or what went wrong (with undo after a delete). */
export type Notice = { kind: 'status' | 'error'; text: string; undo?: boolean } | null;

/** The API's own words for a refused call; otherwise the network: nothing is lost, try again. */
export const messageOf = (error: unknown, offline = 'The studio could not reach the server. Your changes are still here; please try again.') =>
  apiMessageOf(error, offline);
