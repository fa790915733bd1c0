import type { Router } from 'express';
import type { VerifyOperatorSession } from '../auth/verify-operator-session.ts';
import { isAdmin, requireRole, signedInUserOrThrow } from '../auth/require-role.ts';
import type { RouteMounter } from '../http/route-mounter.ts';
import type { Store } from '../store/port.ts';
import type { createConsentDocumentService } from './consent-document-service.ts';
import { createStaffReadLimit } from './staff-read-limit.ts';

// A lead's consent document names the person, so it is an admin's call (operators see no address anywhere on
// the dashboard), limited per staff user and written to the audit log on every read. One certificate, which
// names nobody, is public to whoever holds its random id: a lead buyer checks it there.

export function mountConsentRoutes({
  router,
  mount,
  verifyOperatorSession,
  documents,
  store,
  secret,
}: {
  router: Router;
  mount: RouteMounter;
  verifyOperatorSession: VerifyOperatorSession;
  documents: ReturnType<typeof createConsentDocumentService>;
  store: Store;
  secret: string;
}): void {
  router.get(
    '/api/admin/consent-document',
    requireRole({ verifyOperatorSession, allows: isAdmin, refusal: 'Only admins may open a consent document.' }),
    createStaffReadLimit({ addHits: (input) => store.addRateLimitHits(input), secret }),
  );

  // GET /api/admin/consent-document?email=|entryId=: one lead's consent certificates and unsigned records
  mount('getConsentDocument', ({ query }, { res }) =>
    documents.document({ ...query, actor: signedInUserOrThrow(res) }),
  );

  // GET /api/analytics/consent-figures: the ledger in counts (behind the operators' guard of /api/analytics)
  mount('getConsentFigures', () => documents.figures());

  // GET /api/consent/certificates/:certificateId: public, rate-limited per address like the look-ups (app.ts)
  mount('getConsentCertificate', ({ params }) => documents.certificate(params.certificateId));
}
