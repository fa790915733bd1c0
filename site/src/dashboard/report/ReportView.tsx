import { buildOfferSummary, rankAllOffers } from '@seniorguide/funnel';
import { buildOfferPositionRows, buildVersionRows } from '../logic/conversion-rows.ts';
import { buildDailyRows } from '../logic/daily-rows.ts';
import { buildDailyCsv, buildOfferSummaryCsv, buildVersionCsv } from '../logic/report-csv.ts';
import { zoneOf, type ReportFilters } from '../logic/report-filters.ts';
import { AdPlatformConversions } from '../sections/AdPlatformConversions.tsx';
import { AffiliateComparison } from '../sections/AffiliateComparison.tsx';
import { BotTraffic } from '../sections/BotTraffic.tsx';
import { DailyTable } from '../sections/DailyTable.tsx';
import { DimensionBreakdown } from '../sections/DimensionBreakdown.tsx';
import { FunnelBars } from '../sections/FunnelBars.tsx';
import { MailRequestsWithoutEntry } from '../sections/MailRequestsWithoutEntry.tsx';
import { OfferPositionTable } from '../sections/OfferPositionTable.tsx';
import { OfferSummary } from '../sections/OfferSummary.tsx';
import { SummaryCards } from '../sections/SummaryCards.tsx';
import { TrendSection } from '../sections/TrendSection.tsx';
import { VersionTable } from '../sections/VersionTable.tsx';
import { dashboardTexts } from '../texts.ts';
import { CsvButton } from '../ui/CsvButton.tsx';
import { Section } from '../ui/Section.tsx';
import { TableFrame } from '../ui/TableFrame.tsx';
import { isEmptyReport } from './is-empty-report.ts';
import type { ReportData } from './load-report.ts';
import type { SessionLossHandler } from './useLoad.ts';

/** Every figure of one view, zeros included. Tables and their CSV files are built from the same rows. */
export function ReportView({
  data,
  onOpen,
  onSessionLoss,
}: {
  data: ReportData;
  onOpen: (filters: ReportFilters) => void;
  onSessionLoss: SessionLossHandler;
}) {
  const { filters, funnel } = data;
  const daily = buildDailyRows(data.daily);
  const versions = buildVersionRows(data.versions);
  const affiliateName = filters.affiliateId ? `affiliate ${filters.affiliateId}` : 'all affiliates';
  return (
    <div className="flex flex-col gap-6">
      {/* An empty period still shows every section, with zeros, so the page keeps its shape. */}
      {isEmptyReport(data) ? (
        <Section title={dashboardTexts.emptyTitle} filters={filters}>
          <p data-testid="empty-report">{dashboardTexts.emptyMessage}</p>
        </Section>
      ) : null}
      <Section title="Summary" filters={filters}>
        <SummaryCards funnel={funnel} />
        <BotTraffic botImpressions={funnel.botImpressions} />
      </Section>
      <Section title="Funnel" filters={filters} note="Each stage as a share of impressions.">
        <FunnelBars funnel={funnel} />
      </Section>
      <Section title="Daily trend" filters={filters}>
        <TrendSection
          days={daily.days}
          range={filters}
          stamp={data.stamp}
          changes={data.panels.annotations}
          onZoom={(range) => onOpen({ ...filters, ...range })}
          onSessionLoss={onSessionLoss}
        />
      </Section>
      <Section
        title="Daily Performance"
        filters={filters}
        note="Percentages are of the same day's email submits."
        actions={<CsvButton label="Download daily CSV" build={() => buildDailyCsv({ ...daily, filters })} />}
      >
        <TableFrame label="Daily Performance table">
          <DailyTable days={daily.days} total={daily.total} timeZone={zoneOf(filters)} />
        </TableFrame>
      </Section>
      <MailRequestsWithoutEntry days={data.daily} filters={filters} />
      <Section
        title="Offer Performance Summary"
        filters={filters}
        note="The top 6 accepted offers; conversion is of impressions. The CSV lists every offer."
        actions={
          <CsvButton
            label="Download offers CSV"
            build={() => buildOfferSummaryCsv({ offers: rankAllOffers(funnel), filters })}
          />
        }
      >
        <OfferSummary offers={buildOfferSummary(funnel)} />
      </Section>
      <Section
        title="Landing versions"
        filters={filters}
        note={`The A/B test of the landing pages for ${affiliateName}; conversions are of each version's impressions.`}
        actions={<CsvButton label="Download versions CSV" build={() => buildVersionCsv({ versions, filters })} />}
      >
        <TableFrame label="Landing versions table">
          <VersionTable versions={versions} />
        </TableFrame>
      </Section>
      <AdPlatformConversions filters={filters} onSessionLoss={onSessionLoss} />
      <DimensionBreakdown
        filters={filters}
        stamp={data.stamp}
        firstView={data.panels.dimensions}
        onSessionLoss={onSessionLoss}
      />
      {data.comparison ? <AffiliateComparison filters={filters} funnels={data.comparison} onOpen={onOpen} /> : null}
      <Section
        title="Offer answers by position"
        filters={filters}
        note="Accept rate = accepted out of every accept or decline at that page of the sequence."
      >
        <TableFrame label="Offer answers by position table">
          <OfferPositionTable rows={buildOfferPositionRows(data.offers)} />
        </TableFrame>
      </Section>
    </div>
  );
}
