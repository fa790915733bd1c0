import { resolve } from 'node:path';
import { z } from 'zod';
import { toTrustFunction, type TrustProxySetting } from './trust-proxy.ts';

// The tracker's configuration, read once from process.env at start. Names: docs/decisions.md.

const defaultSecret = 'dev-only-tracker-secret-change-me';

const trustProxySchema = z
  .string()
  .trim()
  .min(1)
  .transform((value, ctx): TrustProxySetting => {
    if (value === 'false') return false;
    if (/^\d+$/.test(value)) return Number(value);
    if (value === 'true') {
      ctx.addIssue({
        code: 'custom',
        message:
          'true would let any client choose its address: name the proxy (loopback, an address or subnet) or count the hops (1).',
      });
      return z.NEVER;
    }
    try {
      toTrustFunction(value);
    } catch (error) {
      ctx.addIssue({
        code: 'custom',
        message: `not an address, subnet or proxy-addr name: ${error instanceof Error ? error.message : String(error)}`,
      });
      return z.NEVER;
    }
    return value;
  });

const positiveInt = z.coerce.number().int().positive();

// docker compose passes an unset optional value as an empty string.
const optionalSetting = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

export const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
    TRACKER_PORT: z.coerce.number().int().min(0).max(65535).default(4000),
    TRACKER_HOST: z.string().min(1).default('127.0.0.1'),
    TRACKER_DB_PATH: z
      .string()
      .min(1)
      .default(resolve(import.meta.dirname, '../../data/tracker.db')),
    MONGODB_URI: z
      .string()
      .regex(/^mongodb(\+srv)?:\/\//, 'MONGODB_URI must start with mongodb:// or mongodb+srv://')
      .optional(),
    TRACKER_MONGODB_DB: z.string().min(1).default('tracker'),
    TRACKER_CMS_URL: z.url().default('http://127.0.0.1:3000'),
    TRACKER_PUBLIC_URL: z.url().default('http://127.0.0.1:4321'),
    /** Where operators open the CMS admin, for the dashboard's links to what changed; TRACKER_CMS_URL when unset. */
    TRACKER_CMS_PUBLIC_URL: z.url().optional(),
    /** The fallback for the alerts' emails (alerts/cms-mail-recipients.ts), while no CMS user chose them: addresses separated by commas. */
    TRACKER_ALERT_EMAILS: z
      .string()
      .default('')
      .transform((value) =>
        value
          .split(',')
          .map((address) => address.trim())
          .filter((address) => address !== ''),
      )
      .pipe(z.array(z.email('TRACKER_ALERT_EMAILS must be email addresses separated by commas')).max(50)),
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\//, 'SMTP_URL must start with smtp:// or smtps://')
      .optional(),
    TRACKER_OUTBOX_DIR: z
      .string()
      .min(1)
      .default(resolve(import.meta.dirname, '../../data/outbox')),
    /** Whose X-Forwarded-For to believe: one proxy at these addresses, or N hops (trust-proxy.ts). */
    TRACKER_TRUST_PROXY: trustProxySchema.default('loopback'),
    TRACKER_SECRET: z.string().min(32, 'TRACKER_SECRET must be at least 32 characters').default(defaultSecret),
    /** The secret the tracker's proxy (the site, the edge) sends in X-Forwarded-Secret (http/forwarded-secret.ts). */
    TRACKER_FORWARDED_SECRET: optionalSetting(
      z.string().min(32, 'TRACKER_FORWARDED_SECRET must be at least 32 characters'),
    ),
    /** Shared with the site (SITE_EXPERIMENT_SECRET): a landing assignment counts only if it verifies under it (experiments/experiment-touch.ts). Unset: no experiment counts anything. */
    TRACKER_EXPERIMENT_SECRET: optionalSetting(
      z.string().min(32, 'TRACKER_EXPERIMENT_SECRET must be at least 32 characters'),
    ),
    /** Requests per IP per minute over all public calls; stricter limits scale from it (see http/rate-limits.ts). */
    TRACKER_RATE_LIMIT_PER_MINUTE: positiveInt.default(600),
    /** Mails (of every kind) to one normalised mailbox in any 24 hours; a real visitor needs one. */
    TRACKER_MAIL_PER_MAILBOX_PER_DAY: positiveInt.default(2),
    /** Mails one caller (client address) may trigger in any 24 hours: a household or a shared connection signs up a few people. */
    TRACKER_MAIL_PER_CALLER_PER_DAY: positiveInt.default(20),
    /** How long the guide email's download link proves ownership of its entry. */
    TRACKER_EMAIL_LINK_DAYS: positiveInt.default(30),
    /** Retention (privacy/retention.ts, PRIVACY.md): days after its last change an entry is deleted. */
    TRACKER_RETENTION_ENTRY_DAYS: positiveInt.default(365),
    /** Days an event stays in the event log; the reports' counters are kept. */
    TRACKER_RETENTION_EVENT_DAYS: positiveInt.default(180),
    /** Days an email given up on keeps its address in the outbox (sent and suppressed ones drop it at once), and the mail-cap log its rows. */
    TRACKER_RETENTION_OUTBOX_DAYS: positiveInt.default(30),
    /** Days a consent record (what a person agreed to, and when) is kept: five years by default, the usual limitation period for a claim. */
    TRACKER_RETENTION_CONSENT_DAYS: positiveInt.default(1825),
    /** The Ed25519 private key (PKCS#8 PEM) that signs consent documents; the run command generates and keeps one for the embedded default. */
    TRACKER_CONSENT_SIGNING_KEY: optionalSetting(z.string().min(1)),
    /** FULL: an acknowledged write survives a power cut (fsync per group commit). NORMAL: it survives a crash of the process, not of the machine. */
    TRACKER_SQLITE_SYNCHRONOUS: z.enum(['FULL', 'NORMAL']).default('FULL'),
    /** DKIM signing of every mail the tracker sends (email/dkim-signing.ts): all of domain, selector and one key source, or none. */
    TRACKER_DKIM_DOMAIN: optionalSetting(z.string().trim().min(1)),
    TRACKER_DKIM_SELECTOR: optionalSetting(
      z
        .string()
        .trim()
        .regex(/^[a-z0-9][a-z0-9._-]*$/i, 'a DNS label such as mail2026'),
    ),
    /** The PEM private key itself (line breaks may be written as \n)… */
    TRACKER_DKIM_PRIVATE_KEY: optionalSetting(z.string().min(1)),
    /** …or a file holding it (a mounted secret). */
    TRACKER_DKIM_PRIVATE_KEY_FILE: optionalSetting(z.string().min(1)),
    /** Shared with the CMS (CMS_POSTBACK_READ_KEY): lets the tracker read the postback settings, which hold signing secrets. Without it postbacks are off. */
    TRACKER_CMS_POSTBACK_KEY: z.string().min(32, 'TRACKER_CMS_POSTBACK_KEY must be at least 32 characters').optional(),
    /** Test setups only: postbacks may go to loopback (http: or https:). Refused in production. */
    TRACKER_POSTBACK_ALLOW_LOOPBACK: z
      .enum(['true', 'false'])
      .default('false')
      .transform((value) => value === 'true'),
    /** Each postback attempt is given up after this long (and retried). */
    TRACKER_POSTBACK_TIMEOUT_MS: positiveInt.max(60_000).default(10_000),
    TRACKER_LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  })
  .superRefine((env, ctx) => {
    if (env.NODE_ENV === 'production' && env.TRACKER_SECRET === defaultSecret) {
      ctx.addIssue({
        code: 'custom',
        path: ['TRACKER_SECRET'],
        message: 'Set TRACKER_SECRET in production (32+ random characters).',
      });
    }
    refineDkim(env, ctx);
    if (env.NODE_ENV === 'production' && env.TRACKER_POSTBACK_ALLOW_LOOPBACK) {
      ctx.addIssue({
        code: 'custom',
        path: ['TRACKER_POSTBACK_ALLOW_LOOPBACK'],
        message: 'Loopback postback targets are for tests only; never allow them in production.',
      });
    }
  });

function refineDkim(env: Record<string, unknown>, ctx: z.RefinementCtx): void {
  const keySources = ['TRACKER_DKIM_PRIVATE_KEY', 'TRACKER_DKIM_PRIVATE_KEY_FILE'].filter(
    (name) => env[name] !== undefined,
  );
  const named = ['TRACKER_DKIM_DOMAIN', 'TRACKER_DKIM_SELECTOR'].filter((name) => env[name] !== undefined);
  if (named.length === 0 && keySources.length === 0) return;
  if (keySources.length > 1) {
    ctx.addIssue({
      code: 'custom',
      path: ['TRACKER_DKIM_PRIVATE_KEY'],
      message: 'give the key or the key file, not both',
    });
  }
  if (named.length < 2 || keySources.length === 0) {
    ctx.addIssue({
      code: 'custom',
      path: ['TRACKER_DKIM_DOMAIN'],
      message:
        'DKIM needs TRACKER_DKIM_DOMAIN, TRACKER_DKIM_SELECTOR and a key (TRACKER_DKIM_PRIVATE_KEY or _FILE) together',
    });
  }
}

export type Env = z.infer<typeof envSchema>;

/** Parses the environment or throws one message listing every problem. */
export function readEnv(source: Record<string, string | undefined>): Env {
  const result = envSchema.safeParse(source);
  if (result.success) return result.data;
  const problems = result.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`).join('\n');
  throw new Error(`Invalid tracker configuration:\n${problems}`);
}
