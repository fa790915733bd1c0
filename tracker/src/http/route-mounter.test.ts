import express from 'express';
import supertest from 'supertest';
import { describe, expect, it } from 'vitest';
import { createLogger } from '../logger.ts';
import { createErrorHandler } from './error-handler.ts';
import { entryNotFound } from './http-error.ts';
import type { Ownership } from './ownership.ts';
import { createRouteMounter } from './route-mounter.ts';

// The owner check belongs to the mounter, not to each handler: a handler that forgets it is still guarded.

/** Ownership read from a test header instead of the signed cookie: this browser owns the ids listed there. */
function headerOwnership(req: express.Request): Ownership {
  const owned = String(req.headers['x-owned'] ?? '')
    .split(',')
    .map(Number);
  return {
    owns: (id) => owned.includes(id),
    requireOwner: (id) => {
      if (!owned.includes(id)) throw entryNotFound(id);
    },
    grant: () => undefined,
  };
}

function appWithUncheckedRoutes(): { app: express.Express; calls: number[] } {
  const calls: number[] = [];
  const app = express();
  app.use(express.json());
  const router = express.Router();
  const mount = createRouteMounter({ router, bodyLimit: '16kb', ownership: (req) => headerOwnership(req) });
  // Neither handler checks ownership itself.
  mount('trackDownload', ({ params }) => {
    calls.push(params.id);
    return { success: true };
  });
  mount('openEntryLink', ({ params }, { res }) => {
    calls.push(params.id);
    res.redirect(303, '/ebook-download');
    return { location: '/ebook-download' };
  });
  app.use(router);
  app.use(createErrorHandler({ logger: createLogger({ level: 'silent' }) }));
  return { app, calls };
}

describe('the route mounter', () => {
  it('refuses an entry call registered without its own owner check to anyone but the owner', async () => {
    const { app, calls } = appWithUncheckedRoutes();
    const stranger = await supertest(app).put('/api/waitlist/7/download').set('X-Owned', '3');
    expect(stranger.status).toBe(404);
    expect(stranger.body.error.code).toBe('not_found');
    expect(calls).toEqual([]);
    await supertest(app).put('/api/waitlist/7/download').set('X-Owned', '3,7').expect(200, { success: true });
    expect(calls).toEqual([7]);
  });

  it('leaves the email link to its token: a browser that owns nothing yet may open it', async () => {
    const { app, calls } = appWithUncheckedRoutes();
    await supertest(app).get('/api/waitlist/7/open').query({ token: 'any' }).expect(303);
    expect(calls).toEqual([7]);
  });
});
