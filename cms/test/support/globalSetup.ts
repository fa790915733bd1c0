import { buildAll } from '../../../scripts/build.ts';

/**
 * The integration tests run the production server, so they need a build of the current sources.
 * The workspace's build step skips what is current and holds the build lock, so this build and the
 * product's (or the Playwright run's) never write into the same .next at once or build twice.
 */
export default async function buildWhenStale(): Promise<void> {
  await buildAll();
}
