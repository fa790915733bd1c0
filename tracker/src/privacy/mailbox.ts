// The mailbox an address delivers to, so caps cannot be dodged by spelling one inbox many ways: lower case,
// the `+tag` dropped (every large provider delivers `ann+x@` to `ann@`), and for providers that ignore
// dots in the local part (Gmail), the dots dropped and googlemail.com read as gmail.com.

const dotBlindDomains: Record<string, string> = { 'gmail.com': 'gmail.com', 'googlemail.com': 'gmail.com' };

export function normaliseMailbox(email: string): string {
  const lower = email.trim().toLowerCase();
  const at = lower.lastIndexOf('@');
  if (at <= 0) return lower;
  const domain = lower.slice(at + 1);
  let local = lower.slice(0, at);
  const plus = local.indexOf('+');
  if (plus > 0) local = local.slice(0, plus);
  const dotBlind = dotBlindDomains[domain];
  return dotBlind ? `${local.replaceAll('.', '')}@${dotBlind}` : `${local}@${domain}`;
}
