// The one-command run: builds what changed, starts the CMS, the tracker and the site on the embedded stores,
// prints where they are, and stops them all on Ctrl-C.
import { fromRoot } from './lib/paths.ts';
import { buildAll } from './build.ts';
import { defaultPorts, productConfig, startProduct } from './lib/product.ts';

const dataDir = process.env.DATA_DIR ?? fromRoot('data');

await buildAll();
const config = productConfig({ dataDir, ports: defaultPorts });
const product = await startProduct(config).catch((error: unknown) => {
  console.error(`\n✗ the product did not start: ${error instanceof Error ? error.message : error}`);
  process.exit(1);
});

console.log(`
  Senior Benefits Guide is running (data in ${dataDir})

  Visitor site       ${product.urls.site}          (pages and /api/*)
  Operator dashboard ${product.urls.site}/analytics
  CMS admin          ${product.urls.cms}/admin

  First admin (also an operator): ${config.adminEmail} / ${config.adminPassword}
  (set on the first run; change it in the CMS admin. Kept in ${dataDir}/secrets.json)
  Emails are written to ${dataDir}/outbox/ (set SMTP_URL to send them).

  Ctrl-C stops everything.
`);

let stopping = false;
const shutdown = async (exitCode: number) => {
  if (stopping) return;
  stopping = true;
  console.log('\n› stopping…');
  await product.stop();
  process.exit(exitCode);
};
process.on('SIGINT', () => void shutdown(0));
process.on('SIGTERM', () => void shutdown(0));
for (const service of product.services) {
  service.child.once('exit', (code) => {
    if (stopping) return;
    console.error(`✗ ${service.name} stopped unexpectedly (exit ${code}); stopping the rest`);
    void shutdown(1);
  });
}
