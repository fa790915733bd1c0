import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { withPayload } from '@payloadcms/next/withPayload';
import { cmsSecurityHeaders, uploadFileHeaders } from './src/security/response-headers.mjs';

// In the pnpm workspace, tracing and Turbopack must see the whole workspace (hoisted packages
// and @seniorguide/content live outside cms/).
const workspaceRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** @type {import('next').NextConfig} */
const nextConfig = {
  outputFileTracingRoot: workspaceRoot,
  turbopack: { root: workspaceRoot },
  transpilePackages: [
    '@seniorguide/contracts',
    '@seniorguide/content',
    '@seniorguide/funnel',
    '@seniorguide/postbacks',
  ],
  poweredByHeader: false,
  // The test command's typecheck stage runs tsc on this workspace, route types included (`next typegen` in
  // its typecheck script), so the build does not check the same files a second time (about 20 s a build).
  typescript: { ignoreBuildErrors: true },
  experimental: {
    // Turbopack's persistent build cache, on by default, is written after every build (about 40 s of a cold
    // one) and read only by a later build of changed sources on the same machine: a fresh clone (CI, a new
    // machine's `npm start`) never reads it, and scripts/build.ts skips a build whose inputs are unchanged.
    turbopackFileSystemCacheForBuild: false,
  },
  // A later rule's header replaces an earlier one's, and both replace what a route handler set, so the
  // uploaded files' own policy is named here too (src/security/served-uploads.ts sets the rest).
  headers: async () => [
    { source: '/:path*', headers: cmsSecurityHeaders },
    { source: '/api/:collection/file/:path*', headers: uploadFileHeaders },
  ],
};

export default withPayload(nextConfig, { devBundleServerPackages: false });
