import { describe, expect, it } from 'vitest';
import { readEnv } from './env.ts';

describe('readEnv', () => {
  it('runs with no configuration at all, on the embedded store and loopback as the trusted proxy', () => {
    const env = readEnv({});
    expect(env.TRACKER_PORT).toBe(4000);
    expect(env.MONGODB_URI).toBeUndefined();
    expect(env.TRACKER_DB_PATH).toMatch(/data\/tracker\.db$/);
    expect(env.TRACKER_TRUST_PROXY).toBe('loopback');
    expect([
      env.TRACKER_RETENTION_ENTRY_DAYS,
      env.TRACKER_RETENTION_EVENT_DAYS,
      env.TRACKER_RETENTION_OUTBOX_DAYS,
    ]).toEqual([365, 180, 30]);
    expect(env.TRACKER_DKIM_DOMAIN).toBeUndefined();
  });

  it('refuses to start in production with the default secret', () => {
    expect(() => readEnv({ NODE_ENV: 'production' })).toThrow(/TRACKER_SECRET/);
    expect(readEnv({ NODE_ENV: 'production', TRACKER_SECRET: 'x'.repeat(40) }).NODE_ENV).toBe('production');
  });

  it('keeps loopback postback targets off by default and refuses them in production', () => {
    expect(readEnv({}).TRACKER_POSTBACK_ALLOW_LOOPBACK).toBe(false);
    expect(readEnv({ TRACKER_POSTBACK_ALLOW_LOOPBACK: 'true' }).TRACKER_POSTBACK_ALLOW_LOOPBACK).toBe(true);
    expect(() =>
      readEnv({ NODE_ENV: 'production', TRACKER_SECRET: 'x'.repeat(40), TRACKER_POSTBACK_ALLOW_LOOPBACK: 'true' }),
    ).toThrow(/TRACKER_POSTBACK_ALLOW_LOOPBACK: Loopback postback targets are for tests only/);
  });

  it('names every bad variable in one message', () => {
    expect(() => readEnv({ TRACKER_PORT: 'abc', MONGODB_URI: 'postgres://x', TRACKER_SECRET: 'short' })).toThrow(
      /TRACKER_PORT[\s\S]*MONGODB_URI[\s\S]*TRACKER_SECRET/,
    );
  });

  it('refuses TRACKER_TRUST_PROXY=true, which would let a client choose its own address', () => {
    expect(() => readEnv({ TRACKER_TRUST_PROXY: 'true' })).toThrow(/TRACKER_TRUST_PROXY/);
    expect(() => readEnv({ TRACKER_TRUST_PROXY: 'not-an-address' })).toThrow(/TRACKER_TRUST_PROXY/);
  });

  it.each([
    ['false', false],
    ['1', 1],
    ['loopback, 10.0.0.0/8', 'loopback, 10.0.0.0/8'],
  ])('reads TRACKER_TRUST_PROXY=%s as Express understands it', (value, expected) => {
    expect(readEnv({ TRACKER_TRUST_PROXY: value }).TRACKER_TRUST_PROXY).toEqual(expected);
  });

  it('takes DKIM settings all together or not at all', () => {
    const named = { TRACKER_DKIM_DOMAIN: 'seniorsavings.example', TRACKER_DKIM_SELECTOR: 'mail2026' };
    expect(readEnv({ ...named, TRACKER_DKIM_PRIVATE_KEY_FILE: '/run/secrets/dkim.pem' }).TRACKER_DKIM_SELECTOR).toBe(
      'mail2026',
    );
    expect(
      readEnv({ TRACKER_DKIM_DOMAIN: '', TRACKER_DKIM_SELECTOR: '', TRACKER_DKIM_PRIVATE_KEY: '' }).TRACKER_DKIM_DOMAIN,
    ).toBeUndefined();
    expect(() => readEnv(named)).toThrow(/TRACKER_DKIM_DOMAIN: DKIM needs/);
    expect(() => readEnv({ TRACKER_DKIM_PRIVATE_KEY: 'x' })).toThrow(/TRACKER_DKIM_DOMAIN: DKIM needs/);
    expect(() => readEnv({ ...named, TRACKER_DKIM_PRIVATE_KEY: 'x', TRACKER_DKIM_PRIVATE_KEY_FILE: '/k.pem' })).toThrow(
      /not both/,
    );
  });
});
