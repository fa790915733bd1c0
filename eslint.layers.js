// The layers of the workspace, enforced by `eslint .` (root README, "Where things live"). Every layer may import
// the ones below it, never one above it, and no import cycle is allowed anywhere. Paths are resolved, so a
// relative import and a workspace package name (`@seniorguide/cms`) count alike.
//
//   packages/*            (contracts, funnel, content, http-fuzz: zod and each other only)
//   cms/   tracker/       (on the packages; never each other, never the site)
//   site/                 (on top; the CMS through its generated types only)
//
// Inside the site (site/src), from the bottom:
//   lib/      browser-shared helpers, safe on the server too
//   stores/   nanostores, on lib
//   flows/    each flow's logic (flows/<flow>/), on stores and lib
//   islands/    React islands, on flows, stores and lib
//   dashboard/  the operator dashboard (/analytics), an area of its own beside the islands, on flows, stores and
//               lib; its rules without React sit in dashboard/logic/, which never imports the dashboard's parts
//   render/     server-only modules of the Astro render (CMS client, media cache, security headers), on lib;
//               never in a browser bundle
//   components/, layouts/, pages/, middleware.ts: the Astro render, may import any of them
// Beside it, the Node server around the built site (site/server.ts, site/server/) and site/src never import each
// other: the server serves what the build made of site/src.
//
// Inside the tracker (tracker/src), floor by floor from the bottom (`trackerFloors` below): a folder or file may
// import those on the floors below its own, never one on its floor or above. The same order, with what each
// holds, is the table "Where things live" in tracker/README.md.
//    1  clock.ts, logger.ts, background-loop.ts, trust-proxy.ts, random-bytes.ts   the process's basics
//    2  env.ts             the parsed environment
//    3  counting/          the counting rules
//    4  jobs/              the one job queue: its port, the postback plan, the worker that leases jobs to handlers
//    5  store/             the Store port and its SQLite and MongoDB adapters (they implement the queue's port)
//    6  privacy/           privacy's rules: address hashes, the mailbox rule, suppression keys, scrubbing, cutoffs
//    7  http/              Express plumbing: route mounting, errors, cookies, ownership, limits, guards
//    8  auth/              operator sign-in through the CMS, the roles, the tracker's own key to the CMS
//    9  email/, offers/, consent/, experiments/
//   10  waitlist/
//   11  tracking/, outbox/, postbacks/
//   12  review/, conversion-exports/, data-requests/, reports/, retention/ (privacy's background job), alerts/
//   13  staff-routes.ts (the staff's calls), then 14 app.ts, 15 compose.ts, 16 index.ts

const siteTop = ['site/src/components', 'site/src/layouts', 'site/src/pages', 'site/src/middleware.ts'];

/** A site layer may import only the listed folders of site/src; everything else there is above it or beside it. */
const siteLayer = (layer, allowed) => ({
  target: `./site/src/${layer}`,
  from: ['lib', 'stores', 'flows', 'islands', 'dashboard', 'render']
    .filter((folder) => !allowed.includes(folder))
    .map((folder) => `./site/src/${folder}`)
    .concat(siteTop.map((path) => `./${path}`)),
  message: `site/src/${layer} may import only ${allowed.map((folder) => `site/src/${folder}`).join(', ')} (and the packages).`,
});

/** The tracker's floors, from the bottom: folders and files of tracker/src (the header above says what each holds). */
export const trackerFloors = [
  ['clock.ts', 'logger.ts', 'background-loop.ts', 'trust-proxy.ts', 'random-bytes.ts'],
  ['env.ts'],
  ['counting'],
  ['jobs'],
  ['store'],
  ['privacy'],
  ['http'],
  ['auth'],
  ['email', 'offers', 'consent', 'experiments'],
  ['waitlist'],
  ['tracking', 'outbox', 'postbacks'],
  ['review', 'conversion-exports', 'data-requests', 'reports', 'retention', 'alerts'],
  ['staff-routes.ts'],
  ['app.ts'],
  ['compose.ts'],
  ['index.ts'],
];

/** Each part of a floor may import nothing on its own floor (but itself) or above; the top one, anything. */
function trackerZones() {
  return trackerFloors.slice(0, -1).flatMap((floor, level) =>
    floor.map((part) => ({
      target: `./tracker/src/${part}`,
      from: [...floor.filter((other) => other !== part), ...trackerFloors.slice(level + 1).flat()].map(
        (other) => `./tracker/src/${other}`,
      ),
      message: `tracker/src/${part} is on floor ${level + 1} of the tracker: it imports only the floors below it (eslint.layers.js).`,
    })),
  );
}

export const layerZones = [
  {
    target: './packages',
    from: ['./cms', './tracker', './site'],
    message: 'Packages sit at the bottom: they never import the CMS, the tracker or the site.',
  },
  { target: './tracker', from: ['./cms', './site'], message: 'The tracker imports only the packages.' },
  { target: './cms', from: ['./tracker', './site'], message: 'The CMS imports only the packages.' },
  siteLayer('lib', ['lib']),
  siteLayer('stores', ['lib', 'stores']),
  siteLayer('flows', ['lib', 'stores', 'flows']),
  siteLayer('islands', ['lib', 'stores', 'flows', 'islands']),
  siteLayer('dashboard', ['lib', 'stores', 'flows', 'dashboard']),
  {
    target: './site/src/dashboard/logic',
    from: ['./site/src/dashboard'],
    except: ['./logic'],
    message: "site/src/dashboard/logic holds the dashboard's rules: it never imports the dashboard's React parts.",
  },
  siteLayer('render', ['lib', 'render']),
  {
    target: './site/src',
    from: ['./site/server', './site/server.ts'],
    message: 'site/src is the Astro render: it never imports the Node server around the built site (site/server).',
  },
  {
    target: './site/server',
    from: ['./site/src'],
    message: 'site/server serves the built site: it never imports site/src.',
  },
  {
    target: './site/server.ts',
    from: ['./site/src'],
    message: 'site/server.ts serves the built site: it never imports site/src.',
  },
  ...trackerZones(),
];

export const layerRules = {
  'import-x/no-restricted-paths': ['error', { basePath: import.meta.dirname, zones: layerZones }],
  'import-x/no-cycle': ['error', { ignoreExternal: true }],
};
