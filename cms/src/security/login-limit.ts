import { RateLimiterMemory, type RateLimiterRes } from 'rate-limiter-flexible';
import { clientAddress } from './client-address.ts';
import { clientNetwork } from './client-network.ts';
import { createKnownNetworks } from './known-networks.ts';
import { signInAccountKey } from './sign-in-account.ts';

// Sign-in guessing, limited by where it comes from rather than by locking the account for everyone:
// - a network (an IPv4 address, an IPv6 /56: client-network.ts) that fails 5 sign-ins in 15 minutes is
//   refused for the rest of the window, whatever account it names;
// - an account that fails 10 sign-ins in 15 minutes from networks it was never used from is closed, for the
//   rest of the window, to such networks only: the networks its owner signed in from lately still get in.
// Payload's own account lock is off (Users auth config): it shut the owner out too, so any ten failures, from
// anywhere, locked an admin out. Every refusal of a sign-in reads the same: a wrong password and an unknown
// email cannot be told apart.

export const loginLimit = { failuresPerNetwork: 5, failuresPerAccount: 10, windowSeconds: 15 * 60 } as const;

const sameAnswerForEveryRefusal = { errors: [{ message: 'The email or password provided is incorrect.' }] };

const json = (body: unknown, status: number, headers: Record<string, string> = {}) =>
  Response.json(body, { status, headers: { 'Cache-Control': 'no-store', ...headers } });

const tooMany = (msBeforeNext: number) =>
  json({ errors: [{ message: 'Too many sign-in attempts. Please wait a few minutes.' }] }, 429, {
    'Retry-After': String(Math.max(1, Math.ceil(msBeforeNext / 1000))),
  });

type Limit = typeof loginLimit;

export function createLoginGuard({ failuresPerNetwork, failuresPerAccount, windowSeconds }: Limit = loginLimit) {
  // Counters live in this process: the CMS runs as one instance (docker-compose.yml).
  const failuresByNetwork = new RateLimiterMemory({ points: failuresPerNetwork, duration: windowSeconds });
  const failuresByAccount = new RateLimiterMemory({ points: failuresPerAccount, duration: windowSeconds });
  const knownNetworks = createKnownNetworks();

  const spent = (counted: RateLimiterRes | null, points: number) =>
    counted && counted.consumedPoints >= points ? counted : null;

  return async function guardLogin(request: Request, signIn: () => Promise<Response>): Promise<Response> {
    const network = clientNetwork(clientAddress(request.headers));
    const account = await signInAccountKey(request);
    const ownersNetwork = account !== null && knownNetworks.has(account, network);
    const refused =
      spent(await failuresByNetwork.get(network), failuresPerNetwork) ??
      (account && !ownersNetwork ? spent(await failuresByAccount.get(account), failuresPerAccount) : null);
    if (refused) return tooMany(refused.msBeforeNext);

    const answer = await signIn();
    if (answer.ok && account) knownNetworks.remember(account, network);
    if (answer.status !== 401) return answer;
    await failuresByNetwork.penalty(network, 1);
    if (account && !ownersNetwork) await failuresByAccount.penalty(account, 1);
    return json(sameAnswerForEveryRefusal, 401);
  };
}
