import path from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

// The root lint's layer rules (eslint.layers.js) on code that breaks them. Each case lints a text as if it were
// the named file of the tree, so its imports resolve against the real folders.

const root = path.resolve(import.meta.dirname, '../..');
const eslint = new ESLint({ cwd: root });

async function ruleIdsFor(file: string, code: string): Promise<(string | null)[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return result?.messages.map((message) => message.ruleId) ?? [];
}

const importing = (specifier: string) => `import * as imported from '${specifier}';\nexport const used = imported;\n`;

describe('the lint layer rules', () => {
  // The first lint loads the whole config and the TypeScript program (seconds on a busy machine): done once
  // here, so each case's time is its own rule's.
  beforeAll(() => ruleIdsFor('site/src/lib/probe.ts', 'export const warm = 1;\n'), 120_000);

  // Each probe imports a small file: the cycle rule walks all that a target imports, and a whole island or app.ts
  // takes seconds on a busy machine.
  it.each([
    ['site/src/lib/probe.ts', '../stores/toasts.ts'],
    ['site/src/lib/probe.ts', '../render/cms.ts'],
    ['site/src/lib/probe.ts', '../flows/signup/submit-signup.ts'],
    ['site/src/stores/probe.ts', '../flows/signup/submit-signup.ts'],
    ['site/src/flows/signup/probe.ts', '../../islands/shared/useHasMounted.ts'],
    ['site/src/flows/signup/probe.ts', '../../render/cms.ts'],
    ['site/src/islands/Probe/Probe.tsx', '../../render/cms.ts'],
    ['site/src/render/probe.ts', '../stores/toasts.ts'],
    ['site/src/render/probe.ts', '../flows/offers/thank-you-url.ts'],
    ['site/src/islands/Probe/Probe.tsx', '../../dashboard/texts.ts'],
    ['site/src/flows/signup/probe.ts', '../../dashboard/logic/format.ts'],
    ['site/src/dashboard/Probe.tsx', '../islands/shared/useHasMounted.ts'],
    ['site/src/dashboard/Probe.tsx', '../render/cms.ts'],
    ['site/src/dashboard/logic/probe.ts', '../ui/Section.tsx'],
    ['site/server/probe.ts', '../src/render/cms.ts'],
    ['site/src/pages/probe.ts', '../../server/env.ts'],
    ['packages/funnel/src/probe.ts', '@seniorguide/cms/types'],
    ['packages/funnel/src/probe.ts', '../../../site/src/lib/api.ts'],
    ['tracker/src/probe.ts', '../../site/src/lib/api.ts'],
    ['tracker/src/counting/probe.ts', '../store/port.ts'],
    ['tracker/src/env.ts', './http/http-error.ts'],
    ['tracker/src/jobs/probe.ts', '../store/port.ts'],
    ['tracker/src/store/probe.ts', '../privacy/address-hash.ts'],
    ['tracker/src/privacy/probe.ts', '../waitlist/lookup-service.ts'],
    ['tracker/src/http/probe.ts', '../auth/require-role.ts'],
    ['tracker/src/consent/probe.ts', '../experiments/experiment-touch.ts'],
    ['tracker/src/experiments/probe.ts', '../postbacks/settings.ts'],
    ['tracker/src/waitlist/probe.ts', '../tracking/tracking-service.ts'],
    ['tracker/src/retention/probe.ts', '../reports/report-service.ts'],
    ['tracker/src/reports/probe.ts', '../retention/retention-worker.ts'],
  ])('fails %s importing %s (an upward import)', async (file, specifier) => {
    expect(await ruleIdsFor(file, importing(specifier))).toEqual(['import-x/no-restricted-paths']);
  });

  it('fails a type-only upward import too', async () => {
    const code = "import type { OfferView } from '../flows/offers/open-offer.ts';\nexport type Probe = OfferView;\n";
    expect(await ruleIdsFor('site/src/lib/probe.ts', code)).toEqual(['import-x/no-restricted-paths']);
  });

  it('fails an import cycle inside one layer', async () => {
    // submit-signup.ts imports referral-widget.ts; importing it back closes a cycle.
    expect(await ruleIdsFor('site/src/flows/signup/referral-widget.ts', importing('./submit-signup.ts'))).toEqual([
      'import-x/no-cycle',
    ]);
  });

  it.each([
    ['site/src/stores/probe.ts', '../lib/browser-storage.ts'],
    ['site/src/flows/signup/probe.ts', '../../stores/toasts.ts'],
    ['site/src/flows/thank-you/probe.ts', '../session/find-entry.ts'],
    ['site/src/islands/Probe/Probe.tsx', '../../flows/offers/thank-you-url.ts'],
    ['site/src/render/probe.ts', '../lib/offers/offer-view.ts'],
    ['site/src/dashboard/sections/Probe.tsx', '../logic/format.ts'],
    ['site/src/dashboard/logic/probe.ts', '../../flows/offers/thank-you-url.ts'],
    ['site/src/pages/probe.ts', '../dashboard/ui/TableFrame.tsx'],
    ['site/src/pages/probe.ts', '../render/cms.ts'],
    ['site/src/middleware.ts', './flows/page/start-page.ts'],
    ['tracker/src/store/probe.ts', '../jobs/port.ts'],
    ['tracker/src/http/probe.ts', '../privacy/address-hash.ts'],
    ['tracker/src/waitlist/probe.ts', '../consent/consent-ledger.ts'],
    ['tracker/src/postbacks/probe.ts', '../waitlist/waitlist-service.ts'],
    ['tracker/src/retention/probe.ts', '../privacy/retention.ts'],
    ['tracker/src/compose.ts', './app.ts'],
  ])('lets %s import %s (a downward import)', async (file, specifier) => {
    expect(await ruleIdsFor(file, importing(specifier))).toEqual([]);
  });
});
