import { z } from 'zod';
import type { TrustProxySetting } from './client-address.ts';
import { localOrigins } from './page-cache/public-hosts.ts';

const isBareOrigin = (value: string) => {
  if (!URL.canParse(value)) return false;
  const url = new URL(value);
  return url.pathname === '/' && !url.search && !url.hash && !url.username && !url.password;
};

// The process-level settings of the visitor origin; page-level settings come through `astro:env`.
const serverEnvSchema = z.object({
  /** `production` marks the site's own cookies (the landing assignment) Secure. */
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  SITE_PORT: z.coerce.number().int().min(1).max(65_535).default(4321),
  SITE_HOST: z.string().min(1).default('127.0.0.1'),
  SITE_TRACKER_URL: z.url().default('http://127.0.0.1:4000'),
  /**
   * The secret the tracker's TRACKER_FORWARDED_SECRET holds: the /api forwarder sends it with the visitor's
   * address, which the tracker believes only then (server/tracker-proxy.ts). Unset (or empty): not sent.
   */
  SITE_TRACKER_FORWARDED_SECRET: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.string().min(32, 'SITE_TRACKER_FORWARDED_SECRET must be at least 32 characters').optional(),
  ),
  /**
   * The CMS's CMS_PREVIEW_SECRET: preview links are verified with it before a page shows drafts
   * (server/preview/). Unset (or empty): every preview link is refused.
   */
  SITE_PREVIEW_SECRET: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.string().min(32, 'SITE_PREVIEW_SECRET must be at least 32 characters').optional(),
  ),
  /**
   * Who stands in front of the site and may tell it the visitor's address (server/client-address.ts):
   * `false` (default: visitors connect directly), one proxy at these addresses/subnets, or a hop count.
   */
  SITE_TRUST_PROXY: z
    .string()
    .trim()
    .min(1)
    .default('false')
    .transform((value): TrustProxySetting => (value === 'false' ? false : /^\d+$/.test(value) ? Number(value) : value))
    .refine(
      (value) => value !== 'true',
      'true would let any client choose its address: name the proxy or count the hops.',
    ),
  /**
   * The origins visitors reach the site at, comma-separated (`https://guide.example.com`): the only Host
   * headers the page memory keeps pages for (server/page-cache/public-hosts.ts). Unset: this machine's names
   * on SITE_PORT (localhost, 127.0.0.1, [::1]).
   */
  SITE_PUBLIC_ORIGINS: z
    .string()
    .optional()
    .transform((value) =>
      (value ?? '')
        .split(',')
        .map((origin) => origin.trim())
        .filter(Boolean),
    )
    .pipe(
      z.array(z.url({ protocol: /^https?$/ }).refine(isBareOrigin, 'an origin only: scheme, host and port, no path')),
    ),
});

export type ServerEnv = z.infer<typeof serverEnvSchema>;

export function readServerEnv(source: NodeJS.ProcessEnv = process.env): ServerEnv {
  const parsed = serverEnvSchema.safeParse(source);
  if (parsed.success) {
    const { SITE_PUBLIC_ORIGINS: origins, SITE_PORT: port } = parsed.data;
    return { ...parsed.data, SITE_PUBLIC_ORIGINS: origins.length > 0 ? origins : localOrigins(port) };
  }
  const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
  throw new Error(`Invalid site environment:\n  ${problems.join('\n  ')}`);
}
