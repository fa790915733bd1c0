import type { Endpoint, PayloadRequest } from 'payload';
import { hasRole } from '../../access/roles.ts';
import { collectionSlugs } from '../../slugs.ts';
import { runningExperimentsOf } from './hooks/runningExperimentsOf.ts';
import { isVisitorVisibleChange } from './hooks/visitorVisibleChange.ts';

// POST /api/landing-variants/:id/publish-effect with the form's data: whether publishing it would restart the
// counting of a running experiment, asked by the admin's publish button before it publishes. It applies the
// publish hook's own rule (a change visitors see, compared with what they see now, of a version in a running
// experiment), so the warning and the restart never disagree. Marketers and admins only; it changes nothing.

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const errorAnswer = (status: number, message: string) => Response.json({ errors: [{ message }] }, { status });

async function readBody(req: PayloadRequest): Promise<unknown> {
  try {
    return req.json ? await req.json() : null;
  } catch {
    return null;
  }
}

/** What visitors see now: the published document (a draft save leaves it as it was). */
async function publishedNow(req: PayloadRequest, id: string) {
  try {
    const doc = await req.payload.findByID({
      collection: collectionSlugs.landingVariants,
      id,
      draft: false,
      depth: 0,
      req,
    });
    return doc._status === 'published' ? (doc as unknown as Record<string, unknown>) : null;
  } catch {
    return undefined;
  }
}

export const publishEffectEndpoint: Endpoint = {
  path: '/:id/publish-effect',
  method: 'post',
  handler: async (req) => {
    if (!hasRole({ user: req.user, roles: ['admin', 'marketer'] }))
      return errorAnswer(403, 'Only marketers and admins publish landing variants.');
    const id = req.routeParams?.id;
    const data = await readBody(req);
    if (typeof id !== 'string' || !isRecord(data)) return errorAnswer(400, 'Send the form data as a JSON object.');
    const published = await publishedNow(req, id);
    if (published === undefined) return errorAnswer(404, 'No such landing variant.');
    const visible = published !== null && isVisitorVisibleChange(data, published);
    const experiments = visible ? await runningExperimentsOf(req, published.version) : [];
    return Response.json(
      {
        restartsCounting: experiments.length > 0,
        experiments: experiments.map((experiment) => ({ id: experiment.id, name: experiment.name })),
      },
      { headers: { 'cache-control': 'no-store' } },
    );
  },
};
