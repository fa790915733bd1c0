import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { withPayload } from '@payloadcms/next/withPayload';
import { cmsSecurityHeaders } from './src/security/response-headers.mjs';

// In the pnpm workspace, tracing and Turbopack must see the whole workspace (hoisted packages
// and @seniorguide/content live outside cms/).
const workspaceRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** @type {import('next').NextConfig} */
const nextConfig = {
  outputFileTracingRoot: workspaceRoot,
  turbopack: { root: workspaceRoot },
  transpilePackages: ['@seniorguide/contracts', '@seniorguide/content', '@seniorguide/funnel', '@seniorguide/postbacks'],
  poweredByHeader: false,
  headers: async () => [{ source: '/:path*', headers: cmsSecurityHeaders }],
};

export default withPayload(nextConfig, { devBundleServerPackages: false });
