import { getSessionResponseSchema } from '@seniorguide/contracts';
import supertest from 'supertest';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createApp } from '../src/app.ts';
import { createLogger } from '../src/logger.ts';
import { browserAgent, testEnv } from './support/app.ts';
import { storeFactories, type StoreUnderTest } from './support/stores.ts';

// The operator's own time zone (their CMS user's `timeZone`) reaches the dashboard with the session: the
// tracker hands it on from the CMS, and a user without one (or with a zone this runtime does not know) gets none,
// so the dashboard uses US Eastern.

const users = {
  'tok-honolulu': { email: 'hana@example.com', roles: ['operator'], timeZone: 'Pacific/Honolulu' },
  'tok-plain': { email: 'olivia@example.com', roles: ['operator'] },
};

describe("the session names the operator's time zone", () => {
  const [factory] = storeFactories;
  let opened: StoreUnderTest;
  beforeEach(async () => {
    if (!factory) throw new Error('no store factory');
    opened = await factory.open();
  });
  afterEach(() => opened.cleanup());

  const me = (token: string) => {
    const app = createApp({
      store: opened.store,
      env: testEnv,
      logger: createLogger({ level: 'silent' }),
      verifyOperatorSession: async (given) => users[given as keyof typeof users] ?? null,
    });
    return supertest(app).get('/api/auth/me').set('User-Agent', browserAgent).set('Cookie', `payload-token=${token}`);
  };

  it("answers the user's zone with the user, and none for a user without one", async () => {
    const honolulu = getSessionResponseSchema.parse((await me('tok-honolulu').expect(200)).body);
    expect(honolulu.user).toEqual({ email: 'hana@example.com', roles: ['operator'], timeZone: 'Pacific/Honolulu' });
    const plain = getSessionResponseSchema.parse((await me('tok-plain').expect(200)).body);
    expect(plain.user).toEqual({ email: 'olivia@example.com', roles: ['operator'] });
    expect('timeZone' in plain.user).toBe(false);
  });
});
