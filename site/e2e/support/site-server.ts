import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

// A second visitor origin started by a spec, from the build the global setup made, so a spec can point
// it at a CMS or tracker that is down without touching the shared product.

const siteDir = fileURLToPath(new URL('../..', import.meta.url));

export type StartedSite = { url: string; stop: () => Promise<void>; output: () => string };

export type StartSiteInput = {
  port: number;
  cmsUrl: string;
  trackerUrl: string;
  revalidateSecret?: string;
  /** What the tracker behind it holds as TRACKER_FORWARDED_SECRET (the shared product's: E2E_FORWARDED_SECRET). */
  forwardedSecret?: string | undefined;
  /** What the tracker behind it holds as TRACKER_EXPERIMENT_SECRET: the site signs landing assignments with it. */
  experimentSecret?: string | undefined;
};

async function waitUntilAnswering(url: string, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`site exited early:\n${output()}`);
    try {
      await fetch(url, { signal: AbortSignal.timeout(2_000) });
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 150));
    }
  }
  throw new Error(`site at ${url} did not answer:\n${output()}`);
}

export async function startSite({
  port,
  cmsUrl,
  trackerUrl,
  revalidateSecret = 'e2e-secret',
  forwardedSecret = process.env.E2E_FORWARDED_SECRET,
  experimentSecret,
}: StartSiteInput): Promise<StartedSite> {
  const child = spawn(process.execPath, ['server.ts'], {
    cwd: siteDir,
    env: {
      ...process.env,
      SITE_PORT: String(port),
      SITE_HOST: '127.0.0.1',
      SITE_CMS_URL: cmsUrl,
      SITE_TRACKER_URL: trackerUrl,
      SITE_REVALIDATE_SECRET: revalidateSecret,
      // As in the shared product: the specs' X-Forwarded-For stands for each visitor's address.
      SITE_TRUST_PROXY: 'loopback',
      // The tracker believes the address the site forwards only with its secret.
      SITE_TRACKER_FORWARDED_SECRET: forwardedSecret ?? '',
      // Unset, the site signs assignments with a key of its own, which no tracker verifies.
      SITE_EXPERIMENT_SECRET: experimentSecret ?? '',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  child.stdout?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  const url = `http://127.0.0.1:${port}`;
  await waitUntilAnswering(`${url}/favicon.svg`, child, () => log);
  return {
    url,
    output: () => log,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

/** An address on this machine where nothing listens: a CMS or tracker that is down. */
export const nothingListensUrl = 'http://127.0.0.1:9';
