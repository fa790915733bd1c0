import type { IntegrationSources } from './integration-sources.ts';
import type { ScriptHash } from './inline-scripts.ts';

// Astro builds each page's Content-Security-Policy header (astro.config.mjs: the base directives and the
// hashes of its own scripts). Additions made while a page renders can miss that header (it leaves before a
// streamed body is complete), so src/middleware.ts extends the finished header instead, with the
// configured integrations' origins and the hashes of the layout's own inline scripts.

/** The policy with each addition appended to its directive (a directive the policy lacks is added). */
export function extendPolicy(policy: string, { sources, scriptHashes }: { sources: IntegrationSources; scriptHashes: ScriptHash[] }): string {
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
