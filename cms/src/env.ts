import path from 'node:path';
import { z } from 'zod';

// The only file that reads process.env. Defaults suit a local run started from `cms/`
// (the one-command run passes absolute paths for everything).

export const localDevSecret = 'local-dev-secret-change-me';
export const localAdminPassword = 'local-admin-password';

const dataDir = path.resolve(process.cwd(), '..', 'data');

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  DATABASE_URI: z
    .string()
    .regex(/^(file:|mongodb:\/\/|mongodb\+srv:\/\/)/, 'must start with file:, mongodb:// or mongodb+srv://')
    .default(`file:${path.join(dataDir, 'cms.db')}`),
  PAYLOAD_SECRET: z.string().min(16, 'must be at least 16 characters').default(localDevSecret),
  CMS_ADMIN_EMAIL: z.email().default('admin@example.com'),
  CMS_ADMIN_PASSWORD: z.string().min(8, 'must be at least 8 characters').default(localAdminPassword),
  CMS_SITE_URL: z.url().optional(),
  // Where browsers reach the admin and the site: the only origins the admin cookie is honoured from.
  CMS_PUBLIC_URL: z.url().optional(),
  CMS_PUBLIC_SITE_URL: z.url().optional(),
  CMS_PORT: z
    .string()
    .regex(/^\d{1,5}$/)
    .optional(),
  CMS_REVALIDATE_SECRET: z.string().min(1).optional(),
  CMS_MEDIA_DIR: z.string().default(path.join(dataDir, 'media')),
  // Password-reset mail; without it the CMS prints such mail to its log.
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
    .optional(),
  CMS_EMAIL_FROM: z.email().default('no-reply@localhost'),
  CMS_SEED_MEDIA_DIR: z.string().default(path.resolve(process.cwd(), '..', 'packages', 'content', 'media')),
  // The tracker's key for the postback settings (its TRACKER_CMS_POSTBACK_KEY); without it only staff read them.
  CMS_POSTBACK_READ_KEY: z.string().min(32, 'must be at least 32 characters').optional(),
  // Signs preview links for the site (its SITE_PREVIEW_SECRET); without it the admin offers no preview.
  // Empty is unset: docker-compose passes `${PREVIEW_SECRET:-}` while previews are off.
  CMS_PREVIEW_SECRET: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.string().min(32, 'must be at least 32 characters').optional(),
  ),
  // Test setups only: postback URLs may point at loopback (http: or https:). Refused in production.
  CMS_POSTBACK_ALLOW_LOOPBACK: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true'),
  NEXT_PHASE: z.string().optional(),
});

export type Env = z.infer<typeof envSchema>;

export function parseEnv(source: Record<string, string | undefined>): Env {
  const result = envSchema.safeParse(source);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid CMS environment:\n${problems.join('\n')}`);
  }
  const env = result.data;
  // `next build` runs with NODE_ENV=production but serves nobody; only a real start needs a real secret.
  const isBuilding = env.NEXT_PHASE === 'phase-production-build';
  if (env.NODE_ENV !== 'production' || isBuilding) return env;
  const problems = [
    env.PAYLOAD_SECRET === localDevSecret && '  PAYLOAD_SECRET: set a secret of your own in production',
    // A fresh production database would otherwise get its first admin with a published password.
    env.CMS_ADMIN_PASSWORD === localAdminPassword && '  CMS_ADMIN_PASSWORD: set a password of your own in production',
    env.CMS_POSTBACK_ALLOW_LOOPBACK && '  CMS_POSTBACK_ALLOW_LOOPBACK: loopback postback URLs are for tests only',
  ].filter(Boolean);
  if (problems.length > 0) throw new Error(`Invalid CMS environment:\n${problems.join('\n')}`);
  return env;
}

export const env = parseEnv(process.env);
