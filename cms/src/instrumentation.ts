// Boots Payload when the server starts instead of on the first request, so migrations, the first
// admin and the seed content are in place before anyone asks. NEXT_RUNTIME is set by Next itself.
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const [{ getPayload }, { default: config }] = await Promise.all([import('payload'), import('@payload-config')]);
  await getPayload({ config });
}
