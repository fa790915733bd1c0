import { spawnSync } from 'node:child_process';
import { chromiumPath } from '../e2e/chromium.ts';

const isRoot = process.getuid?.() === 0;
const hasApt = spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0;

// Debian's Chromium where apt is available as root; Playwright's own download elsewhere.
export function ensureChromium() {
  if (chromiumPath) return;
  const run = (command: string) => spawnSync('sh', ['-c', command], { stdio: 'inherit' }).status === 0;
  console.log('› Chromium is missing: installing it');
  const installed =
    isRoot && hasApt
      ? run('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium')
      : run('pnpm exec playwright install chromium');
  if (!installed) throw new Error('could not install Chromium for the end-to-end tests');
}
