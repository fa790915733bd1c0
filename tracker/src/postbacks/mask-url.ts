import { macrosIn } from '@seniorguide/postbacks';

// The URL as the health panel shows it: every query value the marketer typed into the template (an API key,
// a token) is masked, and so is any user name or password; the values macros filled in stay readable.

const mask = '***';

export function maskPostbackUrl({ template, url }: { template: string; url: string }): string {
  if (!URL.canParse(url)) return mask;
  const called = new URL(url);
  const written = URL.canParse(template) ? new URL(template) : null;
  for (const [name, value] of written?.searchParams ?? []) {
    if (macrosIn(value).length === 0 && called.searchParams.has(name)) called.searchParams.set(name, mask);
  }
  if (called.username) called.username = mask;
  if (called.password) called.password = mask;
  return called.href.replaceAll(encodeURIComponent(mask), mask);
}
