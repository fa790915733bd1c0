import { experimentMetrics, landingVersions } from '@seniorguide/contracts';
import {
  EXPERIMENT_KINDS,
  EXPERIMENT_ROUTES,
  EXPERIMENT_STATUSES,
  METRIC_LABELS,
  checkExperimentVariants,
} from '@seniorguide/funnel';
import type { CollectionConfig } from 'payload';
import { anyone, isMarketerOrAdmin } from '../../access/index.ts';
import { hasRole } from '../../access/roles.ts';
import { holdsTrackerKey } from '../../access/tracker-key.ts';
import { env } from '../../env.ts';
import { livePreview } from '../../preview/live-preview.ts';
import { previewLinkEndpoint } from '../../preview/preview-link-endpoint.ts';
import { previewLinkField } from '../../preview/preview-link-field.ts';
import { revalidateCollectionOnDelete, revalidateCollectionOnPublish } from '../../hooks/revalidateOnPublish.ts';
import { collectionSlugs } from '../../slugs.ts';
import { contentOverridesField } from './contentOverridesField.ts';
import { checkExperiment } from './hooks/checkExperiment.ts';
import { numberContentArms } from './hooks/numberContentArms.ts';
import { recordSince } from './hooks/recordSince.ts';

// Array rows arrive as unknown values; a row without a number reads as NaN and fails the check.
const readNumber = (row: unknown, key: 'version' | 'weight') =>
  typeof row === 'object' && row !== null && key in row
    ? Number((row as Record<typeof key, unknown>)[key])
    : Number.NaN;

const versionRange = { min: 1, max: landingVersions.length, admin: { step: 1 } } as const;

const isContent = (data: Partial<{ kind: unknown }> | undefined) => data?.kind === 'content';

const kindLabels = { versions: 'Landing versions', content: 'Content on one landing version' } as const;

const metricOptions = experimentMetrics.map((value) => ({ label: METRIC_LABELS[value], value }));

// Saving publishes (no drafts): an experiment's split takes effect on the site as soon as it is saved.
export const Experiments: CollectionConfig = {
  slug: collectionSlugs.experiments,
  labels: { singular: 'Experiment', plural: 'Experiments' },
  admin: {
    group: 'Content',
    useAsTitle: 'name',
    defaultColumns: ['name', 'route', 'status', 'startsAt', 'since'],
    description:
      'A/B tests of the landing versions, or of the content of one landing version, on an entry route. ' +
      'Visitors are assigned once, by weight, and keep their variant. ' +
      'Choosing a winner ends the experiment and sends everyone to it; pausing shows everyone version 1 (or the first variant).',
    // A content experiment's arms in the admin's live preview (a versions experiment has no page of its own).
    livePreview,
  },
  // A content experiment's arm, previewed like a draft: a signed link to its landing version showing that arm.
  endpoints: [previewLinkEndpoint({ collection: collectionSlugs.experiments })],
  defaultSort: '-startsAt',
  access: {
    // Every experiment, without its name (the field's own access below).
    read: anyone,
    create: isMarketerOrAdmin,
    update: isMarketerOrAdmin,
    delete: isMarketerOrAdmin,
  },
  hooks: {
    beforeValidate: [numberContentArms],
    beforeChange: [checkExperiment, recordSince],
    afterChange: [revalidateCollectionOnPublish({ slugOf: () => 'experiments' })],
    afterDelete: [revalidateCollectionOnDelete({ slugOf: () => 'experiments' })],
  },
  fields: [
    {
      name: 'name',
      type: 'text',
      required: true,
      admin: { description: 'Only staff see this name; visitors and the site never do.' },
      // Anyone reads the experiments (the site assigns visitors by them), but the name says what is being
      // tried: only signed-in staff and the tracker (for the operator's results, with its key) read it, and
      // nobody else may filter or sort on it.
      access: {
        read: ({ req }) =>
          hasRole({ user: req.user, roles: ['admin', 'marketer', 'operator'] }) ||
          holdsTrackerKey(req, env.CMS_POSTBACK_READ_KEY),
      },
    },
    {
      name: 'route',
      type: 'select',
      required: true,
      defaultValue: '/',
      options: EXPERIMENT_ROUTES.map((route) => ({ label: route, value: route })),
      admin: { description: 'The entry route; affiliate links that land on it take part too.' },
    },
    {
      name: 'kind',
      type: 'select',
      required: true,
      defaultValue: 'versions',
      options: EXPERIMENT_KINDS.map((kind) => ({ label: kindLabels[kind], value: kind })),
      admin: {
        description:
          'Landing versions: each variant is a whole landing version. Content: each arm is one landing version with ' +
          'its own headline, button, image, orders or signup mode; arms are numbered 1, 2, 3 in the results.',
      },
    },
    {
      name: 'landingVersion',
      type: 'number',
      ...versionRange,
      admin: {
        ...versionRange.admin,
        description: 'The landing version every arm starts from.',
        condition: (data) => isContent(data),
      },
    },
    {
      name: 'variants',
      type: 'array',
      required: true,
      minRows: 2,
      maxRows: landingVersions.length,
      validate: (rows: unknown[] | null | undefined) => {
        const problems = checkExperimentVariants(
          (rows ?? []).map((row) => ({ version: readNumber(row, 'version'), weight: readNumber(row, 'weight') })),
        );
        return problems.length === 0 ? true : problems.join(' ');
      },
      fields: [
        {
          name: 'version',
          type: 'number',
          required: true,
          ...versionRange,
          admin: {
            ...versionRange.admin,
            description: 'The landing version shown; in a content experiment, the arm’s number, set on save.',
          },
        },
        {
          name: 'weight',
          type: 'number',
          required: true,
          min: 0.0001,
          defaultValue: 50,
          admin: { description: 'Relative share, e.g. 50/30/20.' },
        },
        contentOverridesField({ condition: (data) => isContent(data) }),
      ],
    },
    {
      name: 'primaryMetric',
      type: 'select',
      required: true,
      defaultValue: 'signup-rate',
      options: metricOptions,
      admin: {
        description:
          'What the verdict is on. Accepted offers and revenue per visitor say more about what a landing earns, ' +
          'but need many more visitors than the signup rate (see below); revenue needs the offers’ prices.',
      },
    },
    {
      name: 'guardrails',
      type: 'select',
      hasMany: true,
      options: metricOptions,
      admin: {
        description:
          'Metrics the winner may not harm: the dashboard holds back a leader that is worse than another variant on one of them.',
      },
    },
    {
      name: 'minimumDetectableEffect',
      label: 'Smallest lift worth finding (%)',
      type: 'number',
      min: 1,
      max: 200,
      defaultValue: 10,
      admin: { step: 1, description: 'Used only to tell you how many visitors the test needs.' },
    },
    {
      name: 'visitorsNeeded',
      type: 'ui',
      admin: { components: { Field: '/collections/Experiments/VisitorsNeeded.tsx#VisitorsNeeded' } },
    },
    { ...previewLinkField, admin: { ...previewLinkField.admin, condition: (data) => isContent(data) } },
    {
      name: 'startsAt',
      type: 'date',
      required: true,
      admin: { position: 'sidebar', date: { pickerAppearance: 'dayAndTime' } },
    },
    { name: 'endsAt', type: 'date', admin: { position: 'sidebar', date: { pickerAppearance: 'dayAndTime' } } },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'running',
      options: EXPERIMENT_STATUSES.map((status) => ({
        label: status[0]?.toUpperCase() + status.slice(1),
        value: status,
      })),
      admin: { position: 'sidebar' },
    },
    {
      name: 'winner',
      type: 'number',
      min: 1,
      max: landingVersions.length,
      admin: {
        step: 1,
        position: 'sidebar',
        description: 'Required when finished: everyone sees it (the version, or the arm’s number) from then on.',
        condition: (data) => data.status === 'finished',
      },
    },
    {
      name: 'since',
      type: 'date',
      admin: {
        position: 'sidebar',
        readOnly: true,
        description:
          'Set at the start and again whenever the split or a variant’s content changes while running; results count from here by default.',
        date: { pickerAppearance: 'dayAndTime' },
      },
    },
  ],
};
