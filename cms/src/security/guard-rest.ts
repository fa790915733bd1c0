import { isMissingFile, isRefusedFilter, missingFile, refuseUnreadableBody, refusedFilter } from './bad-input.ts';
import { createLoginGuard } from './login-limit.ts';
import { oneChangePerFile } from './one-change-per-file.ts';
import { inPayloadErrorShape } from './payload-error-shape.ts';
import { isUploadFileRequest, servedAsUpload } from './served-uploads.ts';
import { isUnservedRoute, unservedRoute } from './unserved-routes.ts';

// Wraps Payload's REST handlers (app/(payload)/api/[...slug]/route.ts): a body Payload cannot read is
// refused, sign-ins go through the per-network limit, a filter the database refused is the caller's 400,
// a file that is not on disk a 404, a route that takes no method a 405, every 4xx is in Payload's error
// shape or the shared envelope, and uploaded files leave sandboxed (served-uploads.ts). (Malformed addresses
// are refused earlier, in src/proxy.ts, before Next.js decodes them; methods no route takes, in server.ts.)

type RestHandler = (request: Request, context: { params: Promise<{ slug: string[] }> }) => Promise<Response>;

const guardLogin = createLoginGuard();

const isLogin = (request: Request) =>
  request.method === 'POST' && /^\/api\/users\/login\/?$/.test(new URL(request.url).pathname);

function repaired(request: Request, answer: Response): Response {
  if (isRefusedFilter(request, answer)) return refusedFilter();
  if (isMissingFile(request, answer)) return missingFile();
  if (isUnservedRoute(answer)) return unservedRoute(request);
  return answer;
}

export function guardRest(handler: RestHandler): RestHandler {
  return async (request, context) => {
    const unreadable = await refuseUnreadableBody(request);
    if (unreadable) return unreadable;
    const answer = isLogin(request)
      ? await guardLogin(request, () => handler(request, context))
      : await oneChangePerFile(request, () => handler(request, context));
    const shaped = await inPayloadErrorShape(repaired(request, answer));
    return isUploadFileRequest(request) ? servedAsUpload(shaped) : shaped;
  };
}
