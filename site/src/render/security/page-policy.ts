import { integrationSources, type IntegrationSettings, type IntegrationSources } from './integration-sources.ts';
import { inlineScriptHashes, type ScriptHash } from './inline-scripts.ts';
import { integrationsOfRoute } from './page-integrations.ts';

// Astro builds each page's Content-Security-Policy header (astro.config.mjs: the base directives and the
// hashes of its own scripts). Additions made while a page renders can miss that header (it leaves before a
// streamed body is complete), so src/middleware.ts extends the finished header instead, with the origins of
// the configured integrations this page loads and the hashes of the layout's own inline scripts.

/** The policy with each addition appended to its directive (a directive the policy lacks is added). */
export function extendPolicy(
  policy: string,
  { sources, scriptHashes }: { sources: IntegrationSources; scriptHashes: ScriptHash[] },
): string {
  const directives = policy
    .split(';')
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => part.split(/\s+/));
  const additions = new Map<string, string[]>(Object.entries(sources));
  additions.set('script-src', [...(additions.get('script-src') ?? []), ...scriptHashes.map((hash) => `'${hash}'`)]);
  for (const [name, values] of additions) {
    const directive = directives.find(([existing]) => existing === name);
    if (directive) directive.push(...values.filter((value) => !directive.includes(value)));
    else directives.push([name, ...values]);
  }
  return directives.map((tokens) => tokens.join(' ')).join('; ');
}

/**
 * The policy of the page of `route` (its Astro route pattern): the origins of the configured integrations
 * that page loads (page-integrations.ts; none on the dashboard) and the hashes of the layout's inline scripts
 * it writes (the tag manager's loader only where the tag manager loads).
 */
export function pagePolicy(
  policy: string,
  { route, settings }: { route: string; settings: IntegrationSettings },
): string {
  const loaded = integrationsOfRoute(route);
  const loadsTagManager = loaded.has('tagManager') && Boolean(settings.tagManagerContainerId?.trim());
  return extendPolicy(policy, {
    sources: integrationSources(settings, loaded),
    scriptHashes: inlineScriptHashes({ loadsTagManager }),
  });
}
