import { createServer, type Server } from 'node:net';

// Prints a base port whose three ports (site, tracker, CMS) are free on 127.0.0.1, then exits: run in a child
// process by ports.ts, once per test run. Candidates may be given as arguments (tests); else random ones.

/** Whether all three ports take a listener; every listener opened is closed before it answers. */
function tryBase(base: number): Promise<boolean> {
  const attempts = [0, 1, 2].map(
    (offset) =>
      new Promise<Server | null>((resolve) => {
        const server = createServer().once('error', () => resolve(null));
        server.listen(base + offset, '127.0.0.1', () => resolve(server));
      }),
  );
  // Each port settles before any is closed: a listen that succeeds after another one failed is closed too, or the
  // process would never exit (and the run that waits for it would hang).
  return Promise.all(attempts).then((servers) => {
    servers.forEach((server) => server?.close());
    return servers.every((server) => server !== null);
  });
}

const given = process.argv.slice(2).map(Number);
for (let index = 0; ; index += 1) {
  const base = given[index] ?? 20000 + Math.floor(Math.random() * 20000);
  if (await tryBase(base)) {
    console.log(base);
    break;
  }
}
