import { buildSignupSubId, buildOfferLink } from '@seniorguide/funnel';
import type { UserContext } from '@seniorguide/contracts';

// An offer's partner link for this visitor: the base link plus the referral sub id, plus
// the email in the sequential flow only.

export function buildVisitorOfferLink({
  baseUrl,
  context,
  withEmail,
}: {
  baseUrl: string;
  context: Pick<UserContext, 'affiliateId' | 'version' | 'email'>;
  withEmail: boolean;
}): string {
  const subId = buildSignupSubId({ affiliateId: context.affiliateId, version: context.version });
  return buildOfferLink({ baseUrl, subId, email: withEmail ? context.email : null });
}
