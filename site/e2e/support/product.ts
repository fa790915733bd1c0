// Addresses of the product the global setup started (scripts/e2e/global-setup.ts).

function required(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: run the specs through the root playwright.config.ts`);
  return value;
}

export const product = {
  get siteUrl() {
    return required('E2E_SITE_URL');
  },
  get cmsUrl() {
    return required('E2E_CMS_URL');
  },
  get trackerUrl() {
    return required('E2E_TRACKER_URL');
  },
  get adminEmail() {
    return required('E2E_ADMIN_EMAIL');
  },
  get adminPassword() {
    return required('E2E_ADMIN_PASSWORD');
  },
  /** The admin's CMS token, made once by the global setup: concurrent sign-ins of one user race in Payload. */
  get adminToken() {
    return required('E2E_ADMIN_TOKEN');
  },
};

/** Each spec file that starts its own site takes a port of its own from this range. */
export const specSitePorts = {
  contentOutage: 4461,
  trackerOutage: 4462,
  errorMonitor: 4463,
  thirdParties: 4464,
  browserProtections: 4465,
  landingExperiment: 4466,
  pageCacheFlood: 4467,
  staffPages: 4468,
} as const;

/** A fresh email per test, so signups never collide across runs and workers. */
export function uniqueEmail(label: string): string {
  return `${label}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;
}
