import type { UIField } from 'payload';

// The sidebar's "Preview link" panel (PreviewLinkPanel.tsx); a UI field stores nothing.
export const previewLinkField: UIField = {
  name: 'previewLink',
  type: 'ui',
  admin: {
    position: 'sidebar',
    components: { Field: '/preview/PreviewLinkPanel.tsx#PreviewLinkPanel' },
  },
};
