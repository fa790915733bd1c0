import { RateLimiterMemory } from 'rate-limiter-flexible';
import { clientAddress } from './client-address.ts';

// Sign-in guessing. Payload locks an account after 10 failed attempts (Users auth config); this limit
// refuses an address after 5 failures in 15 minutes, so one address cannot lock an account by guessing
// within a lock period. Every refusal reads the same: a wrong password, an unknown email and a locked
// account cannot be told apart.

export const loginLimit = { failures: 5, windowSeconds: 15 * 60 } as const;

const sameAnswerForEveryRefusal = { errors: [{ message: 'The email or password provided is incorrect.' }] };

const json = (body: unknown, status: number, headers: Record<string, string> = {}) =>
  Response.json(body, { status, headers: { 'Cache-Control': 'no-store', ...headers } });

export function createLoginGuard({ failures, windowSeconds }: { failures: number; windowSeconds: number } = loginLimit) {
  // Counters live in this process: the CMS runs as one instance (docker-compose.yml).
  const failuresByAddress = new RateLimiterMemory({ points: failures, duration: windowSeconds });

  return async function guardLogin(request: Request, signIn: () => Promise<Response>): Promise<Response> {
    const address = clientAddress(request.headers);
    const counted = await failuresByAddress.get(address);
    if (counted && counted.consumedPoints >= failures) {
      return json({ errors: [{ message: 'Too many sign-in attempts from this address. Please wait a few minutes.' }] }, 429, {
        'Retry-After': String(Math.max(1, Math.ceil(counted.msBeforeNext / 1000))),
      });
    }
    const answer = await signIn();
    if (answer.status !== 401) return answer;
    await failuresByAddress.penalty(address, 1);
    return json(sameAnswerForEveryRefusal, 401);
  };
}
