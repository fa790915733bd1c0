import { createServer, type Server } from 'node:http';
import { z } from 'zod';

// A tiny local stand-in for the CMS's auth endpoints (Payload's /api/users/login, /me, /logout), served
// over real HTTP so the tracker's real session verifier and login forwarding run unchanged.

const credentialsSchema = z.object({ email: z.string().optional(), password: z.string().optional() });

export type FakeCms = {
  url: string;
  meCalls: number;
  /** The X-Forwarded-For of the last sign-in the CMS received. */
  lastLoginForwardedFor: string | undefined;
  revoke(token: string): void;
  /** Answers every sign-in as Payload's per-address limit would (429 with Retry-After). */
  refuseLogins(refuse: boolean): void;
  /** The documents of the public `experiments` collection (GET /api/experiments and /api/experiments/:id). */
  setExperiments(docs: Record<string, unknown>[]): void;
  /** Back to the seeded users, nothing refused. */
  reset(): void;
  close(): Promise<void>;
};

const users: Record<string, { password: string; token: string; roles: string[] }> = {
  'olivia@example.com': { password: 'correct horse', token: 'tok-operator', roles: ['operator'] },
  'mark@example.com': { password: 'marketing!', token: 'tok-marketer', roles: ['marketer'] },
};

export async function startFakeCms(port: number): Promise<FakeCms> {
  const seeded = () =>
    new Map(Object.entries(users).map(([email, user]) => [user.token, { email, roles: user.roles }]));
  let valid = seeded();
  const state: {
    meCalls: number;
    lastLoginForwardedFor: string | undefined;
    refuseLogins: boolean;
    experiments: Record<string, unknown>[];
  } = {
    meCalls: 0,
    lastLoginForwardedFor: undefined,
    refuseLogins: false,
    experiments: [],
  };
  const server: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => {
      body += chunk.toString('utf8');
    });
    req.on('end', () => {
      res.setHeader('Content-Type', 'application/json');
      if (req.method === 'POST' && req.url === '/api/users/login') {
        state.lastLoginForwardedFor = req.headers['x-forwarded-for']?.toString();
        if (state.refuseLogins) {
          res.statusCode = 429;
          res.setHeader('Retry-After', '600');
          res.end(JSON.stringify({ errors: [{ message: 'Too many sign-in attempts.' }] }));
          return;
        }
        const { email, password } = credentialsSchema.parse(JSON.parse(body || '{}'));
        const user = email ? users[email] : undefined;
        if (!user || user.password !== password) {
          res.statusCode = 401;
          res.end(JSON.stringify({ errors: [{ message: 'The email or password provided is incorrect.' }] }));
          return;
        }
        res.end(
          JSON.stringify({
            message: 'Auth Passed',
            token: user.token,
            exp: Math.floor(Date.now() / 1000) + 7200,
            user: { id: 'u1', email, roles: user.roles },
          }),
        );
        return;
      }
      if (req.method === 'GET' && req.url === '/api/users/me') {
        state.meCalls += 1;
        const token = /^JWT (.+)$/.exec(req.headers.authorization ?? '')?.[1];
        const user = token ? valid.get(token) : undefined;
        res.end(JSON.stringify({ user: user ? { id: 'u1', collection: 'users', ...user } : null }));
        return;
      }
      if (req.method === 'POST' && req.url === '/api/users/logout') {
        res.end(JSON.stringify({ message: 'Logged out' }));
        return;
      }
      const experimentPath = /^\/api\/experiments(?:\/([^/?]+))?(?:\?|$)/.exec(req.url ?? '');
      if (req.method === 'GET' && experimentPath) {
        const id = experimentPath[1];
        const doc =
          id === undefined ? null : state.experiments.find((experiment) => experiment['id'] === decodeURIComponent(id));
        if (id === undefined) res.end(JSON.stringify({ docs: state.experiments, totalDocs: state.experiments.length }));
        else if (doc) res.end(JSON.stringify(doc));
        else {
          res.statusCode = 404;
          res.end(JSON.stringify({ errors: [{ message: 'Not Found' }] }));
        }
        return;
      }
      res.statusCode = 404;
      res.end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('fake CMS: no TCP address');
  return {
    url: `http://127.0.0.1:${address.port}`,
    get meCalls() {
      return state.meCalls;
    },
    get lastLoginForwardedFor() {
      return state.lastLoginForwardedFor;
    },
    revoke: (token) => void valid.delete(token),
    refuseLogins: (refuse) => {
      state.refuseLogins = refuse;
    },
    setExperiments: (docs) => {
      state.experiments = docs;
    },
    reset: () => {
      valid = seeded();
      state.experiments = [];
      state.refuseLogins = false;
      state.lastLoginForwardedFor = undefined;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
