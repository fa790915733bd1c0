import { expect, type BrowserContext } from '@playwright/test';
import { nextVisitorAddress } from './analytics-visitors.ts';
import { product, uniqueEmail } from './product.ts';

// CMS accounts for the dashboard specs, created through the CMS REST API as the admin would in /admin.

export type Account = { email: string; password: string };

const password = 'dashboard-spec-password-1';

let adminSession: Promise<string> | null = null;

const signInAsAdmin = async (): Promise<string> => product.adminToken;

export async function createAccount(role: 'operator' | 'marketer' | 'admin'): Promise<Account> {
  const email = uniqueEmail(`dashboard-${role}`);
  const create = async () => {
    adminSession ??= signInAsAdmin();
    return fetch(`${product.cmsUrl}/api/users`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `JWT ${await adminSession}` },
      body: JSON.stringify({ email, password, name: `Dashboard ${role}`, roles: [role] }),
    });
  };
  let response = await create();
  // Other specs sign the same admin in at the same moment; a session lost in that race is simply renewed.
  if (response.status === 403 || response.status === 401) {
    adminSession = null;
    response = await create();
  }
  if (response.status !== 201)
    throw new Error(`Could not create the ${role}: ${response.status} ${await response.text()}`);
  return { email, password };
}

/**
 * Gives the browser context its own client address (see nextVisitorAddress): sign-in attempts are
 * limited per address, and the specs of other workers sign in too.
 */
export async function useOwnAddress(context: BrowserContext): Promise<void> {
  await context.setExtraHTTPHeaders({ 'x-forwarded-for': nextVisitorAddress() });
}

/** Signs the browser context in through the visitor origin, as the sign-in form does. */
export async function signIn(context: BrowserContext, account: Account): Promise<void> {
  await useOwnAddress(context);
  const response = await context.request.post(`${product.siteUrl}/api/auth/login`, { data: account });
  expect(response.status(), await response.text()).toBe(200);
}
