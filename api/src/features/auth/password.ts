import { randomBytes, scrypt as scryptCallback, timingSafeEqual, type ScryptOptions } from 'node:crypto';

// scrypt with one of OWASP's recommended settings (N=2^15, r=8, p=3: 32 MiB, ~0.1 s), computed by
// Node's native scrypt. better-auth's default is the same algorithm in pure JS, ~20× slower here.
// The parameters travel with the hash so they can be raised later without breaking old hashes.
const PARAMS = { N: 2 ** 15, r: 8, p: 3 } as const;
const KEY_LENGTH = 64;
// better-auth's own format "<salt>:<key>" (N=16384, r=16, p=1) is still verified, so accounts created
// by better-auth's default hasher keep working.
const LEGACY_PARAMS = { N: 16384, r: 16, p: 1 } as const;

function scrypt(password: string, salt: string, params: { N: number; r: number; p: number }): Promise<Buffer> {
  const options: ScryptOptions = { ...params, maxmem: 256 * params.N * params.r * params.p + 1024 * 1024 };
  return new Promise((resolve, reject) =>
    scryptCallback(password.normalize('NFKC'), salt, KEY_LENGTH, options, (error, key) => (error ? reject(error) : resolve(key))),
  );
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16).toString('hex');
  const key = await scrypt(password, salt, PARAMS);
  return `scrypt$${PARAMS.N}$${PARAMS.r}$${PARAMS.p}$${salt}$${key.toString('hex')}`;
}

export async function verifyPassword({ hash, password }: { hash: string; password: string }): Promise<boolean> {
  let salt: string | undefined;
  let expectedHex: string | undefined;
  let params: { N: number; r: number; p: number };
  if (hash.startsWith('scrypt$')) {
    const [, n, r, p, s, k] = hash.split('$');
    params = { N: Number(n), r: Number(r), p: Number(p) };
    if (![params.N, params.r, params.p].every((value) => Number.isInteger(value) && value > 0)) return false;
    salt = s;
    expectedHex = k;
  } else {
    [salt, expectedHex] = hash.split(':');
    params = LEGACY_PARAMS;
  }
  if (!salt || !expectedHex) return false;
  const expected = Buffer.from(expectedHex, 'hex');
  const actual = await scrypt(password, salt, params);
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}
