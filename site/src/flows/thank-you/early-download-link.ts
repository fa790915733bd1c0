import { readThankYouIdentity, readTrackingParams } from '@seniorguide/funnel';
import { buildDownloadPageUrl } from './download-page-url.ts';

// The thank-you page is the same HTML for every visitor, so its link to the download page starts bare. The
// page script points it at this visitor's download page from the query alone (what the page rendered on the
// server before); the island, once live, writes the full link (storage and the entry added) over it. An island
// that came alive first has already written a link with every part of the query: that one is left alone.

const bareLink = buildDownloadPageUrl({ email: null, id: null, tracking: {} });

export function fillDownloadPageLink(): void {
  const link = document.querySelector('a[data-download-page-link]');
  if (!(link instanceof HTMLAnchorElement) || link.getAttribute('href') !== bareLink) return;
  const { email, id } = readThankYouIdentity({
    search: window.location.search,
    storedUserEmail: null,
    enteredEmail: null,
  });
  link.href = buildDownloadPageUrl({ email, id, tracking: readTrackingParams(window.location.search) });
}
