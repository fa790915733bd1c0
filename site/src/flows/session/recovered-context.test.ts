import type { UserContext, WaitlistEntryView } from '@seniorguide/contracts';
import { describe, expect, it } from 'vitest';
import { buildRecoveredContext } from './recovered-context.ts';

const noTracking = { affiliateId: null, subId: null, s1: null, s2: null, s3: null };
const noStored: UserContext = { waitlistId: null, email: null, version: null, ...noTracking };
const params = { urlId: null, urlEmail: null, affiliateId: null, version: null };

const entry: WaitlistEntryView = {
  id: 41,
  version: 2,
  selectedOffers: '[]',
  affiliateId: 'AFF1',
  subId: 'SUB1',
  s1: 'a',
  s2: null,
  s3: null,
};

describe('buildRecoveredContext', () => {
  it('takes the entry as the truth and fills gaps from the current tracking context', () => {
    const context = buildRecoveredContext({
      entry,
      params,
      tracking: { ...noTracking, s2: 'from-url', affiliateId: 'OTHER' },
      stored: noStored,
    });
    expect(context).toEqual({
      waitlistId: 41,
      email: null,
      version: 2,
      affiliateId: 'AFF1',
      subId: 'SUB1',
      s1: 'a',
      s2: 'from-url',
      s3: null,
    });
  });

  it('uses the email the tracker returned to its owner, else the one in the URL', () => {
    expect(
      buildRecoveredContext({
        entry: { ...entry, email: 'own@example.com' },
        params,
        tracking: noTracking,
        stored: noStored,
      }).email,
    ).toBe('own@example.com');
    expect(
      buildRecoveredContext({
        entry,
        params: { ...params, urlEmail: 'url@example.com' },
        tracking: noTracking,
        stored: noStored,
      }).email,
    ).toBe('url@example.com');
  });

  it('reuses a stored email only when it belongs to the same entry', () => {
    const stored = { ...noStored, waitlistId: 7, email: 'someone-else@example.com' };
    expect(buildRecoveredContext({ entry, params, tracking: noTracking, stored }).email).toBeNull();
    expect(
      buildRecoveredContext({ entry, params, tracking: noTracking, stored: { ...stored, waitlistId: 41 } }).email,
    ).toBe('someone-else@example.com');
  });
});
