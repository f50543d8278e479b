import { existsSync } from 'node:fs';

// Test tools never download a browser here: the system Chromium (Debian package `chromium`) is used.
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export function chromiumLaunchOptions() {
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error(`Chromium not found at ${CHROMIUM_PATH}. Install it with: apt-get install -y chromium (or set CHROMIUM_PATH).`);
  }
  return {
    executablePath: CHROMIUM_PATH,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      // Every demo home on its own domain (issue 27): *.keepsake.test resolves to this machine, as DNS
      // would send it to the deployment. The port stays the e2e shell's.
      '--host-resolver-rules=MAP *.keepsake.test 127.0.0.1',
    ],
  };
}
