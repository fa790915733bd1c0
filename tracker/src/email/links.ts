// Every address the delivery email points at, built in one place so the HTML part, the text part
// and the List-Unsubscribe header can never disagree.

export const guidePdfPath = '/assets/downloads/senior-benefits-guide.pdf';

function originOf(publicUrl: string): string {
  return publicUrl.replace(/\/+$/, '');
}

/**
 * The download page (it tracks the download, then opens the PDF) and the PDF itself. For an entry, the
 * page is reached through the tracker's signed link, which makes the reader's browser the entry's owner
 * first (so it works on any device) and then redirects to the page. Without an entry (a job queued before
 * jobs named their entry) the link is the plain page: a link never carries the address.
 */
export function buildGuideLinks(input: { publicUrl: string; entryId: number | null; entryLinkToken: string | null }): {
  downloadPage: string;
  pdf: string;
} {
  const origin = originOf(input.publicUrl);
  const downloadPage =
    input.entryId !== null && input.entryLinkToken !== null
      ? `${origin}/api/waitlist/${input.entryId}/open?${new URLSearchParams({ token: input.entryLinkToken }).toString()}`
      : `${origin}/ebook-download`;
  return { downloadPage, pdf: `${origin}${guidePdfPath}` };
}

export function buildUnsubscribeUrl(input: { publicUrl: string; token: string }): string {
  return `${originOf(input.publicUrl)}/api/unsubscribe?${new URLSearchParams({ token: input.token }).toString()}`;
}

/**
 * RFC 2369 and RFC 8058 headers: mail apps show their own "Unsubscribe" button and POST to the
 * https link in one click. The mailto is the fallback some clients still prefer.
 */
export function buildUnsubscribeHeaders(input: {
  unsubscribeUrl: string;
  senderEmail: string;
}): Record<string, string> {
  const mailto = `mailto:${input.senderEmail}?subject=${encodeURIComponent('Unsubscribe')}`;
  return {
    'List-Unsubscribe': `<${input.unsubscribeUrl}>, <${mailto}>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  };
}
