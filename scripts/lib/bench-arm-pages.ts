// A content experiment for the page bench: a headline test on landing version 1 (arm 1 as published, arm 2 a
// new headline), running, so `/` is served as each arm's own page from the page memory. A visitor keeps their
// arm in a signed cookie; the bench asks for `/` with the cookie of each arm, as a returning visitor would.

const armHeadline = 'Every senior discount in one free guide (bench arm)';

type ArmVisitor = { arm: number; cookie: string };

async function cmsCall(cmsUrl: string, token: string, route: string, init: RequestInit): Promise<unknown> {
  const answer = await fetch(`${cmsUrl}/api${route}`, {
    ...init,
    headers: { 'content-type': 'application/json', authorization: `JWT ${token}` },
  });
  if (!answer.ok)
    throw new Error(`CMS ${init.method ?? 'GET'} ${route} answered ${answer.status}: ${await answer.text()}`);
  return answer.json();
}

/** Starts the headline test; `stop` deletes it (the site drops its arm pages at that publish). */
export async function startHeadlineTest({ cmsUrl, token }: { cmsUrl: string; token: string }) {
  const created = (await cmsCall(cmsUrl, token, '/experiments?depth=0', {
    method: 'POST',
    body: JSON.stringify({
      name: `Bench headline test ${Date.now()}`,
      route: '/',
      kind: 'content',
      landingVersion: 1,
      variants: [
        { version: 1, weight: 50 },
        { version: 2, weight: 50, overrides: { headline: armHeadline } },
      ],
      startsAt: new Date(Date.now() - 60_000).toISOString(),
      status: 'running',
    }),
  })) as { doc: { id: string } };
  return {
    stop: () => cmsCall(cmsUrl, token, `/experiments/${created.doc.id}`, { method: 'DELETE' }),
  };
}

const cookiePairOf = (setCookie: string | null) => setCookie?.split(';')[0] ?? null;

/**
 * One returning visitor of each arm: fresh visitors are asked for `/` until each arm has been served (told by
 * the headline), keeping the assignment cookie each was given. Waits for the site to render the arm pages.
 */
export async function armVisitors(siteUrl: string, timeoutMs = 60_000): Promise<ArmVisitor[]> {
  const found = new Map<number, string>();
  const deadline = Date.now() + timeoutMs;
  while (found.size < 2) {
    if (Date.now() > deadline) throw new Error(`The site served arms ${[...found.keys()].join(', ') || 'none'} only`);
    const answer = await fetch(new URL('/', siteUrl));
    const cookie = cookiePairOf(answer.headers.get('set-cookie'));
    const arm = (await answer.text()).includes(armHeadline) ? 2 : 1;
    if (cookie && !found.has(arm)) found.set(arm, cookie);
    if (!cookie) await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return [...found].sort(([a], [b]) => a - b).map(([arm, cookie]) => ({ arm, cookie }));
}
