/**
 * What the shell sends the API to name the home a call is for (issue 37 point 7): X-Host, and beside it the
 * internal token the shell and the API share by configuration (KEEPSAKE_INTERNAL_TOKEN; docs/operations.md).
 * The API refuses X-Host without it (api/src/plugins/edge-trust.ts). Every call the shell makes for a
 * visitor's host goes through here: the proxy, the no-JavaScript sign-in, the host checks and the page
 * cache; the server render adds the token in shell/src/server/render-scope.tsx.
 * @param {string} host
 * @param {string | null | undefined} [token]
 * @returns {Record<string, string>}
 */
export function edgeHeaders(host, token = process.env.KEEPSAKE_INTERNAL_TOKEN) {
  return token ? { 'x-host': host, [EDGE_TOKEN_HEADER]: token } : { 'x-host': host };
}

export const EDGE_TOKEN_HEADER = 'x-keepsake-edge';
