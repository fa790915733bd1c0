// Lighthouse (mobile) on every visitor route and on the dashboard signed out and signed in, against the whole
// product: builds what changed, starts it on free ports with a fresh data folder (seeded content), signs the
// first admin in for the dashboard, and runs site/scripts/lighthouse.ts twice. LIGHTHOUSE_RUNS (3) as there.
//
//   node scripts/lighthouse-product.ts
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildAll } from './build.ts';
import { e2ePorts } from './e2e/ports.ts';
import { fromRoot } from './lib/paths.ts';
import { productConfig, startProduct } from './lib/product.ts';

const visitorRoutes = [
  '/',
  '/v2',
  '/v3',
  '/continue-registration',
  '/continue-registration-2',
  '/continue-registration/adq',
  '/thank-you?email=reader%40example.com',
  '/ebook-download?email=reader%40example.com',
  '/redirect?url=https%3A%2F%2Fexample.com',
  '/offer-landing/emergency-pendant',
  '/offer-landing/dental-savings',
  '/offer-landing/hearing-aids',
  '/no-such-page',
  '/analytics',
];

function runLighthouse(siteUrl: string, env: Record<string, string>): void {
  const run = spawnSync(process.execPath, ['scripts/lighthouse.ts', siteUrl], {
    cwd: fromRoot('site'),
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  if (run.status !== 0) throw new Error(`lighthouse.ts ended with ${run.status}`);
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'seniorguide-lighthouse-'));
await buildAll();
const config = productConfig({ dataDir, ports: e2ePorts, quiet: true });
const product = await startProduct(config);
try {
  const siteUrl = product.urls.site.replace('localhost', '127.0.0.1');
  const login = await fetch(`${product.urls.cms}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: config.adminEmail, password: config.adminPassword }),
  });
  if (!login.ok) throw new Error(`CMS sign-in failed: ${login.status}`);
  const { token } = (await login.json()) as { token: string };
  console.log('Visitor routes and the dashboard signed out:');
  runLighthouse(siteUrl, { LIGHTHOUSE_PAGES: visitorRoutes.join(',') });
  console.log('The dashboard signed in:');
  runLighthouse(siteUrl, { LIGHTHOUSE_PAGES: '/analytics', LIGHTHOUSE_COOKIE: `payload-token=${token}` });
} finally {
  await product.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
