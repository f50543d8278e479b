// The browser tests use the system Chromium (Debian package `chromium`); test tools never download one.
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';

export const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

export function ensureChromium() {
  if (existsSync(CHROMIUM)) return;
  const root = typeof process.getuid === 'function' && process.getuid() === 0;
  if (root && existsSync('/usr/bin/apt-get')) {
    console.log('Chromium is missing: installing the Debian package `chromium`…');
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    const update = spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
    const add = update.status === 0 && spawnSync('apt-get', ['install', '-y', '-qq', 'chromium', 'fonts-dejavu-core'], { stdio: 'inherit', env });
    if (add && add.status === 0 && existsSync(CHROMIUM)) return;
  }
  console.error(`Chromium is needed for the end-to-end tests and was not found at ${CHROMIUM}.
Install it with: sudo apt-get install -y chromium   (or set CHROMIUM_PATH to a Chromium binary)`);
  process.exit(1);
}
