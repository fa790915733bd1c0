import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Mailbox, openMailbox } from './support/mailbox.ts';
import { callApi, createStaff, signIn, staffPassword } from './support/rest.ts';
import { type RunningCms, startCms, testAdmin } from './support/startCms.ts';

// A marketer who forgot their password gets a reset link by email (over real SMTP) and can sign in again.

let cms: RunningCms;
let smtp: Mailbox;

beforeAll(async () => {
  smtp = await openMailbox(3196);
  cms = await startCms({ port: 3115, extraEnv: { SMTP_URL: smtp.url, CMS_EMAIL_FROM: 'cms@seniorguide.example' } });
});

afterAll(async () => {
  await cms?.stop();
  await smtp?.close();
});

describe('password reset', () => {
  it('mails a reset link that sets a new password', async () => {
    const adminToken = await signIn(cms.url, testAdmin);
    const { email } = await createStaff(cms.url, { adminToken, role: 'marketer' });

    const asked = await callApi(cms.url, '/users/forgot-password', { method: 'POST', body: { email } });
    expect(asked.status).toBe(200);
    await expect.poll(() => smtp.messages.length, { timeout: 20_000 }).toBe(1);
    const [message] = smtp.messages;
    expect(message?.recipients).toEqual([email]);
    expect(message?.from?.address).toBe('cms@seniorguide.example');
    const token = /\/reset\/([\w-]+)/.exec(message?.html ?? message?.text ?? '')?.[1];
    expect(token).toBeTruthy();

    const newPassword = 'a-new-marketer-password';
    const reset = await callApi(cms.url, '/users/reset-password', {
      method: 'POST',
      body: { token, password: newPassword },
    });
    expect(reset.status).toBe(200);
    await expect(signIn(cms.url, { email, password: staffPassword })).rejects.toThrow();
    expect(await signIn(cms.url, { email, password: newPassword })).toBeTruthy();
  });

  it('answers the same for an address it does not know, and sends nothing', async () => {
    const before = smtp.messages.length;
    const asked = await callApi(cms.url, '/users/forgot-password', {
      method: 'POST',
      body: { email: 'nobody@example.com' },
    });
    expect(asked.status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(smtp.messages.length).toBe(before);
  });
});
