// The deployment files (deploy/, issue 27) agree with the repository: Docker cannot run on the development
// machine, so this is what checks them here (node:test; `npm run test:unit` runs it). Every role a compose
// service starts is a service the supervisor knows, every port nginx proxies to is that app's port in
// apps.json, the two API processes and PostgreSQL/MinIO are there, and every secret must be set.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { root } from './lib.mjs';

const read = (file) => readFileSync(path.join(root, file), 'utf8');
const apps = JSON.parse(read('apps.json'));
const compose = read('deploy/compose.yaml');
const nginx = read('deploy/nginx.conf');
const dockerfile = read('deploy/Dockerfile');

test('the image runs the supervisor with a role, on built code', () => {
  const entry = /ENTRYPOINT \["node", "([^"]+)"\]/.exec(dockerfile)?.[1];
  assert.ok(entry && existsSync(path.join(root, entry)), `the entrypoint ${entry} exists`);
  assert.match(dockerfile, /NODE_ENV=production/);
  assert.match(dockerfile, /npm run build/);
  assert.ok(existsSync(path.join(root, 'scripts/build-api.mjs')));
});

test('every --only role in compose is a service of the supervisor', () => {
  // The card payment sandbox (ADR 100) is its own service too.
  const known = new Set(['api', 'shell', 'payments-sandbox', ...apps.remotes.map((remote) => remote.federationName)]);
  const roles = [...compose.matchAll(/--only=([a-z_,-]+)/g)].map((match) => match[1]);
  assert.ok(roles.length >= 2 + apps.remotes.length, `a service per deployable (${roles.join(' ')})`);
  for (const role of roles) assert.ok(known.has(role), `${role} is a service`);
  for (const remote of apps.remotes) assert.ok(roles.includes(remote.federationName), `${remote.folder} runs`);
});

test('two API processes, PostgreSQL, MinIO and one entry point', () => {
  for (const service of ['postgres', 'minio', 'api-1', 'api-2', 'shell', 'entry']) assert.match(compose, new RegExp(`^  ${service}:`, 'm'), service);
  assert.match(nginx, /server api-1:4000/);
  assert.match(nginx, /server api-2:4000/);
  for (const secret of ['POSTGRES_PASSWORD', 'KEEPSAKE_AUTH_SECRET', 'KEEPSAKE_PLATFORM_TOKEN', 'MINIO_ROOT_PASSWORD']) {
    assert.match(compose, new RegExp(`\\$\\{${secret}:\\?`), `${secret} must be set`);
  }
});

test('nginx sends each remote folder to that remote at its apps.json port', () => {
  for (const remote of apps.remotes) {
    assert.match(nginx, new RegExp(`location /${remote.folder}/ \\{ proxy_pass http://${remote.folder}:${remote.port}/; \\}`), remote.folder);
    assert.match(compose, new RegExp(`^  ${remote.folder}:`, 'm'), `compose runs ${remote.folder}`);
  }
  assert.match(nginx, /server shell:3000;/);
  // The entry's fixed address is the one proxy the API trusts for X-Forwarded-For.
  const address = /ipv4_address: ([\d.]+)/.exec(compose)?.[1];
  assert.ok(address && compose.includes(`TRUSTED_PROXY_ADDRESSES: ${address}`));
});
