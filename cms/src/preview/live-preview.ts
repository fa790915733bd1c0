import type { LivePreviewConfig } from 'payload';
import { adminOriginOf, getPreviewSettings } from './preview-settings.ts';
import { previewArmQuery } from './preview-arm.ts';
import { previewPathOf } from './preview-path.ts';
import { buildPreviewUrl } from './preview-url.ts';

// Payload's live preview: the draft's page on the real site beside the form, at a phone's and a desktop's
// width. The frame's link is signed like a shared one, lives an hour and may be framed by the admin only.
// Every save (draft or publish) asks for a new link, so the frame reloads with what was saved.

const livePreviewLifetimeMs = 60 * 60 * 1000;

export const previewBreakpoints = [
  { name: 'phone', label: 'Phone (390 × 844)', width: 390, height: 844 },
  { name: 'desktop', label: 'Desktop (1280 × 900)', width: 1280, height: 900 },
];

/** Set on each collection and global a page of the site shows (preview-path.ts). */
export const livePreview: LivePreviewConfig = {
  breakpoints: previewBreakpoints,
  url: ({ data, collectionConfig, globalConfig, req }) => {
    const settings = getPreviewSettings();
    const document = { collection: collectionConfig?.slug, global: globalConfig?.slug, data };
    const path = previewPathOf(document);
    if (!settings || !path) return null;
    return buildPreviewUrl({
      ...settings,
      path,
      expiresAt: Date.now() + livePreviewLifetimeMs,
      frameOrigin: adminOriginOf(req.url),
      tracking: previewArmQuery(document),
    });
  },
};
