// Builds what changed and starts the whole product on test ports with a fresh data folder;
// specs read the addresses from E2E_* variables (baseURL is the visitor origin).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildAll } from '../build.ts';
import { productConfig, startProduct } from '../lib/product.ts';
import { e2ePorts } from './ports.ts';
import { reportScan } from './privacy-scan/report-scan.ts';
import { scanRun } from './privacy-scan/scan-run.ts';

// Payload keeps sessions inside the user document, so two sign-ins of one user at the same moment can
// overwrite each other's session. Specs therefore share one admin token made here instead of signing in.
async function signInAsAdmin({ cmsUrl, email, password }: { cmsUrl: string; email: string; password: string }) {
  const response = await fetch(`${cmsUrl}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (!response.ok)
    throw new Error(`the admin could not sign in to the CMS: ${response.status} ${await response.text()}`);
  const { token } = (await response.json()) as { token: string };
  return token;
}

export default async function globalSetup() {
  await buildAll();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'seniorguide-e2e-'));
  const logDir = path.join(dataDir, 'logs');
  const config = { ...productConfig({ dataDir, ports: e2ePorts, quiet: !process.env.E2E_VERBOSE }), logDir };
  // Specs play the edge proxy: each visitor's X-Forwarded-For from this machine stands for its address.
  const product = await startProduct({ ...config, extraEnv: { site: { SITE_TRUST_PROXY: 'loopback' } } });
  Object.assign(process.env, {
    E2E_ADMIN_TOKEN: await signInAsAdmin({
      cmsUrl: product.urls.cms,
      email: config.adminEmail,
      password: config.adminPassword,
    }),
    E2E_SITE_URL: product.urls.site,
    E2E_CMS_URL: product.urls.cms,
    E2E_TRACKER_URL: product.urls.tracker,
    E2E_ADMIN_EMAIL: config.adminEmail,
    E2E_ADMIN_PASSWORD: config.adminPassword,
    E2E_DATA_DIR: dataDir,
    // Sites the specs start in front of the shared tracker send it, as the product's own site does.
    E2E_FORWARDED_SECRET: config.secrets.forwarded,
    // Specs sign a preview link that expires within seconds with it, as the CMS signs the admin's.
    E2E_PREVIEW_SECRET: config.secrets.preview,
  });
  // After the last spec: the privacy scan of the tracker's stores and every process's log: no IP address or email in clear.
  return async () => {
    await product.stop();
    try {
      reportScan({ ...scanRun({ dataDir, logDir }), reportFile: process.env.E2E_PRIVACY_SCAN_REPORT });
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  };
}
