import type { z } from 'zod';
import type { siteSettingsSchema } from '../schemas/site-settings.ts';

export type SiteSettings = z.output<typeof siteSettingsSchema>;
export type SiteLegal = SiteSettings['legal'];
export type SiteSocial = SiteSettings['social'];
export type SiteRedirect = SiteSettings['redirect'];
export type SiteIntegrations = SiteSettings['integrations'];
export type SiteEmail = SiteSettings['email'];
export type SiteEbook = SiteSettings['ebook'];
