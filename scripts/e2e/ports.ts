import { execFileSync } from 'node:child_process';
import type { Ports } from '../lib/product.ts';

// Each test run picks free ports once, in Playwright's main process, and hands them to its workers through
// the environment, so two runs on one machine (or a run beside `npm start`) never collide.
function pickFreePortBase(): number {
  const script = `
    const net = require('node:net');
    const tryBase = (base) => new Promise((resolve) => {
      const servers = [];
      const close = () => servers.forEach((server) => server.close());
      let pending = 3;
      for (const offset of [0, 1, 2]) {
        const server = net.createServer().once('error', () => { close(); resolve(false); });
        server.listen(base + offset, '127.0.0.1', () => { servers.push(server); if (--pending === 0) { close(); resolve(true); } });
      }
    });
    (async () => { for (;;) { const base = 20000 + Math.floor(Math.random() * 20000); if (await tryBase(base)) { console.log(base); return; } } })();`;
  return Number(execFileSync(process.execPath, ['-e', script], { encoding: 'utf8' }).trim());
}

process.env.E2E_PORT_BASE ??= String(pickFreePortBase());
const base = Number(process.env.E2E_PORT_BASE);

export const e2ePorts: Ports = { site: base, tracker: base + 1, cms: base + 2 };
