import { isRefusedFilter, refusedFilter } from './bad-input.ts';
import { createLoginGuard } from './login-limit.ts';

// Wraps Payload's REST handlers (app/(payload)/api/[...slug]/route.ts): sign-ins go through the
// per-address limit, and a filter the database refused is the caller's 400. (Malformed addresses are
// refused earlier, in src/proxy.ts, before Next.js decodes them.)

type RestHandler = (request: Request, context: { params: Promise<{ slug: string[] }> }) => Promise<Response>;

const guardLogin = createLoginGuard();

const isLogin = (request: Request) => request.method === 'POST' && /^\/api\/users\/login\/?$/.test(new URL(request.url).pathname);

export function guardRest(handler: RestHandler): RestHandler {
  return async (request, context) => {
    if (isLogin(request)) return guardLogin(request, () => handler(request, context));
    const answer = await handler(request, context);
    return isRefusedFilter(request, answer) ? refusedFilter() : answer;
  };
}
