import { describe, expect, it } from 'vitest';
import { localAdminPassword, localDevSecret, parseEnv } from './env.ts';

describe('parseEnv', () => {
  it('refuses a production start without a secret of its own', () => {
    expect(() => parseEnv({ NODE_ENV: 'production' })).toThrow(/PAYLOAD_SECRET: set a secret of your own/);
    expect(() => parseEnv({ NODE_ENV: 'production', PAYLOAD_SECRET: localDevSecret })).toThrow(/PAYLOAD_SECRET/);
  });

  it('refuses a production start that would create the first admin with the published local password', () => {
    const production = { NODE_ENV: 'production', PAYLOAD_SECRET: 'a-long-production-secret' };
    expect(() => parseEnv(production)).toThrow(/CMS_ADMIN_PASSWORD: set a password of your own/);
    expect(() => parseEnv({ ...production, CMS_ADMIN_PASSWORD: localAdminPassword })).toThrow(/CMS_ADMIN_PASSWORD/);
  });

  it('starts in production with a real secret and admin password', () => {
    const env = parseEnv({
      NODE_ENV: 'production',
      PAYLOAD_SECRET: 'a-long-production-secret',
      CMS_ADMIN_PASSWORD: 'a-long-admin-password',
    });
    expect(env.PAYLOAD_SECRET).toBe('a-long-production-secret');
  });

  it('keeps previews off when the preview secret is empty (docker-compose passes it so), refuses a short one', () => {
    const production = {
      NODE_ENV: 'production',
      PAYLOAD_SECRET: 'a-long-production-secret',
      CMS_ADMIN_PASSWORD: 'a-long-admin-password',
    };
    expect(parseEnv({ ...production, CMS_PREVIEW_SECRET: '' }).CMS_PREVIEW_SECRET).toBeUndefined();
    expect(parseEnv({ ...production, CMS_PREVIEW_SECRET: 'p'.repeat(32) }).CMS_PREVIEW_SECRET).toBe('p'.repeat(32));
    expect(() => parseEnv({ ...production, CMS_PREVIEW_SECRET: 'short' })).toThrow(/CMS_PREVIEW_SECRET/);
  });

  it('lets `next build` run without the production secret, since it serves nobody', () => {
    expect(() => parseEnv({ NODE_ENV: 'production', NEXT_PHASE: 'phase-production-build' })).not.toThrow();
  });

  it('refuses loopback postback URLs in production; they are off unless switched on', () => {
    const production = {
      NODE_ENV: 'production',
      PAYLOAD_SECRET: 'a-real-secret-of-32-characters!!',
      CMS_ADMIN_PASSWORD: 'a real admin password',
    };
    expect(parseEnv({}).CMS_POSTBACK_ALLOW_LOOPBACK).toBe(false);
    expect(parseEnv({ CMS_POSTBACK_ALLOW_LOOPBACK: 'true' }).CMS_POSTBACK_ALLOW_LOOPBACK).toBe(true);
    expect(() => parseEnv({ ...production, CMS_POSTBACK_ALLOW_LOOPBACK: 'true' })).toThrow(
      /CMS_POSTBACK_ALLOW_LOOPBACK/,
    );
  });

  it('names every invalid setting in one message', () => {
    expect(() => parseEnv({ DATABASE_URI: 'postgres://db', PAYLOAD_SECRET: 'short' })).toThrow(
      /DATABASE_URI: must start with file:, mongodb:\/\/ or mongodb\+srv:\/\/[\s\S]*PAYLOAD_SECRET: must be at least 16/,
    );
  });

  it('defaults to an SQLite file in the data folder and the local admin account', () => {
    const env = parseEnv({});
    expect(env.DATABASE_URI).toMatch(/^file:.*\/data\/cms\.db$/);
    expect(env.CMS_ADMIN_EMAIL).toBe('admin@example.com');
  });

  it('recognises MongoDB URIs', () => {
    expect(parseEnv({ DATABASE_URI: 'mongodb+srv://user:pass@cluster.example/cms' }).DATABASE_URI).toMatch(/^mongodb/);
  });
});
