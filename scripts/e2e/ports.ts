import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { Ports } from '../lib/product.ts';

// Each test run picks free ports once, in Playwright's main process, and hands them to its workers through
// the environment, so two runs on one machine (or a run beside `npm start`) never collide.
function pickFreePortBase(): number {
  const finder = fileURLToPath(new URL('./free-port-base.ts', import.meta.url));
  return Number(execFileSync(process.execPath, [finder], { encoding: 'utf8' }).trim());
}

process.env.E2E_PORT_BASE ??= String(pickFreePortBase());
const base = Number(process.env.E2E_PORT_BASE);

export const e2ePorts: Ports = { site: base, tracker: base + 1, cms: base + 2 };
