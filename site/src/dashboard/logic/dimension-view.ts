import { reportDimensions, reportDrillPairs, unsupportedFilters, type ReportDimension } from '@seniorguide/contracts';

// The "By dimension" view of the dashboard and its place in the URL: `?dimension=sub_id&by.affiliate=17
// &by.sub_id=abc&compare=1&sort=emails-desc`, beside the page's own filters, so a drill-down can be shared
// and Back steps out of it.

export type DimensionSortKey =
  | 'value'
  | 'impressions'
  | 'emails'
  | 'continuedToOffers'
  | 'offersAccepted'
  | 'reachedThankYou'
  | 'downloads'
  | 'revenueCents'
  | 'payoutCents'
  | 'profitCents'
  | 'roi'
  | 'epcCents'
  | 'revenuePerSignupCents';

export type DimensionView = {
  dimension: ReportDimension;
  /** Filters in the order they were added (drill-downs append). */
  filters: Partial<Record<ReportDimension, string>>;
  compare: boolean;
  sort: { key: DimensionSortKey; descending: boolean };
};

/** The dimensions in the order an operator reads them (the contracts keep their storage order). */
export const dimensionLabels: Record<ReportDimension, string> = {
  affiliate: 'Affiliate',
  sub_id: 'Sub ID',
  s1: 'S1',
  s2: 'S2',
  s3: 'S3',
  s4: 'S4',
  s5: 'S5',
  utm_source: 'UTM source',
  utm_medium: 'UTM medium',
  utm_campaign: 'UTM campaign',
  utm_content: 'UTM content',
  utm_term: 'UTM term',
  click_source: 'Click source',
  referrer_domain: 'Referring domain',
  landing_version: 'Landing version',
  device: 'Device',
};

export const dimensionsInOrder = Object.keys(dimensionLabels) as ReportDimension[];

const sortKeys: readonly DimensionSortKey[] = [
  'value',
  'impressions',
  'emails',
  'continuedToOffers',
  'offersAccepted',
  'reachedThankYou',
  'downloads',
  'revenueCents',
  'payoutCents',
  'profitCents',
  'roi',
  'epcCents',
  'revenuePerSignupCents',
];
const filterPrefix = 'by.';
const viewParams = ['dimension', 'compare', 'sort'];

export const defaultDimensionView: DimensionView = {
  dimension: 'affiliate',
  filters: {},
  compare: false,
  sort: { key: 'impressions', descending: true },
};

const isDimension = (value: string | null): value is ReportDimension =>
  reportDimensions.some((dimension) => dimension === value);

/** The view of a URL query; anything unknown or not counted falls back to the default view. */
export function readDimensionView(search: string): DimensionView {
  const params = new URLSearchParams(search);
  const dimensionParam = params.get('dimension');
  const dimension = isDimension(dimensionParam) ? dimensionParam : defaultDimensionView.dimension;
  const filters: DimensionView['filters'] = {};
  for (const [name, value] of params) {
    const filter = name.slice(filterPrefix.length);
    if (name.startsWith(filterPrefix) && isDimension(filter) && value.trim() !== '') filters[filter] = value;
  }
  const [key, direction] = (params.get('sort') ?? '').split('-');
  const sort = sortKeys.find((candidate) => candidate === key)
    ? { key: key as DimensionSortKey, descending: direction !== 'asc' }
    : defaultDimensionView.sort;
  const counted = unsupportedFilters(dimension, filters).length === 0;
  return { dimension, filters: counted ? filters : {}, compare: params.get('compare') === '1', sort };
}

/** The URL query with the view written in, the page's other parameters kept. */
export function writeDimensionView(view: DimensionView, search: string): string {
  const params = new URLSearchParams(search);
  for (const name of [...params.keys()])
    if (name.startsWith(filterPrefix) || viewParams.includes(name)) params.delete(name);
  if (view.dimension !== defaultDimensionView.dimension) params.set('dimension', view.dimension);
  for (const [dimension, value] of Object.entries(view.filters)) params.set(`${filterPrefix}${dimension}`, value);
  if (view.compare) params.set('compare', '1');
  const { key, descending } = view.sort;
  if (key !== defaultDimensionView.sort.key || !descending) params.set('sort', `${key}-${descending ? 'desc' : 'asc'}`);
  return `?${params.toString()}`;
}

/** The view's parameters of `from` added to `search` (the page's filters rewrite their own part only). */
export function keepDimensionParams(search: string, from: string): string {
  return writeDimensionView(readDimensionView(from), search);
}

/** The dimensions a row of the view can be drilled into: any for an affiliate, the pair's child otherwise. */
export function drillTargets(view: DimensionView): ReportDimension[] {
  const { dimension } = view;
  const hasOtherFilter = Object.keys(view.filters).some((name) => name !== 'affiliate');
  if (dimension === 'affiliate')
    return reportDimensions.filter(
      (target) => target !== 'affiliate' && (!hasOtherFilter || unsupportedFilters(target, view.filters).length === 0),
    );
  if (hasOtherFilter) return [];
  return reportDrillPairs.filter(([parent]) => parent === dimension).map(([, child]) => child);
}

/** The view one level down: the row's value becomes a filter, the target the new dimension. */
export function drillInto(view: DimensionView, value: string, target: ReportDimension): DimensionView {
  return { ...view, dimension: target, filters: { ...view.filters, [view.dimension]: value } };
}

/** The API query of a view; `affiliateId` is the page's affiliate filter, used when the view has none. */
export function toDimensionQuery(
  view: DimensionView,
  range: { startDate: string; endDate: string; timezone: string; affiliateId: string | null },
) {
  const affiliate = view.filters.affiliate ?? range.affiliateId ?? undefined;
  return {
    dimension: view.dimension,
    startDate: range.startDate,
    endDate: range.endDate,
    timezone: range.timezone,
    ...(view.compare ? { compare: '1' as const } : {}),
    ...view.filters,
    ...(affiliate ? { affiliate } : {}),
  };
}
