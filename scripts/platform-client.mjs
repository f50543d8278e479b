// The platform operator's API from the command line (issue 27): where the API is and the operator token.
// API_URL (default http://127.0.0.1:$API_PORT, 4000); KEEPSAKE_PLATFORM_TOKEN, or in development the token
// the API keeps in the data folder (KEEPSAKE_DATA_DIR, default .data/platform-token).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export function platformToken(env = process.env) {
  if (env.KEEPSAKE_PLATFORM_TOKEN) return env.KEEPSAKE_PLATFORM_TOKEN;
  const file = path.join(env.KEEPSAKE_DATA_DIR || path.join(repoRoot, '.data'), 'platform-token');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  throw new Error(`No operator token: set KEEPSAKE_PLATFORM_TOKEN, or start the API once (npm start) so it writes ${file}.`);
}

export const apiUrl = (env = process.env) => (env.API_URL || `http://127.0.0.1:${env.API_PORT || 4000}`).replace(/\/+$/, '');

/** One call to /api/platform/…; resolves to the JSON answer, or throws with the API's message and field errors. */
export async function platformCall(method, pathName, body, env = process.env) {
  const response = await fetch(`${apiUrl(env)}/api/platform/${pathName}`, {
    method,
    headers: { authorization: `Bearer ${platformToken(env)}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const json = await response.json().catch(() => ({}));
  if (!response.ok) {
    const fields = Object.entries(json.fieldErrors ?? {}).map(([field, message]) => `\n  ${field}: ${message}`);
    throw new Error(`${response.status} ${json.message ?? response.statusText}${fields.join('')}`);
  }
  return json;
}
