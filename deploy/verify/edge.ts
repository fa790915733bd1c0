import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { fromRoot } from '../../scripts/lib/paths.ts';
import type { Service } from '../../scripts/lib/processes.ts';
import { edgeOrigins, type VerifyPorts } from './production-services.ts';

// Runs Debian's Caddy (apt-get install caddy) on deploy/Caddyfile, the file docker-compose mounts, with
// plain-http addresses on local ports and the services' local addresses as upstreams.

export function startEdge({
  ports,
  stateDir,
  forwardedSecret,
}: {
  ports: VerifyPorts;
  stateDir: string;
  forwardedSecret: string;
}): Service {
  mkdirSync(stateDir, { recursive: true });
  const origins = edgeOrigins(ports);
  const child = spawn('caddy', ['run', '--config', fromRoot('deploy/Caddyfile'), '--adapter', 'caddyfile'], {
    env: {
      ...process.env,
      // Caddy keeps certificates and autosaved config under these; a scratch folder keeps the run isolated.
      XDG_DATA_HOME: path.join(stateDir, 'data'),
      XDG_CONFIG_HOME: path.join(stateDir, 'config'),
      CADDY_ADMIN_ADDRESS: `localhost:${ports.caddyAdmin}`,
      ACME_EMAIL: 'ops@example.com',
      SITE_ADDRESS: origins.site,
      CMS_ADDRESS: origins.cms,
      SITE_UPSTREAM: `127.0.0.1:${ports.site}`,
      TRACKER_UPSTREAM_HOST: '127.0.0.1',
      TRACKER_UPSTREAM_PORT: String(ports.tracker),
      CMS_UPSTREAM: `127.0.0.1:${ports.cms}`,
      TRACKER_FORWARDED_SECRET: forwardedSecret,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  const errors: string[] = [];
  child.stderr?.on('data', (chunk: Buffer) => errors.push(chunk.toString()));
  child.once('exit', (code) => {
    if (code !== 0 && code !== null)
      process.stderr.write(`[edge] caddy exited with ${code}\n${errors.join('').slice(-2000)}\n`);
  });
  return { name: 'edge', child };
}
