import { deliveryCopy as copy } from './delivery-email-copy.ts';
import type { DeliveryEmailParts } from './delivery-email-parts.ts';

// Large type for older readers (20px body, nothing under 18px), near-black on white, one column
// no wider than 600px, and a button big enough to hit easily. Tables and inline styles because
// many mail apps ignore <style> blocks and modern layout.

const text = '#111111';
const action = '#0b3d91';
const font = 'font-family:Verdana,Arial,Helvetica,sans-serif;color:' + text + ';';
const body = `${font}font-size:20px;line-height:1.5;margin:0 0 20px 0;`;
const small = `${font}font-size:18px;line-height:1.5;margin:0 0 14px 0;`;
const link = `color:${action};text-decoration:underline;`;

export function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

function button(href: string, label: string): string {
  return `<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:8px 0 28px 0;"><tr>
<td style="background:${action};border-radius:8px;">
<a href="${escapeHtml(href)}" style="${font}display:inline-block;padding:20px 32px;font-size:22px;font-weight:bold;line-height:1.3;color:#ffffff;text-decoration:none;border-radius:8px;">${escapeHtml(label)}</a>
</td></tr></table>`;
}

export function renderDeliveryHtml(parts: DeliveryEmailParts): string {
  const { links, email, site, settings } = parts;
  const address = settings.postalAddress.split(/\r?\n/).map(escapeHtml).join('<br>');
  return `<!doctype html>
<html lang="en-US">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light">
<title>${escapeHtml(copy.subject)}</title>
</head>
<body style="margin:0;padding:0;background:#ffffff;">
<div style="display:none;max-height:0;overflow:hidden;">${escapeHtml(copy.preheader)}</div>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background:#ffffff;"><tr><td align="center" style="padding:24px 16px;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="max-width:600px;"><tr><td style="text-align:left;">
<h1 style="${font}font-size:32px;line-height:1.25;margin:0 0 24px 0;">${escapeHtml(copy.heading)}</h1>
<p style="${body}">${escapeHtml(copy.intro)}</p>
${button(links.downloadPage, copy.button)}
<p style="${body}">${escapeHtml(copy.pdfLead)} <a href="${escapeHtml(links.pdf)}" style="${link}">${escapeHtml(copy.pdfLink)}</a></p>
<p style="${body}">${escapeHtml(copy.tip)}</p>
<p style="${small}">${escapeHtml(copy.fallbackLead)}<br><a href="${escapeHtml(links.downloadPage)}" style="${link}word-break:break-all;">${escapeHtml(links.downloadPage)}</a></p>
<hr style="border:0;border-top:2px solid ${text};margin:32px 0 24px 0;">
<p style="${small}">${escapeHtml(copy.whyYouGotThis(email, site))}</p>
<p style="${small}">${escapeHtml(copy.unsubscribeLead)} <a href="${escapeHtml(links.unsubscribe)}" style="${link}">${escapeHtml(copy.unsubscribe)}</a></p>
<p style="${small}"><strong>${escapeHtml(settings.senderName)}</strong><br>${address}</p>
</td></tr></table>
</td></tr></table>
</body>
</html>
`;
}
