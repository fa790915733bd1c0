import type { ExperimentAudience, ExperimentMetricName } from '@seniorguide/contracts';
import { describeVerdict, type VariantNamer } from '../logic/experiment-format.ts';
import { TableFrame } from '../ui/TableFrame.tsx';
import { ExperimentArmsTable } from './ExperimentArmsTable.tsx';
import { experimentTexts } from './experiment-texts.ts';

/** One audience (all affiliates, or one): its verdict, its sample-ratio warning, and its variants. */
export function ExperimentAudienceView({
  audience,
  metric,
  nameOf,
  title,
  label,
  headingLevel,
}: {
  audience: ExperimentAudience;
  metric: ExperimentMetricName;
  nameOf: VariantNamer;
  title: string;
  label: string;
  headingLevel: 3 | 4;
}) {
  const Heading = headingLevel === 3 ? 'h3' : 'h4';
  return (
    <div className="flex flex-col gap-2" data-testid="experiment-audience" data-affiliate={audience.affiliateId ?? ''}>
      <Heading className="text-lg font-bold">{title}</Heading>
      <p className="text-base" data-testid="experiment-verdict">
        <strong>{experimentTexts.verdictTitle}:</strong> {describeVerdict(audience.verdict, nameOf)}
      </p>
      {audience.sampleRatio.isMismatch ? (
        <p
          className="rounded-field border-2 border-warning bg-base-100 p-3 text-base"
          data-testid="experiment-mismatch"
        >
          <strong>{experimentTexts.mismatch}</strong> (p = {audience.sampleRatio.pValue.toPrecision(2)}).{' '}
          {experimentTexts.mismatchAdvice}
        </p>
      ) : null}
      <TableFrame label={label}>
        <ExperimentArmsTable audience={audience} metric={metric} nameOf={nameOf} caption={label} />
      </TableFrame>
    </div>
  );
}
