// Every address the delivery email points at, built in one place so the HTML part, the text part
// and the List-Unsubscribe header can never disagree.

export const guidePdfPath = '/assets/downloads/senior-benefits-guide.pdf';

function originOf(publicUrl: string): string {
  return publicUrl.replace(/\/+$/, '');
}

/** The download page (it tracks the download, then opens the PDF) and the PDF itself. */
export function buildGuideLinks(input: { publicUrl: string; email: string; entryId: number | null }): {
  downloadPage: string;
  pdf: string;
} {
  const query = new URLSearchParams({ email: input.email });
  if (input.entryId !== null) query.set('id', String(input.entryId));
  return {
    downloadPage: `${originOf(input.publicUrl)}/ebook-download?${query.toString()}`,
    pdf: `${originOf(input.publicUrl)}${guidePdfPath}`,
  };
}

export function buildUnsubscribeUrl(input: { publicUrl: string; token: string }): string {
  return `${originOf(input.publicUrl)}/api/unsubscribe?${new URLSearchParams({ token: input.token }).toString()}`;
}

/**
 * RFC 2369 and RFC 8058 headers: mail apps show their own "Unsubscribe" button and POST to the
 * https link in one click. The mailto is the fallback some clients still prefer.
 */
export function buildUnsubscribeHeaders(input: { unsubscribeUrl: string; senderEmail: string }): Record<string, string> {
  const mailto = `mailto:${input.senderEmail}?subject=${encodeURIComponent('Unsubscribe')}`;
  return {
    'List-Unsubscribe': `<${input.unsubscribeUrl}>, <${mailto}>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  };
}
