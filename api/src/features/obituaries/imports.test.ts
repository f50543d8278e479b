import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

// The public obituary is read by every visitor; the Family Portal and the memorial wall build on it
// (they write its tables, server.ts hands their parts of the page in). So imports point one way: this
// folder imports the foundation (db, lib) and auth, never another feature. Until api/ has lint zones
// like the remotes', this test is the fence.
const ALLOWED_FEATURES = new Set(['auth']);

it('imports no other feature than auth', () => {
  const offending = readdirSync(__dirname)
    .filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'))
    .flatMap((name) =>
      [...readFileSync(path.join(__dirname, name), 'utf8').matchAll(/from '\.\.\/([^./'][^/']*)\//g)]
        .map((match) => match[1]!)
        .filter((feature) => !ALLOWED_FEATURES.has(feature))
        .map((feature) => `${name} imports features/${feature}`),
    );
  expect(offending).toEqual([]);
});
