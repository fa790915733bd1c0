import { z } from 'zod';

// The process-level settings of the visitor origin; page-level settings come through `astro:env`.
const serverEnvSchema = z.object({
  SITE_PORT: z.coerce.number().int().min(1).max(65_535).default(4321),
  SITE_HOST: z.string().min(1).default('127.0.0.1'),
  SITE_TRACKER_URL: z.url().default('http://127.0.0.1:4000'),
});

export type ServerEnv = z.infer<typeof serverEnvSchema>;

export function readServerEnv(source: NodeJS.ProcessEnv = process.env): ServerEnv {
  const parsed = serverEnvSchema.safeParse(source);
  if (parsed.success) return parsed.data;
  const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
  throw new Error(`Invalid site environment:\n  ${problems.join('\n  ')}`);
}
