import { test } from '@playwright/test';
import { createServer } from 'node:net';
import { startSite, type StartedSite } from './site-server.ts';
import { product } from './product.ts';
import { startSwitchableProxy, type SwitchableProxy } from './switchable-proxy.ts';

// A site of the spec's own whose CMS settings name third parties, the way a marketer would set them in
// /admin, rewritten on the way from the real CMS to this site only: the shared product stays untouched.

/** Ports of the part-2 specs that start a site of their own (4500–4599 is this part's range). */
export const part2SitePorts = {
  adCampaign: 4561,
  attribution: 4562,
  ebookUpload: 4563,
  thirdParties: 4564,
} as const;

function isPortFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer()
      .once('error', () => resolve(false))
      .listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });
}

/** The preferred port when it is free, else another free one of the range, so two test runs never collide. */
async function pickPort(preferred: number): Promise<number> {
  const candidates = [
    preferred,
    ...Array.from({ length: 40 }, (_, index) => 4560 + ((preferred - 4560 + index * 7) % 40)),
  ];
  for (const port of candidates) if (await isPortFree(port)) return port;
  throw new Error('no free port in 4560–4599 for a spec site');
}

/** Stand-in addresses: the specs serve each one with `page.route`, as the third party would. */
export const standIns = {
  pixelTemplate: 'https://pixel.stand-in.test/confirm?sub={subId}',
  pixelOrigin: 'https://pixel.stand-in.test',
  adScriptUrl: 'https://ads.stand-in.test/form.js',
  exitUrl: 'https://exit.stand-in.test/landing',
  tagManagerContainerId: 'GTM-PART2',
} as const;

export type Integrations = {
  affiliatePixelUrlTemplate?: string | null;
  referralWidgetScriptUrl?: string | null;
  tagManagerContainerId?: string | null;
  adNetworkScriptUrl?: string | null;
  adNetworkExitUrl?: string | null;
};

type SettingsRewrite = { integrations?: Integrations; ebook?: Record<string, unknown> };

export type OwnSite = StartedSite & { cms: SwitchableProxy };

export async function startSiteWithSettings({
  port,
  integrations = {},
  ebook,
}: { port: number } & SettingsRewrite): Promise<OwnSite> {
  const cms = await startSwitchableProxy(product.cmsUrl, (path, body) => {
    if (path !== '/api/globals/site-settings' || typeof body !== 'object' || body === null) return body;
    const settings = body as { integrations?: Integrations; ebook?: Record<string, unknown> };
    return {
      ...settings,
      integrations: { ...settings.integrations, ...integrations },
      ...(ebook ? { ebook: { ...settings.ebook, ...ebook } } : {}),
    };
  });
  const site = await startSite({ port: await pickPort(port), cmsUrl: cms.url, trackerUrl: product.trackerUrl });
  return {
    ...site,
    cms,
    stop: async () => {
      await site.stop();
      await cms.close();
    },
  };
}

/**
 * Starts this spec file's own site before its tests and stops it after them. The result is called inside a
 * test: it throws when the site did not start, so the test says why instead of failing on `undefined`.
 */
export function useSiteWithSettings(options: { port: number } & SettingsRewrite): () => OwnSite {
  let started: OwnSite | undefined;
  test.beforeAll(async () => {
    started = await startSiteWithSettings(options);
  });
  test.afterAll(async () => started?.stop());
  return () => {
    if (!started) throw new Error('the spec site did not start');
    return started;
  };
}
