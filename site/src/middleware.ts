import { defineMiddleware } from 'astro:middleware';
import { getSiteSettings } from './server/cms.ts';
import { inlineScriptHashes } from './server/security/inline-scripts.ts';
import { integrationSources } from './server/security/integration-sources.ts';
import { extendPolicy } from './server/security/page-policy.ts';

// Every page's Content-Security-Policy also admits the integrations configured in the CMS and the layout's
// own inline scripts (server/security/page-policy.ts explains why here, after rendering).
export const onRequest = defineMiddleware(async (_context, next) => {
  const response = await next();
  const policy = response.headers.get('content-security-policy');
  if (!policy) return response;
  const { integrations } = await getSiteSettings();
  response.headers.set('content-security-policy', extendPolicy(policy, { sources: integrationSources(integrations), scriptHashes: inlineScriptHashes }));
  return response;
});
