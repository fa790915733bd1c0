import type { GlobalConfig } from 'payload';
import { isMarketerOrAdmin, isStaffOrPublished } from '../../access/index.ts';
import { revalidateGlobalOnPublish } from '../../hooks/revalidateOnPublish.ts';
import { previewLinkField } from '../../preview/preview-link-field.ts';
import { livePreview } from '../../preview/live-preview.ts';
import { previewLinkEndpoint } from '../../preview/preview-link-endpoint.ts';
import { globalSlugs } from '../../slugs.ts';
import { continueRegistrationTab } from './continueRegistrationTab.ts';
import { otherPagesTab } from './otherPagesTab.ts';
import { schedulableDrafts } from '../../publishing/scheduled-publishing.ts';

export const PageTexts: GlobalConfig = {
  slug: globalSlugs.pageTexts,
  label: 'Page texts',
  admin: {
    group: 'Content',
    description: 'Words in {braces} ({email}, {seconds}, {current}, {total}) are filled in by the site; keep them.',
    livePreview,
  },
  endpoints: [previewLinkEndpoint({ global: globalSlugs.pageTexts })],
  access: { read: isStaffOrPublished, update: isMarketerOrAdmin },
  versions: { drafts: schedulableDrafts, max: 50 },
  hooks: { afterChange: [revalidateGlobalOnPublish] },
  fields: [previewLinkField, { type: 'tabs', tabs: [continueRegistrationTab, ...otherPagesTab] }],
};
