import { defineMiddleware } from 'astro:middleware';
import { getSiteSettings } from './render/cms.ts';
import { pagePolicy } from './render/security/page-policy.ts';

// Every page's Content-Security-Policy also admits the integrations configured in the CMS that the page loads
// (none on the dashboard) and the layout's own inline scripts (render/security/page-policy.ts explains why
// here, after rendering).
export const onRequest = defineMiddleware(async (context, next) => {
  const response = await next();
  const policy = response.headers.get('content-security-policy');
  if (!policy) return response;
  const { integrations } = await getSiteSettings();
  response.headers.set(
    'content-security-policy',
    pagePolicy(policy, { route: context.routePattern, settings: integrations }),
  );
  return response;
});
