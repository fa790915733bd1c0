import { describe, expect, it } from 'vitest';
import { seedDemoPages } from './demo-pages.ts';
import { seedLandingVariants } from './landing/variants.ts';
import { seedPageTexts } from './page-texts.ts';
import { seedSection8Bonus } from './section8-bonus.ts';
import { seedSiteSettings } from './site-settings.ts';

describe('seed landing variants', () => {
  it('has versions 1, 2 and 3 with the signup texts of the spec', () => {
    expect(seedLandingVariants.map((variant) => variant.version)).toEqual([1, 2, 3]);
    for (const variant of seedLandingVariants) {
      expect(variant.signupModal.title).toBe('Senior Savings Guide Signup');
      expect(variant.signupModal.pendingLabel).toBe('Checking...');
      expect(variant.inlineSuccess.title).toBe("You're all set!");
      expect(variant.inlineSuccess.resetLabel).toBe('Sign up another person');
      expect(variant.brands.logos).toHaveLength(4);
      expect(variant.benefits.items.map((item) => item.key)).toEqual([
        'prescriptions',
        'groceries',
        'bills',
        'housing',
      ]);
      expect(variant.faq.items).toHaveLength(4);
      expect(Object.values(variant.figures).map((figure) => figure.value)).toEqual([
        '175+',
        '$5,000+',
        '12,000+',
        '14,000+',
      ]);
    }
  });
});

describe('seed page texts', () => {
  it('quotes the spec for every screen', () => {
    const texts = seedPageTexts;
    expect(texts.continueRegistration.sequential.heading).toBe('While We Prepare Your eBook...');
    expect(texts.continueRegistration.sequential.completingMessage).toBe('Completing your registration...');
    expect(texts.continueRegistration.list.heading).toBe('Preparing your eBook...');
    expect(texts.continueRegistration.list.noThanksLabel).toBe('No Thanks');
    expect(texts.adScreen.loadingMessage).toBe('Getting your personalized offers ready...');
    expect(texts.thankYou.sentMessage).toBe("We've sent your free ebook to {email}.");
    expect(texts.ebookDownload.downloadButtonLabel).toBe('Download Your Senior Savings Guide');
    expect(texts.ebookDownload.contents).toHaveLength(5);
    expect(texts.redirect.title).toBe('Redirecting to Your Desired Bonus');
    expect(texts.notFound).toMatchObject({
      title: '404 Page Not Found',
      message: 'Did you forget to add the page to the router?',
    });
  });
});

describe('seed demo pages, bonus and settings', () => {
  it('has the three demo pages with the alerts of the spec', () => {
    const bySlug = new Map(seedDemoPages.map((page) => [page.slug, page]));
    expect([...bySlug.keys()]).toEqual(['emergency-pendant', 'dental-savings', 'hearing-aids']);
    expect(bySlug.get('dental-savings')?.form.alertMessage).toBe(
      'This is a demo page. In a real application, your information would be submitted for a quote.',
    );
    expect(bySlug.get('hearing-aids')?.form.alertMessage).toBe(
      'This is a demo page. In a real application, your free trial would be processed.',
    );
    expect(bySlug.get('dental-savings')?.claims.map((claim) => claim.value)).toEqual([
      '15-60%',
      '$9.95/month',
      '100,000+',
    ]);
  });

  it('links the Section 8 bonus to partner offer 6252 for affiliate 555', () => {
    expect(seedSection8Bonus).toMatchObject({ partnerOfferId: '6252', affiliateId: '555' });
    expect(seedSection8Bonus.buttonLabel).toBe('GET YOUR FREE SECTION 8 HOUSING GUIDE');
    expect(seedSection8Bonus.linkTemplate).toContain('{subId}');
  });

  it('leaves every third-party integration switched off', () => {
    expect(Object.values(seedSiteSettings.integrations).every((value) => value === null)).toBe(true);
  });
});
