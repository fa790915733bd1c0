// Two changes of one upload at the same moment race on its files (Payload writes the new one and deletes the
// old one outside the database transaction), and the loser failed with a 500 (the upload fuzz, four at a
// time). So changes of one media document run one after the other; the CMS runs as one instance, so a queue
// in this process is enough. Different documents still change side by side.

const queues = new Map<string, Promise<unknown>>();

const mediaDocument = (request: Request) =>
  ['PATCH', 'PUT', 'DELETE'].includes(request.method)
    ? /^\/api\/media\/([^/]+)\/?$/.exec(new URL(request.url).pathname)?.[1]
    : undefined;

export async function oneChangePerFile(request: Request, change: () => Promise<Response>): Promise<Response> {
  const id = mediaDocument(request);
  if (id === undefined || id === 'file') return change();
  const before = queues.get(id) ?? Promise.resolve();
  const turn = before.then(change, change);
  const settled = turn.catch(() => undefined);
  queues.set(id, settled);
  void settled.then(() => {
    if (queues.get(id) === settled) queues.delete(id);
  });
  return turn;
}
