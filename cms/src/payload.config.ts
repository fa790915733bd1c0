import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildConfig } from 'payload';
import sharp from 'sharp';
import { DemoPages } from './collections/DemoPages/index.ts';
import { Experiments } from './collections/Experiments/index.ts';
import { LandingVariants } from './collections/LandingVariants/index.ts';
import { Media } from './collections/Media/index.ts';
import { Offers } from './collections/Offers/index.ts';
import { TrafficSources } from './collections/TrafficSources/index.ts';
import { Users } from './collections/Users/index.ts';
import { createDatabaseAdapter } from './database.ts';
import { smtpEmail } from './email/smtp-email.ts';
import { env } from './env.ts';
import { AffiliatePayouts } from './globals/AffiliatePayouts/index.ts';
import { OfferOrder } from './globals/OfferOrder/index.ts';
import { PageTexts } from './globals/PageTexts/index.ts';
import { PostbackSettings } from './globals/PostbackSettings/index.ts';
import { Section8Bonus } from './globals/Section8Bonus/index.ts';
import { SiteSettings } from './globals/SiteSettings/index.ts';
import { prepareOnFirstStart } from './seed/prepareOnFirstStart.ts';
import { publishingTimezones, scheduledPublishRunner } from './publishing/scheduled-publishing.ts';
import { allowedOrigins } from './security/allowed-origins.ts';
import { collectionSlugs } from './slugs.ts';

const dirname = path.dirname(fileURLToPath(import.meta.url));

export default buildConfig({
  secret: env.PAYLOAD_SECRET,
  ...(env.SMTP_URL
    ? { email: smtpEmail({ url: env.SMTP_URL, fromAddress: env.CMS_EMAIL_FROM, fromName: 'Senior Benefits Guide' }) }
    : {}),
  admin: {
    user: collectionSlugs.users,
    // The default avatar loads from an outside service; this one is drawn locally.
    avatar: 'default',
    importMap: { baseDir: dirname },
    meta: { titleSuffix: ' · Senior Savings Guide CMS' },
    timezones: publishingTimezones,
  },
  collections: [LandingVariants, Offers, DemoPages, Experiments, TrafficSources, Media, Users],
  globals: [SiteSettings, PageTexts, Section8Bonus, PostbackSettings, AffiliatePayouts, OfferOrder],
  jobs: scheduledPublishRunner,
  db: createDatabaseAdapter({ databaseUri: env.DATABASE_URI, migrationDir: path.resolve(dirname, 'migrations') }),
  sharp,
  // Nothing in the product reads GraphQL, and one request there could carry a dozen aliased sign-ins.
  graphQL: { disable: true },
  // The admin cookie is honoured only from the CMS's own origin and the site's (SECURITY.md).
  csrf: allowedOrigins({ publicUrl: env.CMS_PUBLIC_URL, publicSiteUrl: env.CMS_PUBLIC_SITE_URL, port: env.CMS_PORT }),
  typescript: {
    outputFile: path.resolve(dirname, 'payload-types.ts'),
    // The site imports these types; the module augmentation lives in payload-augmentation.d.ts.
    declare: false,
  },
  telemetry: false,
  onInit: prepareOnFirstStart,
});
