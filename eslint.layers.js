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
//
// Inside the tracker: counting/ (the counting rules) is below store/, and store/ is below reports/.

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
    target: './tracker/src/counting',
    from: ['./tracker/src/store', './tracker/src/reports'],
    message: 'The counting rules sit below the store and the reports: they never import either.',
  },
  {
    target: './tracker/src/store',
    from: ['./tracker/src/reports'],
    message: 'The store sits below the reports: the reports import the store, never the other way round.',
  },
];

export const layerRules = {
  'import-x/no-restricted-paths': ['error', { basePath: import.meta.dirname, zones: layerZones }],
  'import-x/no-cycle': ['error', { ignoreExternal: true }],
};
