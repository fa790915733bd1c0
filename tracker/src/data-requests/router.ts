import type { Router } from 'express';
import type { VerifyOperatorSession } from '../auth/verify-operator-session.ts';
import type { RouteMounter } from '../http/route-mounter.ts';
import type { DataRequestService } from './data-request-service.ts';
import { isAdmin, requireRole, signedInUserOrThrow } from '../auth/require-role.ts';

// The /api/admin calls: data-subject requests and their audit log, for admins only.

export function mountDataRequestRoutes({
  router,
  mount,
  verifyOperatorSession,
  requests,
}: {
  router: Router;
  mount: RouteMounter;
  verifyOperatorSession: VerifyOperatorSession;
  requests: DataRequestService;
}): void {
  router.use(
    '/api/admin',
    requireRole({ verifyOperatorSession, allows: isAdmin, refusal: 'Only admins may answer data requests.' }),
  );

  // GET /api/admin/data-requests/export?email=: everything held about one person, as one JSON document
  mount('exportPerson', ({ query }, { res }) =>
    requests.exportPerson({ email: query.email, actor: signedInUserOrThrow(res) }),
  );

  // POST /api/admin/data-requests/erase: remove one person's personal data; reports keep their figures
  mount('erasePerson', ({ body }, { res }) => requests.erasePerson({ ...body, actor: signedInUserOrThrow(res) }));

  // GET /api/admin/audit-log: who exported or erased whom, and when (newest first)
  mount('listAuditLog', () => requests.listAuditLog());
}
