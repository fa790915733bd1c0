import { seedTimestamp } from './media.ts';
import type { DemoPage, DemoPageForm } from './types/demo-page.ts';

const meta = { createdAt: seedTimestamp, updatedAt: seedTimestamp, _status: 'published' } as const;

const noForm: DemoPageForm = {
  heading: null,
  nameLabel: null,
  phoneLabel: null,
  emailLabel: null,
  zipLabel: null,
  submitLabel: null,
  alertMessage: null,
};

const quoteFormLabels = {
  nameLabel: 'Full name',
  phoneLabel: 'Phone number',
  emailLabel: 'Email address',
  zipLabel: 'ZIP code',
} as const;

const emergencyPendant: DemoPage = {
  ...meta,
  id: 'seed-demo-emergency-pendant',
  slug: 'emergency-pendant',
  kind: 'partner-link',
  title: 'Free Emergency Pendant',
  eyebrow: 'Partner offer',
  headline: 'Help at the Press of a Button, Day or Night',
  intro:
    'A home-security company is offering seniors a free emergency pendant with its monitored alert service. Wear it around your neck or wrist; if you fall or feel unwell, one press connects you to a trained operator who can call family or an ambulance.',
  claims: [
    { id: 'pendant-free', value: 'Free', label: 'pendant with a monitoring plan' },
    { id: 'pendant-24-7', value: '24/7', label: 'trained operators ready to help' },
    { id: 'pendant-waterproof', value: 'Waterproof', label: 'safe to wear in the shower' },
  ],
  form: noForm,
  partner: {
    buttonLabel: 'Claim My Free Pendant',
    url: 'https://offers.benefits-partner.example/emergency-pendant?aff_id=555',
  },
  backLinkLabel: 'Back to your guide',
  finePrint: 'The pendant is free with a paid monitoring plan from the partner. Read their terms before you sign up.',
};

const dentalSavings: DemoPage = {
  ...meta,
  id: 'seed-demo-dental-savings',
  slug: 'dental-savings',
  kind: 'quote-form',
  title: 'Dental Savings Plan',
  eyebrow: 'Partner offer',
  headline: 'Save 15-60% at the Dentist',
  intro:
    'A dental savings plan is not insurance: you pay a small monthly fee and get lower prices on cleanings, fillings, dentures and more. There are no waiting periods and no yearly limits.',
  claims: [
    { id: 'dental-savings', value: '15-60%', label: 'off the usual price of dental care' },
    { id: 'dental-price', value: '$9.95/month', label: 'plans starting from' },
    { id: 'dental-network', value: '100,000+', label: 'dentists to choose from' },
  ],
  form: {
    heading: 'Get your free quote',
    ...quoteFormLabels,
    submitLabel: 'Get My Free Quote',
    alertMessage: 'This is a demo page. In a real application, your information would be submitted for a quote.',
  },
  partner: { buttonLabel: null, url: null },
  backLinkLabel: 'Back to your guide',
  finePrint: 'Savings depend on the plan, the dentist and the treatment.',
};

const hearingAids: DemoPage = {
  ...meta,
  id: 'seed-demo-hearing-aids',
  slug: 'hearing-aids',
  kind: 'quote-form',
  title: 'Hearing Aid Free Trial',
  eyebrow: 'Partner offer',
  headline: 'Try Modern Hearing Aids Free for 45 Days',
  intro:
    'Small, comfortable hearing aids that help you follow conversations, the TV and the phone again. Try them at home for 45 days; if they are not right for you, send them back.',
  claims: [
    { id: 'hearing-trial', value: '45-day', label: 'risk-free trial at home' },
    { id: 'hearing-discount', value: 'Extra 15%', label: 'discount for seniors' },
  ],
  form: {
    heading: 'Start your free trial',
    ...quoteFormLabels,
    submitLabel: 'Start My Free Trial',
    alertMessage: 'This is a demo page. In a real application, your free trial would be processed.',
  },
  partner: { buttonLabel: null, url: null },
  backLinkLabel: 'Back to your guide',
  finePrint: 'Trial terms are set by the partner.',
};

/** The demo partner pages under `/offer-landing/<slug>`. */
export const seedDemoPages: DemoPage[] = [emergencyPendant, dentalSavings, hearingAids];
