import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { withPayload } from '@payloadcms/next/withPayload';

// In the pnpm workspace, tracing and Turbopack must see the whole workspace (hoisted packages
// and @seniorguide/content live outside cms/).
const workspaceRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** @type {import('next').NextConfig} */
const nextConfig = {
  outputFileTracingRoot: workspaceRoot,
  turbopack: { root: workspaceRoot },
  transpilePackages: ['@seniorguide/content'],
  poweredByHeader: false,
};

export default withPayload(nextConfig, { devBundleServerPackages: false });
