import { PreviewLinkPanel as PreviewLinkPanel_00dd470459aea993795a0aa1c2a42c32 } from '../../../preview/PreviewLinkPanel.tsx'
import { PublishWithCountingWarning as PublishWithCountingWarning_6e0adb74c7a3c9dd64f25e3daede483b } from '../../../collections/LandingVariants/PublishWithCountingWarning.tsx'
import { VisitorsNeeded as VisitorsNeeded_08dd34a81e72b921407ea96594f701ee } from '../../../collections/Experiments/VisitorsNeeded.tsx'
import { CollectionCards as CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1 } from '@payloadcms/next/rsc'

/** @type import('payload').ImportMap */
export const importMap = {
  "/preview/PreviewLinkPanel.tsx#PreviewLinkPanel": PreviewLinkPanel_00dd470459aea993795a0aa1c2a42c32,
  "/collections/LandingVariants/PublishWithCountingWarning.tsx#PublishWithCountingWarning": PublishWithCountingWarning_6e0adb74c7a3c9dd64f25e3daede483b,
  "/collections/Experiments/VisitorsNeeded.tsx#VisitorsNeeded": VisitorsNeeded_08dd34a81e72b921407ea96594f701ee,
  "@payloadcms/next/rsc#CollectionCards": CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1
}
