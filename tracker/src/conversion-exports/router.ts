import type { RouteMounter } from '../http/route-mounter.ts';
import type { ConversionExportService } from './conversion-export-service.ts';

// The conversion files, answered as downloads; the app puts requireOperator in front of /api/analytics.

export function mountConversionExportRoutes({
  mount,
  exports,
}: {
  mount: RouteMounter;
  exports: ConversionExportService;
}): void {
  // GET /api/analytics/conversions/google-ads.csv: Google Ads' click-conversion import file
  mount('exportGoogleAdsConversions', async ({ query }, { res }) => {
    const file = await exports.googleAds(query);
    res.attachment(file.filename).send(file.content);
    return file.content;
  });

  // GET /api/analytics/conversions/meta.json: the body of a Conversions API request (sent as JSON by the mounter)
  mount('exportMetaConversions', async ({ query }, { res }) => {
    const file = await exports.meta(query);
    res.attachment(file.filename);
    return file.content;
  });
}
