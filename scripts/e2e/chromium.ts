import { existsSync } from 'node:fs';

// Debian's Chromium where it is installed (Playwright cannot download its own on these machines);
// elsewhere Playwright's own browser.
const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];
export const chromiumPath = candidates.find((candidate) => candidate && existsSync(candidate));

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
