import { canReadAnalytics } from '@seniorguide/contracts';
import type { Router } from 'express';
import type { VerifyOperatorSession } from '../auth/verify-operator-session.ts';
import { requireRole, signedInUserOrThrow } from '../auth/require-role.ts';
import type { RouteMounter } from '../http/route-mounter.ts';
import type { createConsentDocumentService } from './consent-document-service.ts';

export function mountConsentRoutes({
  router,
  mount,
  verifyOperatorSession,
  documents,
}: {
  router: Router;
  mount: RouteMounter;
  verifyOperatorSession: VerifyOperatorSession;
  documents: ReturnType<typeof createConsentDocumentService>;
}): void {
  router.get('/api/analytics/consent-document', requireRole({ verifyOperatorSession, allows: canReadAnalytics, refusal: 'Only operators and admins may open consent records.' }));

  // GET /api/analytics/consent-document?email=|entryId=: one lead's consent records, signed (Ed25519)
  mount('getConsentDocument', ({ query }, { res }) => documents.signedDocument({ ...query, actor: signedInUserOrThrow(res) }));
}
