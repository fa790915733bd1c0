// Boots Payload when the server starts instead of on the first request, so migrations, the first
// admin and the seed content are in place before anyone asks, and starts the runner of scheduled publishes
// (`cron`: Payload's jobs autoRun, src/publishing/scheduled-publishing.ts). NEXT_RUNTIME is set by Next itself.
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  try {
    const [{ getPayload }, { default: config }] = await Promise.all([import('payload'), import('@payload-config')]);
    await getPayload({ config, cron: true });
  } catch (error) {
    // A CMS with an invalid environment or an unreachable database must not start half-working.
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
