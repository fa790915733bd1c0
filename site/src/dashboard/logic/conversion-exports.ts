import { conversionExportQuerySchema, type ApiRouteName } from '@seniorguide/contracts';

import { ApiError, buildApiRequest } from '../../lib/api.ts';
import { zoneOf, type ReportFilters } from './report-filters.ts';

// The conversion files for the ad platforms, which the tracker builds: the dashboard asks for the view's
// dates in its zone (every affiliate: a click id names the ad account, not the affiliate) and hands the
// answer to the browser as a download under the name the tracker gave it.

export type ConversionExportRoute = Extract<ApiRouteName, 'exportGoogleAdsConversions' | 'exportMetaConversions'>;

export const conversionExports: readonly { route: ConversionExportRoute; label: string; fallbackName: string }[] = [
  {
    route: 'exportGoogleAdsConversions',
    label: 'Download Google Ads conversions',
    fallbackName: 'google-ads-conversions.csv',
  },
  { route: 'exportMetaConversions', label: 'Download Meta conversions', fallbackName: 'meta-conversions.json' },
];

export type DownloadedFile = { filename: string; blob: Blob };

/** The file name of a `Content-Disposition: attachment; filename=…` answer (quoted or not), else null. */
export function attachmentNameOf(header: string | null): string | null {
  const match = /filename="?([^";]+)"?/i.exec(header ?? '');
  const name = match?.[1]?.trim();
  // Only a plain name: a path or anything odd becomes the fallback.
  return name && /^[\w.+-]+$/.test(name) ? name : null;
}

export async function fetchConversionFile(
  { route, fallbackName }: { route: ConversionExportRoute; fallbackName: string },
  filters: ReportFilters,
): Promise<DownloadedFile> {
  const query = conversionExportQuerySchema.parse({
    startDate: filters.startDate,
    endDate: filters.endDate,
    timezone: zoneOf(filters),
  });
  const request = buildApiRequest(route, { query });
  const response = await fetch(request.url, { credentials: 'include' });
  if (!response.ok)
    throw new ApiError({
      status: response.status,
      statusText: response.statusText,
      bodyText: await response.text().catch(() => ''),
    });
  return {
    filename: attachmentNameOf(response.headers.get('content-disposition')) ?? fallbackName,
    blob: await response.blob(),
  };
}
