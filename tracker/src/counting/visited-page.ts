// Where a page visit happened (a visit counts on whatever page the visitor arrives). The landing
// pages keep the impression detail '' they always had, so the landing-version figures count them alone;
// any other page is kept by its path, so reports can tell arrivals apart.

const landingVersionPattern = /^\/v([23])(?:\/|$|\?)/;
const landingPathPattern = /^\/(?:v[23])?$/;
/** Paths shaped like the site's routes: up to four lower-case slug segments. No '@', so never an email. */
const routePathPattern = /^(?:\/[a-z0-9][a-z0-9-]{0,79}){1,4}$/;

/** A visit to a page shaped like no site route: one bounded value instead of whatever was sent. */
export const otherPage = 'other';

/** The landing version of a visited path: /v2… is 2, /v3… is 3, everything else 1. */
export function versionOfPage(page: string): number {
  const match = landingVersionPattern.exec(page);
  return match ? Number(match[1]) : 1;
}

/** The visited path as kept: lower-cased, without query, fragment or trailing slash; 'other' when it is no route's shape. */
export function visitedPageOf(page: string): string {
  const path = (page.split(/[?#]/, 1)[0] ?? '').toLowerCase();
  const trimmed = path.length > 1 ? path.replace(/\/+$/, '') : path;
  return trimmed === '/' || routePathPattern.test(trimmed) ? trimmed : otherPage;
}

/** The impression counter's detail: '' for a landing page (/, /v2, /v3), otherwise the kept path. */
export function impressionDetailOf(page: string): string {
  const visited = visitedPageOf(page);
  return landingPathPattern.test(visited) ? '' : visited;
}
