import { describe, expect, it } from 'vitest';
import { renderDeliveryEmail } from './delivery-email.ts';

const settings = {
  senderName: 'Senior Savings Team',
  senderEmail: 'guide@seniorsavings.example',
  postalAddress: '100 Main Street\nSpringfield, IL 62701',
};
const base = {
  email: 'mary@example.com',
  entryId: 42,
  entryLinkToken: '42.1800000000000.sig',
  publicUrl: 'https://seniorsavings.example/',
  unsubscribeUrl: 'https://seniorsavings.example/api/unsubscribe?token=abc.def',
  settings,
};

describe('the delivery email', () => {
  const email = renderDeliveryEmail(base);

  it('links the download page through the entry\u2019s signed link, in both parts, without the address in the URL', () => {
    const link = 'https://seniorsavings.example/api/waitlist/42/open?token=42.1800000000000.sig';
    expect(email.html).toContain(`href="${link}"`);
    expect(email.text).toContain(link);
    expect(email.text).not.toContain('ebook-download?email=');
  });

  it('also links the PDF itself', () => {
    const pdf = 'https://seniorsavings.example/assets/downloads/senior-benefits-guide.pdf';
    expect(email.html).toContain(`href="${pdf}"`);
    expect(email.text).toContain(pdf);
  });

  it('names the sender and postal address and offers a working unsubscribe link in the footer', () => {
    for (const part of [email.html, email.text]) {
      expect(part).toContain('Senior Savings Team');
      expect(part).toContain('100 Main Street');
      expect(part).toContain('Springfield, IL 62701');
    }
    expect(email.html).toContain('href="https://seniorsavings.example/api/unsubscribe?token=abc.def"');
    expect(email.text).toContain('https://seniorsavings.example/api/unsubscribe?token=abc.def');
  });

  it('sets body text at 18px or larger and shows one big download button', () => {
    const sizes = [...email.html.matchAll(/font-size:(\d+)px/g)].map((match) => Number(match[1]));
    expect(Math.min(...sizes)).toBeGreaterThanOrEqual(18);
    const button = /<a href="[^"]+\/open\?token=[^"]+" style="([^"]+)">Download Your Senior Savings Guide<\/a>/.exec(
      email.html,
    );
    expect(button?.[1]).toContain('font-size:22px');
    expect(button?.[1]).toContain('padding:20px 32px');
    expect(email.html).toContain('max-width:600px');
  });

  it('says in plain words why the reader got it', () => {
    expect(email.text).toContain('mary@example.com was entered on seniorsavings.example to get the free guide');
  });

  it('leaves the address and the id out of the download link when no entry was found', () => {
    const emergency = renderDeliveryEmail({ ...base, entryId: null, entryLinkToken: null });
    expect(emergency.text).toContain('https://seniorsavings.example/ebook-download\n');
    expect(emergency.text).not.toContain('ebook-download?');
    expect(emergency.text).not.toContain('id=');
  });

  it('escapes settings text so a marketer\u2019s typo cannot break the HTML', () => {
    const escaped = renderDeliveryEmail({ ...base, settings: { ...settings, senderName: 'Tom & Jerry <Savings>' } });
    expect(escaped.html).toContain('Tom &amp; Jerry &lt;Savings&gt;');
    expect(escaped.html).not.toContain('<Savings>');
  });
});
