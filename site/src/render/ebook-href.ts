import type { SiteSettings } from '@seniorguide/content';
import { EBOOK_PDF_PATH } from '@seniorguide/funnel';
import { mediaSrc } from '../lib/media/media-url.ts';

/**
 * Where the guide is downloaded from: the PDF a marketer uploaded in the CMS (served from this origin
 * under /media), else the settings' public path, else the bundled file.
 */
export function getEbookHref(ebook: SiteSettings['ebook']): string {
  const uploaded = mediaSrc(ebook.file);
  if (uploaded && (ebook.file?.mimeType === 'application/pdf' || uploaded.toLowerCase().endsWith('.pdf')))
    return uploaded;
  const path = ebook.publicPath.trim();
  return path.startsWith('/') && !path.startsWith('//') ? path : EBOOK_PDF_PATH;
}
