import { checkTarget, type TargetOptions } from './target-rules.ts';

// A postback URL template: the traffic source's address with `{macro}` placeholders the tracker fills per
// conversion. Only known macros may appear, and only after the host (a macro may never choose where the call
// goes). Each value is URL-encoded when it is put in, so a sub id cannot add parameters or change the path.

export const postbackMacros = [
  'subid',
  's1',
  's2',
  's3',
  's4',
  's5',
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'utm_content',
  'utm_term',
  'clickid',
  'gclid',
  'gbraid',
  'wbraid',
  'fbclid',
  'msclkid',
  'ttclid',
  'li_fat_id',
  'referrer_domain',
  'event',
  'entry_id',
  'offer_id',
  'timestamp',
  'payout',
] as const;

export type PostbackMacro = (typeof postbackMacros)[number];

export type MacroValues = Partial<Record<PostbackMacro, string>>;

const knownMacros = new Set<string>(postbackMacros);
const placeholder = /\{([^{}]*)\}/g;

/** Example values for "send a test postback" and for checking a template's shape at save time. */
export const sampleMacroValues: Record<PostbackMacro, string> = {
  subid: 'test-sub',
  s1: 'test-s1',
  s2: 'test-s2',
  s3: 'test-s3',
  s4: 'test-s4',
  s5: 'test-s5',
  utm_source: 'test-source',
  utm_medium: 'test-medium',
  utm_campaign: 'test-campaign',
  utm_content: 'test-content',
  utm_term: 'test-term',
  clickid: 'test-click-id',
  gclid: 'test-gclid',
  gbraid: 'test-gbraid',
  wbraid: 'test-wbraid',
  fbclid: 'test-fbclid',
  msclkid: 'test-msclkid',
  ttclid: 'test-ttclid',
  li_fat_id: 'test-li-fat-id',
  referrer_domain: 'news.example.org',
  event: 'email_submitted',
  entry_id: '0',
  offer_id: 'test-offer',
  timestamp: '1700000000',
  payout: '0.00',
};

export function macrosIn(template: string): string[] {
  return [...template.matchAll(placeholder)].map((match) => match[1] ?? '');
}

/** Fills every macro with its URL-encoded value; a macro without a value becomes empty. */
export function renderTemplate(template: string, values: MacroValues): string {
  return template.replace(placeholder, (_whole, name: string) =>
    encodeURIComponent(values[name as PostbackMacro] ?? ''),
  );
}

/** The scheme and host part of a template: everything before the first /, ? or # after `://`. */
function originPart(template: string): string {
  const afterScheme = template.indexOf('://');
  if (afterScheme < 0) return template;
  const rest = template.slice(afterScheme + 3);
  const end = rest.search(/[/?#]/);
  return template.slice(0, afterScheme + 3) + (end < 0 ? rest : rest.slice(0, end));
}

export type TemplateCheck = { ok: true } | { ok: false; message: string };

/** Save-time check: known macros only, none in the scheme or host, and the address passes the target rules. */
export function checkTemplate(template: string, options: TargetOptions = {}): TemplateCheck {
  const unknown = macrosIn(template).filter((name) => !knownMacros.has(name));
  if (unknown.length > 0) {
    return {
      ok: false,
      message: `Unknown macro ${unknown.map((name) => `{${name}}`).join(', ')}. Known macros: ${postbackMacros.map((name) => `{${name}}`).join(' ')}.`,
    };
  }
  if (/[{}]/.test(originPart(template)))
    return { ok: false, message: 'Macros may only follow the host (in the path or the query), never choose the host.' };
  const target = checkTarget(renderTemplate(template, sampleMacroValues), options);
  return target.ok ? { ok: true } : { ok: false, message: target.message };
}
